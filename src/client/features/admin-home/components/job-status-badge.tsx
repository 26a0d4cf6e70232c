import { JOB_STATUS_LABELS, type TJobStatus } from "@/shared/rules/job-status.ts";
import { cn } from "@/client/lib/cn.ts";

const TONES: Record<TJobStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  scheduled: "bg-brand-50 text-brand-800 ring-brand-200",
  in_progress: "bg-violet-50 text-violet-800 ring-violet-200",
  on_hold: "bg-orange-50 text-orange-900 ring-orange-200",
  completed: "bg-green-50 text-green-800 ring-green-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-300",
};

export function JobStatusBadge({ status, className }: { status: TJobStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[status],
        className,
      )}
    >
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
