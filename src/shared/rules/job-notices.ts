import { m } from "../i18n/paraglide/messages.js";
import { jobPriorityText, jobStatusText } from "../i18n/status-text.ts";
import { formatVisit } from "./business-time.ts";
import type { TJobStatus } from "./job-status.ts";

// Notifications: what a change to a job tells its technician and its customer.
// Technicians hear of a job assigned to them, changed, or taken away (unassigned or deleted);
// customers of their booking confirmed (scheduled), a technician assigned, the work started and
// completed. A pure rule, so every writer (admin edits, quick and bulk actions, the technician's
// own start and complete) tells the same things.

export type TJobState = {
  status: TJobStatus;
  technician_id: string | null;
  title: string;
  priority: number;
  scheduled_date: string | null;
  scheduled_time: string | null;
  service_address: string;
};

export type TJobNoticeKind = "job-assigned" | "job-changed" | "job-unassigned" | "booking-confirmed" | "technician-assigned" | "job-started" | "job-completed";

export type TJobNotice = { to: "technician"; technicianId: string; kind: TJobNoticeKind } | { to: "customer"; kind: TJobNoticeKind };

/** The fields a technician is told about when they change (their day, their address, their priority). */
const WATCHED = ["status", "title", "priority", "scheduled_date", "scheduled_time", "service_address"] as const;

export function jobNotices(before: TJobState | null, after: TJobState | null): TJobNotice[] {
  const notices: TJobNotice[] = [];
  const from = before?.technician_id ?? null;
  const to = after?.technician_id ?? null;
  if (from && from !== to) notices.push({ to: "technician", technicianId: from, kind: "job-unassigned" });
  if (!after) return notices;
  if (to && to !== from) notices.push({ to: "technician", technicianId: to, kind: "job-assigned" });
  else if (to && before && WATCHED.some((field) => before[field] !== after[field])) notices.push({ to: "technician", technicianId: to, kind: "job-changed" });

  if (to && to !== from) notices.push({ to: "customer", kind: "technician-assigned" });
  const moved = before?.status !== after.status;
  if (moved && after.status === "scheduled" && (!before || before.status === "pending")) notices.push({ to: "customer", kind: "booking-confirmed" });
  if (moved && after.status === "in_progress") notices.push({ to: "customer", kind: "job-started" });
  if (moved && after.status === "completed") notices.push({ to: "customer", kind: "job-completed" });
  return notices;
}

/** A job's day and time as a person reads it ("Friday, December 11 at 1:00 PM ET"). */
export function jobWhen(job: Pick<TJobState, "scheduled_date" | "scheduled_time">, now: Date = new Date()): string {
  return job.scheduled_date ? formatVisit(job.scheduled_date, job.scheduled_time, now) : m.notice_date_unset();
}

/**
 * What changed on a job, one line per change ("Time: Friday, December 11 at 1:00 PM ET → Monday,
 * December 14 at 9:00 AM ET"): a "Job changed" notice says it, so nobody has to guess. In the
 * messages' current language (the technician's, decision 0166).
 */
export function jobChanges(before: TJobState, after: TJobState, now: Date = new Date()): string[] {
  const changes: string[] = [];
  if (before.scheduled_date !== after.scheduled_date || before.scheduled_time !== after.scheduled_time) {
    changes.push(m.tech_notice_change_time({ from: jobWhen(before, now), to: jobWhen(after, now) }));
  }
  if (before.status !== after.status) changes.push(m.tech_notice_change_status({ from: jobStatusText(before.status), to: jobStatusText(after.status) }));
  if (before.service_address !== after.service_address) changes.push(m.tech_notice_change_address({ from: before.service_address, to: after.service_address }));
  if (before.priority !== after.priority)
    changes.push(m.tech_notice_change_priority({ from: jobPriorityText(before.priority), to: jobPriorityText(after.priority) }));
  if (before.title !== after.title) changes.push(m.tech_notice_change_title({ from: before.title, to: after.title }));
  return changes;
}
