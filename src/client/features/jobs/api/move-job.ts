import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TScheduleMoveRequest, TScheduleMoveResult } from "@/shared/schemas/schedule.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/**
 * POST /api/admin/schedule/jobs/:id/move: compare-and-set on the visit the board showed. Without
 * `confirm` a move that runs into something is not saved and the warnings come back.
 */
export function moveJob(id: string, request: TScheduleMoveRequest): Promise<TScheduleMoveResult> {
  return api.post<TScheduleMoveResult>(`/api/admin/schedule/jobs/${encodeURIComponent(id)}/move`, request);
}

export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: TScheduleMoveRequest }) => moveJob(id, request),
    // A 409 means the board was stale: it is read again whatever the answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }),
  });
}
