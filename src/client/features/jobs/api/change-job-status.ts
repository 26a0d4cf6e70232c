import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TJobStatus } from "@/shared/rules/job-status.ts";
import type { ZJobStatusChanged } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

type TJobStatusChanged = z.infer<typeof ZJobStatusChanged>;

/** POST /api/admin/jobs/:id/status: a quick action of staff-side.md §4, judged from `expected`. */
export function changeJobStatus(id: string, to: TJobStatus, expected: TJobStatus): Promise<TJobStatusChanged> {
  return api.post<TJobStatusChanged>(`/api/admin/jobs/${encodeURIComponent(id)}/status`, { to, expected });
}

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to, expected }: { id: string; to: TJobStatus; expected: TJobStatus }) => changeJobStatus(id, to, expected),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }),
  });
}
