import { TIME_SLOTS } from "@/shared/constants.ts";
import { slotMinutes } from "@/shared/rules/dates.ts";
import { jobMinutes, minutesLabel } from "@/shared/rules/technician-availability.ts";
import type { TScheduleJob } from "@/shared/schemas/schedule.ts";

export const isSlot = (time: string | null): time is (typeof TIME_SLOTS)[number] => (TIME_SLOTS as readonly (string | null)[]).includes(time);

/** "9:00 AM to 11:30 AM" (a block's span by its estimated hours, an hour by default). */
export function spanText(job: Pick<TScheduleJob, "scheduled_time" | "estimated_hours">): string {
  if (!isSlot(job.scheduled_time)) return job.scheduled_time ?? "No time yet";
  const start = slotMinutes(job.scheduled_time);
  return `${job.scheduled_time} to ${minutesLabel(start + jobMinutes(job.estimated_hours))}`;
}

/** "Mon, Dec 14" from 'yyyy-MM-dd'. */
export function dayLabel(date: string, weekday: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday, month: "short", day: "numeric" }).format(new Date(`${date}T12:00:00Z`));
}

export function byTime(a: TScheduleJob, b: TScheduleJob): number {
  return (slotMinutes(a.scheduled_time ?? "") || 0) - (slotMinutes(b.scheduled_time ?? "") || 0);
}
