import { useIsMutating } from "@tanstack/react-query";
import type { TTechnicianJob } from "@/shared/schemas/technician-jobs.ts";
import { useCompleteJob, useStartJob } from "../api/job-writes.ts";
import { technicianKeys } from "../api/technician-keys.ts";

/**
 * staff-side.md §4: Start (pending or scheduled) and Complete (in progress). A move waiting to
 * be sent (offline) keeps the buttons of that job busy, so it is not queued twice.
 */
export function useJobMoves(job: Pick<TTechnicianJob, "id" | "title" | "status">) {
  const start = useStartJob();
  const complete = useCompleteJob();
  const waiting = useIsMutating({
    mutationKey: technicianKeys.all,
    predicate: (mutation) => (mutation.state.variables as { jobId?: string } | undefined)?.jobId === job.id,
  });
  const busy = waiting > 0;
  return {
    busy,
    canStart: job.status === "pending" || job.status === "scheduled",
    canComplete: job.status === "in_progress",
    start: () => start.mutate({ jobId: job.id, title: job.title, expected: job.status, idempotencyKey: crypto.randomUUID() }),
    complete: () => complete.mutate({ jobId: job.id, title: job.title, expected: job.status, idempotencyKey: crypto.randomUUID() }),
  };
}
