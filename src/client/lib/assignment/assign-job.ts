import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAssignJobRequest, TJobAssigned } from "@/shared/schemas/job-assignment.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { assignmentKeys } from "./technician-suggestions.ts";

/**
 * POST /api/admin/jobs/:id/assign. `expected_technician_id` is who the list showed on the job:
 * when someone assigned it meanwhile, the server answers 409 rather than take it from them.
 */
export function assignJob(jobId: string, body: TAssignJobRequest): Promise<TJobAssigned> {
  return apiFetch<TJobAssigned>(`/api/admin/jobs/${encodeURIComponent(jobId)}/assign`, { method: "POST", body });
}

export function useAssignJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: TAssignJobRequest }) => assignJob(jobId, body),
    // Settled, not only on success: after a 409 the list shows who has the job now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
