import { JOB_STATUS_LABELS, type TJobStatus } from "@/shared/rules/job-status.ts";
import { Badge } from "@/client/ui/badge.tsx";

const VARIANT = { pending: "accent", scheduled: "brand", in_progress: "default", on_hold: "outline", completed: "success", cancelled: "secondary" } as const;

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  return <Badge variant={VARIANT[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}
