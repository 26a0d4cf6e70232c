import { JOB_PRIORITIES, type TJobPriority } from "../../../../shared/rules/job-status.ts";
import type { TJobListItem } from "../../../../shared/schemas/jobs.ts";
import { formatServiceDate } from "../../../lib/calendar-day.ts";
import { formatMoney } from "../../../lib/format.ts";
import { responsePhrase } from "../../../../shared/rules/emergency-promise.ts";
import { feeText } from "../../../ui/emergency-summary.tsx";

// How the jobs screen writes a job's status, priority, people and schedule.

export { JOB_STATUS_LABELS } from "../../../../shared/rules/job-status.ts";

export const PRIORITY_LABELS = { low: "Low", medium: "Medium", high: "High" } as const;
export type TPriorityName = keyof typeof PRIORITY_LABELS;

/** §9: priority 1/2/3 = Low/Medium/High. */
export const priorityName = (priority: TJobPriority | number): TPriorityName => JOB_PRIORITIES[priority as TJobPriority] ?? "low";

export const personName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim() || "Unnamed";

export function technicianName(job: Pick<TJobListItem, "technician">): string {
  if (!job.technician) return "Unassigned";
  return job.technician.is_active ? personName(job.technician) : `${personName(job.technician)} (former technician)`;
}

export function scheduleText(job: Pick<TJobListItem, "scheduled_date" | "scheduled_time"> & { emergency?: TJobListItem["emergency"] }): string {
  if (!job.scheduled_date) return "Not scheduled";
  // An emergency's time is its response window, read as a sentence (customer-side.md §9).
  if (job.emergency) return `${formatServiceDate(job.scheduled_date)}, ${responsePhrase(job.emergency.response_window)}`;
  return job.scheduled_time ? `${formatServiceDate(job.scheduled_date)}, ${job.scheduled_time}` : formatServiceDate(job.scheduled_date);
}

/** A job's amount; an emergency without one shows its fee as paid (or due), never nothing. */
export function amountText(job: Pick<TJobListItem, "total_amount" | "emergency">): string {
  if (job.total_amount !== null) return formatMoney(job.total_amount);
  return job.emergency ? `Emergency fee ${feeText(job.emergency)}` : "—";
}

export const placeText = (job: Pick<TJobListItem, "service_city" | "service_state">) => [job.service_city, job.service_state].filter(Boolean).join(", ");

/** The first 8 characters of a job's id, as the search box takes it. */
export const shortId = (id: string) => id.slice(0, 8);
