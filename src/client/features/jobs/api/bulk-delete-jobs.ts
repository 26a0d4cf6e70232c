import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBulkDeleteRequest } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** POST /api/admin/jobs/bulk/delete: all the named jobs or none. */
export function bulkDeleteJobs(body: TBulkDeleteRequest): Promise<{ count: number }> {
  return api.post<{ count: number }>("/api/admin/jobs/bulk/delete", body);
}

export function useBulkDeleteJobs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDeleteJobs, onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }) });
}
