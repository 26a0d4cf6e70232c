import type { TJobStatus } from "@/shared/rules/job-status.ts";
import { Badge } from "@/client/ui/badge.tsx";

export const JOB_STATUS_LABELS: Record<TJobStatus, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  in_progress: "In Progress",
  on_hold: "On Hold",
  completed: "Completed",
  cancelled: "Cancelled",
};

const VARIANT = { pending: "accent", scheduled: "brand", in_progress: "default", on_hold: "outline", completed: "success", cancelled: "secondary" } as const;

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  return <Badge variant={VARIANT[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}
