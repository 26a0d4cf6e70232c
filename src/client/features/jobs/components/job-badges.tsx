import type { TJobPriority, TJobStatus } from "@/shared/rules/job-status.ts";
import { cn } from "@/client/lib/cn.ts";
import { JOB_STATUS_LABELS, PRIORITY_LABELS, priorityName } from "./job-format.ts";

/** A status's colours: its badge, and its block on the schedule board. */
export const STATUS_TONES: Record<TJobStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  scheduled: "bg-brand-50 text-brand-800 ring-brand-200",
  in_progress: "bg-violet-50 text-violet-800 ring-violet-200",
  on_hold: "bg-orange-50 text-orange-900 ring-orange-200",
  completed: "bg-green-50 text-green-800 ring-green-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-300",
};

const STATUS_DOTS: Record<TJobStatus, string> = {
  pending: "bg-amber-500",
  scheduled: "bg-brand-600",
  in_progress: "bg-violet-600",
  on_hold: "bg-orange-500",
  completed: "bg-green-600",
  cancelled: "bg-slate-500",
};

const BADGE = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset";

export function JobStatusBadge({ status, className }: { status: TJobStatus; className?: string }) {
  return (
    <span className={cn(BADGE, STATUS_TONES[status], className)}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", STATUS_DOTS[status])} />
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}

const PRIORITY_TONES = {
  low: "bg-slate-50 text-slate-700 ring-slate-300",
  medium: "bg-amber-50 text-amber-900 ring-amber-200",
  high: "bg-red-50 text-red-800 ring-red-200",
} as const;

/** Says "High priority" in full, so the word means the same read aloud as seen. */
export function JobPriorityBadge({ priority, className }: { priority: TJobPriority | number; className?: string }) {
  const name = priorityName(priority);
  return <span className={cn(BADGE, PRIORITY_TONES[name], className)}>{PRIORITY_LABELS[name]} priority</span>;
}

/**
 * The emergency promise (customer-side.md §9: answered within 2 hours): a paid
 * emergency whose 2 hours have passed without a technician started is marked overdue.
 */
export function isOverdueEmergency(job: { emergency_due_at: string | null; status: TJobStatus }, now: Date = new Date()) {
  return job.emergency_due_at !== null && ["pending", "scheduled", "on_hold"].includes(job.status) && new Date(job.emergency_due_at) <= now;
}

/**
 * An emergency is a kind of job (customer-side.md §9), named as one in every list; once its
 * promise has run out, the overdue badge says so instead.
 */
export function EmergencyBadge({ job, className }: { job: { emergency: unknown; emergency_due_at: string | null; status: TJobStatus }; className?: string }) {
  if (!job.emergency || isOverdueEmergency(job)) return null;
  return <span className={cn(BADGE, "bg-red-50 text-red-800 ring-red-200", className)}>Emergency</span>;
}

export function OverdueBadge({ job, className }: { job: { emergency_due_at: string | null; status: TJobStatus }; className?: string }) {
  if (!isOverdueEmergency(job)) return null;
  return <span className={cn(BADGE, "bg-red-600 text-white ring-red-700", className)}>Overdue emergency</span>;
}
