import type { TJobStatus } from "@/shared/rules/job-status.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { jobStatusText } from "@/shared/i18n/status-text.ts";

const VARIANT = { pending: "accent", scheduled: "brand", in_progress: "default", on_hold: "outline", completed: "success", cancelled: "secondary" } as const;

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  return <Badge variant={VARIANT[status]}>{jobStatusText(status)}</Badge>;
}
