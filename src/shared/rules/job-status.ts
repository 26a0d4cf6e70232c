// staff-side.md §4: the one home of the job's statuses, priorities and who may move a job
// from one status to another. The server enforces it; the client reads it to offer actions.

export const JOB_STATUSES = ["pending", "scheduled", "in_progress", "on_hold", "completed", "cancelled"] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** How people read a status, on screens and in notifications. */
export const JOB_STATUS_LABELS: Record<TJobStatus, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  in_progress: "In Progress",
  on_hold: "On Hold",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** §9: priority 1/2/3 = Low/Medium/High. */
export const JOB_PRIORITIES = { 1: "low", 2: "medium", 3: "high" } as const;
export type TJobPriority = keyof typeof JOB_PRIORITIES;
export type TJobPriorityName = (typeof JOB_PRIORITIES)[TJobPriority];
export const priorityFromName = (name: TJobPriorityName): TJobPriority =>
  Number(Object.entries(JOB_PRIORITIES).find(([, n]) => n === name)![0]) as TJobPriority;

/** §4: bulk status change offers every status but cancelled. */
export const BULK_JOB_STATUSES = ["pending", "scheduled", "in_progress", "completed", "on_hold"] as const satisfies readonly TJobStatus[];

/**
 * Who is moving the job:
 * - `admin-edit`: the job form, which may set any status (§4);
 * - `admin-quick`: the quick actions of the detail view;
 * - `admin-bulk`: the bulk bar;
 * - `technician`: the technician's own job, pending or scheduled → in_progress → completed.
 */
export type TJobActor = "admin-edit" | "admin-quick" | "admin-bulk" | "technician";

export type TQuickAction = { to: TJobStatus; label: string };

/** §4 admin quick actions on the detail view, in the order they are offered. */
export function quickActions(from: TJobStatus): TQuickAction[] {
  const actions: TQuickAction[] = [];
  if (from === "pending") actions.push({ to: "scheduled", label: "Mark as Scheduled" });
  if (from === "scheduled") actions.push({ to: "in_progress", label: "Start Job" });
  if (from === "in_progress") actions.push({ to: "completed", label: "Complete Job" });
  if (from !== "completed" && from !== "cancelled" && from !== "on_hold") actions.push({ to: "on_hold", label: "Put on Hold" });
  return actions;
}

const TECHNICIAN_MOVES: Partial<Record<TJobStatus, readonly TJobStatus[]>> = {
  pending: ["in_progress"],
  scheduled: ["in_progress"],
  in_progress: ["completed"],
};

export function canTransition(actor: TJobActor, from: TJobStatus, to: TJobStatus): boolean {
  switch (actor) {
    case "admin-edit":
      return true;
    case "admin-quick":
      return quickActions(from).some((action) => action.to === to);
    case "admin-bulk":
      return (BULK_JOB_STATUSES as readonly TJobStatus[]).includes(to);
    case "technician":
      return TECHNICIAN_MOVES[from]?.includes(to) ?? false;
  }
}

/** The statuses a job may be in for `actor` to move it to `to`: the compare-and-set's `where`. */
export function allowedFrom(actor: TJobActor, to: TJobStatus): TJobStatus[] {
  return JOB_STATUSES.filter((from) => canTransition(actor, from, to));
}

export type TJobTimestamps = { started_at: Date | null; completed_at: Date | null };

/** What a move does to one timestamp: leave it, set it now unless already set, or clear it. */
export type TStampRule = "keep" | "set-if-empty" | "clear";
export type TStampRules = { [K in keyof TJobTimestamps]: TStampRule };

/**
 * What a move to `to` does to the job's timestamps (§4: starting sets started_at, completing
 * sets completed_at). A job completed without a recorded start is taken as started then; a job
 * moved back before in_progress or completed loses the timestamps that no longer hold. Stated
 * as rules so the server's compare-and-set can apply them to the row it updates, in SQL.
 */
export function transitionStampRules(to: TJobStatus): TStampRules {
  switch (to) {
    case "in_progress":
      return { started_at: "set-if-empty", completed_at: "clear" };
    case "completed":
      return { started_at: "set-if-empty", completed_at: "set-if-empty" };
    case "pending":
    case "scheduled":
      return { started_at: "clear", completed_at: "clear" };
    case "on_hold":
    case "cancelled":
      return { started_at: "keep", completed_at: "clear" };
  }
}

const applyStamp = (rule: TStampRule, current: Date | null, now: Date) => (rule === "keep" ? current : rule === "clear" ? null : (current ?? now));

/** The timestamps a job has after a move to `to` (transitionStampRules applied to its values). */
export function transitionTimestamps(to: TJobStatus, current: TJobTimestamps, now: Date): TJobTimestamps {
  const rules = transitionStampRules(to);
  return { started_at: applyStamp(rules.started_at, current.started_at, now), completed_at: applyStamp(rules.completed_at, current.completed_at, now) };
}
