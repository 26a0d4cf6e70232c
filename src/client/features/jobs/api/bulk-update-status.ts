import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBulkStatusRequest } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** POST /api/admin/jobs/bulk/status: all the named jobs or none (staff-side.md §4 bulk). */
export function bulkUpdateStatus(body: TBulkStatusRequest): Promise<{ count: number }> {
  return api.post<{ count: number }>("/api/admin/jobs/bulk/status", body);
}

export function useBulkUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }) });
}
