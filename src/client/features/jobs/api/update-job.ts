import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUpdateJobRequest } from "@/shared/schemas/jobs.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/**
 * PUT /api/admin/jobs/:id. `expected_status` is the status the form was opened with: when the
 * job moved since, the server refuses with 409 rather than overwrite that change.
 */
export function updateJob(id: string, body: TUpdateJobRequest): Promise<{ id: string }> {
  return apiFetch<{ id: string }>(`/api/admin/jobs/${encodeURIComponent(id)}`, { method: "PUT", body });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateJobRequest }) => updateJob(id, body),
    // Settled, not only on success: a 409 means the list shows a stale status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }),
  });
}
