import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBulkPriorityRequest } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** POST /api/admin/jobs/bulk/priority: all the named jobs or none. */
export function bulkUpdatePriority(body: TBulkPriorityRequest): Promise<{ count: number }> {
  return api.post<{ count: number }>("/api/admin/jobs/bulk/priority", body);
}

export function useBulkUpdatePriority() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdatePriority, onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }) });
}
