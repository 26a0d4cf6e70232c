import type { TTimeLeft } from "../rules/emergency-promise.ts";
import { duration } from "../rules/emergency-promise.ts";
import type { TEmergencyStep } from "../rules/emergency-timeline.ts";
import type { TJobPriority, TJobStatus } from "../rules/job-status.ts";
import type { TEstimate } from "../schemas/estimates.ts";
import { m } from "./paraglide/messages.js";

type TEstimateStatus = TEstimate["status"];

// The shared rules' words in the current language: the technician's app and the customer's
// emergency timeline (decision 0179) and the technician's notices on the server (decision 0166)
// say them one way. In English each is exactly the rule's (JOB_STATUS_LABELS,
// EMERGENCY_STEP_LABELS, JOB_PRIORITIES capitalized, timeLeft's label): status-text.test.ts holds
// them together.

const STATUS: Record<TJobStatus, () => string> = {
  pending: m.tech_status_pending,
  scheduled: m.tech_status_scheduled,
  in_progress: m.tech_status_in_progress,
  on_hold: m.tech_status_on_hold,
  completed: m.tech_status_completed,
  cancelled: m.tech_status_cancelled,
};

const STEP: Record<TEmergencyStep, () => string> = {
  received: m.tech_emergency_step_received,
  assigned: m.tech_emergency_step_assigned,
  on_the_way: m.tech_emergency_step_on_the_way,
  arrived: m.tech_emergency_step_arrived,
  done: m.tech_emergency_step_done,
};

const PRIORITY: Record<TJobPriority, () => string> = {
  1: m.tech_priority_low,
  2: m.tech_priority_medium,
  3: m.tech_priority_high,
};

const ESTIMATE_STATUS: Record<TEstimateStatus, () => string> = {
  draft: m.tech_estimate_status_draft,
  sent: m.tech_estimate_status_sent,
  approved: m.tech_estimate_status_approved,
  declined: m.tech_estimate_status_declined,
};

export const jobStatusText = (status: TJobStatus) => STATUS[status]();

/** A job's priority (1/2/3, staff-side.md §9) as a word ("High", "Alta"); a number outside them as it is. */
export const jobPriorityText = (priority: number) => PRIORITY[priority as TJobPriority]?.() ?? String(priority);

/** An estimate's status in lower case, as stored in English ("draft"); shown capitalized. */
export const estimateStatusText = (status: TEstimateStatus) => ESTIMATE_STATUS[status]();

export const emergencyStepText = (step: TEmergencyStep) => STEP[step]();

/** What is left of an emergency's promise, as timeLeft measured it ("1 h 24 min left", "Quedan 1 h 24 min"). */
export function timeLeftText(left: TTimeLeft, dueAt: Date, now: Date): string {
  if (!left.overdue) {
    return dueAt.getTime() - now.getTime() < 60_000 ? m.tech_emergency_less_than_minute() : m.tech_emergency_left({ duration: duration(left.minutes) });
  }
  return left.minutes === 0 ? m.tech_emergency_due_now() : m.tech_emergency_overdue({ duration: duration(left.minutes) });
}
