import type { RESPONSE_TIMES } from "./emergency-promise.ts";
import { slotMinutes } from "./dates.ts";
import { weekdayOf } from "./business-hours.ts";

// Decision 0152: whether a technician is free for a stretch of a day, and why not. The public
// booking's slots, the schedule board's move warnings and the assignment suggestions all ask this
// one rule. Times are minutes since midnight on the business's clock (America/New_York).

/** One working day: from `start` to `end`, minutes since midnight (whole or half hours); null: a day off. */
export type TWorkingDay = { start: number; end: number } | null;
/** Seven working days, Sunday first, as `Date.getUTCDay` and the business's opening hours count. */
export type TWeeklyHours = TWorkingDay[];

/**
 * Time off from `starts_on` to `ends_on` (dates, inclusive). With times, it begins at
 * `start_minutes` of the first day and ends at `end_minutes` of the last; without, whole days.
 */
export type TTimeOff = { starts_on: string; ends_on: string; start_minutes: number | null; end_minutes: number | null; reason: string };

/** What the rule needs of a technician: their week (the business's hours when not set up) and their time off. */
export type TTechnicianSchedule = { weekly: TWeeklyHours; time_off: TTimeOff[] };

/** A job of the day: where it starts and how long it holds its technician. */
export type TDayJob = { id?: string; start: number; minutes: number };

export type TUnavailability =
  | { kind: "day_off" }
  | { kind: "time_off"; reason: string }
  | { kind: "outside_hours"; hours: { start: number; end: number } }
  | { kind: "busy"; job_id?: string };

export const DAY_MINUTES = 24 * 60;
/** A job without estimated hours holds its technician for an hour, as a public slot does. */
export const DEFAULT_JOB_MINUTES = 60;

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/** The part of `date` a time off covers, as [start, end) minutes, or null when it misses the day. */
export function timeOffSpan(entry: TTimeOff, date: string): { start: number; end: number } | null {
  if (date < entry.starts_on || date > entry.ends_on) return null;
  const start = date === entry.starts_on && entry.start_minutes !== null ? entry.start_minutes : 0;
  const end = date === entry.ends_on && entry.end_minutes !== null ? entry.end_minutes : DAY_MINUTES;
  return end > start ? { start, end } : null;
}

/**
 * Null when the technician is free for [start, start + duration) on `date`; otherwise the first
 * reason they are not, in this order: a day off in their week, time off (with its reason), a
 * stretch outside that day's hours, a job of theirs that overlaps.
 */
export function unavailability(
  schedule: TTechnicianSchedule,
  date: string,
  startMinutes: number,
  durationMinutes: number,
  jobs: readonly TDayJob[],
): TUnavailability | null {
  const end = startMinutes + Math.max(1, durationMinutes);
  const day = schedule.weekly[weekdayOf(date)] ?? null;
  if (!day) return { kind: "day_off" };
  for (const entry of schedule.time_off) {
    const span = timeOffSpan(entry, date);
    if (span && overlaps(startMinutes, end, span.start, span.end)) return { kind: "time_off", reason: entry.reason };
  }
  if (startMinutes < day.start || end > day.end) return { kind: "outside_hours", hours: { start: day.start, end: day.end } };
  const job = jobs.find((j) => overlaps(startMinutes, end, j.start, j.start + Math.max(1, j.minutes)));
  if (job) return job.id === undefined ? { kind: "busy" } : { kind: "busy", job_id: job.id };
  return null;
}

/** A stretch of a technician's day they do not work, in minutes of the business's clock. */
export type TOffStretch = { from_minutes: number; to_minutes: number; reason: string | null };

/**
 * The stretches of `date` a technician does not work: all of it on a day off in their week;
 * before and after their hours; their time off. A week not set up (null) follows the business's
 * hours, which the caller checks itself: only time off is said then.
 */
export function offStretches(schedule: { weekly: TWeeklyHours | null; time_off: readonly TTimeOff[] }, date: string): TOffStretch[] {
  const stretches: TOffStretch[] = [];
  if (schedule.weekly) {
    const day = schedule.weekly[weekdayOf(date)] ?? null;
    if (!day) return [{ from_minutes: 0, to_minutes: DAY_MINUTES, reason: "Day off" }];
    if (day.start > 0) stretches.push({ from_minutes: 0, to_minutes: day.start, reason: "Before their working hours" });
    if (day.end < DAY_MINUTES) stretches.push({ from_minutes: day.end, to_minutes: DAY_MINUTES, reason: "After their working hours" });
  }
  for (const entry of schedule.time_off) {
    const span = timeOffSpan(entry, date);
    if (span) stretches.push({ from_minutes: span.start, to_minutes: span.end, reason: `Time off: ${entry.reason}` });
  }
  return stretches;
}

/** The minutes a job holds its technician: its estimated hours, or an hour. */
export function jobMinutes(estimatedHours: number | null | undefined): number {
  return estimatedHours && estimatedHours > 0 ? Math.round(estimatedHours * 60) : DEFAULT_JOB_MINUTES;
}

type TResponseTime = (typeof RESPONSE_TIMES)[number];

/**
 * customer-side.md §9: each emergency response window as a stretch of its day, in minutes since
 * midnight. The "within" ones run from the moment it is read; the others have their own hours.
 */
const RESPONSE_WINDOWS: Record<TResponseTime, { within: number } | { opens: number; closes: number }> = {
  "ASAP (Within 2 hours)": { within: 120 },
  "Within 4 hours": { within: 240 },
  "Within 6 hours": { within: 360 },
  "Today - Morning (8AM-12PM)": { opens: 8 * 60, closes: 12 * 60 },
  "Today - Afternoon (12PM-5PM)": { opens: 12 * 60, closes: 17 * 60 },
  "Today - Evening (5PM-9PM)": { opens: 17 * 60, closes: 21 * 60 },
};

/**
 * An emergency's response window on the business's clock at `nowMinutes`: `fromNow` for the
 * "within" ones, which have no hours of their own. Null for a slot ("1:00 PM") or no time. The
 * one table both what a job's visit may take (assignment suggestions) and how an emergency holds
 * its technician (`jobOnDay`) are read from.
 */
export function responseWindow(time: string | null, nowMinutes: number): { start: number; end: number; fromNow: boolean } | null {
  if (time === null || !Object.hasOwn(RESPONSE_WINDOWS, time)) return null;
  const window = RESPONSE_WINDOWS[time as TResponseTime];
  return "within" in window
    ? { start: nowMinutes, end: nowMinutes + window.within, fromNow: true }
    : { start: window.opens, end: window.closes, fromNow: false };
}

/**
 * Where a job of `date` sits on its technician's day. A slot ("1:00 PM") starts there. An
 * emergency's response window holds its technician from now (or from the window's opening, if
 * later: "Today - Evening (5PM-9PM)") for its estimated hours or an hour: the promise is
 * already running, so the technician is taken until it is kept. A window with no opening of its
 * own ("ASAP", "Within 4 hours") on another day than today holds nothing known, and is left out;
 * so is a job with no time.
 */
export function jobOnDay(
  job: { id?: string; scheduled_time: string | null; estimated_hours: number | null },
  date: string,
  now: { today: string; minutes: number },
): TDayJob | null {
  const time = job.scheduled_time;
  if (!time) return null;
  const minutes = jobMinutes(job.estimated_hours);
  const id = job.id === undefined ? {} : { id: job.id };
  const window = responseWindow(time, now.minutes);
  if (window) {
    if (date === now.today) return { ...id, start: Math.max(now.minutes, window.start), minutes };
    return window.fromNow ? null : { ...id, start: window.start, minutes };
  }
  const start = slotMinutes(time);
  return Number.isNaN(start) ? null : { ...id, start, minutes };
}

/** A week where every day has the same hours, for the business's opening hours in whole hours. */
export function weeklyFromOpening(weekly: ({ open: number; close: number } | null)[]): TWeeklyHours {
  return Array.from({ length: 7 }, (_, day) => {
    const hours = weekly[day] ?? null;
    return hours ? { start: hours.open * 60, end: hours.close * 60 } : null;
  });
}

/** "8:00 AM" for 480, "5:30 PM" for 1050, "12:00 AM" for 1440 (the day's end). */
export function minutesLabel(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** The words for a reason, as a warning or a screen says it. */
export function unavailabilityText(reason: TUnavailability): string {
  switch (reason.kind) {
    case "day_off":
      return "Day off";
    case "time_off":
      return `Time off: ${reason.reason}`;
    case "outside_hours":
      return `Outside working hours (${minutesLabel(reason.hours.start)} – ${minutesLabel(reason.hours.end)})`;
    case "busy":
      return "Busy with another job";
  }
}

/**
 * How many more pieces of work of `category` fit at [start, start + duration) on `date`: the
 * technicians who do that category and are free then, less the day's unassigned work overlapping
 * it that one of them could do (each unassigned job keeps one free technician; a conservative
 * count, not a full matching). Above 0: the slot can be offered. Decision 0152.
 */
export function spareTechnicians(input: {
  technicians: readonly { schedule: TTechnicianSchedule; skills: readonly string[]; jobs: readonly TDayJob[] }[];
  unassigned: readonly (TDayJob & { category: string | null })[];
  category: string | null;
  date: string;
  start: number;
  minutes: number;
}): number {
  const does = (skills: readonly string[], category: string | null) => skills.length === 0 || category === null || skills.includes(category);
  const free = input.technicians.filter(
    (t) => does(t.skills, input.category) && unavailability(t.schedule, input.date, input.start, input.minutes, t.jobs) === null,
  );
  if (free.length === 0) return 0;
  const end = input.start + input.minutes;
  const competing = input.unassigned.filter(
    (job) => overlaps(input.start, end, job.start, job.start + Math.max(1, job.minutes)) && free.some((t) => does(t.skills, job.category)),
  );
  return Math.max(0, free.length - competing.length);
}

/**
 * How long a booking of a service holds a technician: its estimated duration, else an hourly
 * service's minimum hours, else an hour. The slot shown and the booking's own check use the same
 * length, so a slot offered is a slot the booking gets.
 */
export function serviceMinutes(service: { estimated_duration_minutes: number | null; pricing_type: string; min_hours: number | null }): number {
  if (service.estimated_duration_minutes && service.estimated_duration_minutes > 0) return service.estimated_duration_minutes;
  if (service.pricing_type === "hourly" && service.min_hours && service.min_hours > 0) return service.min_hours * 60;
  return DEFAULT_JOB_MINUTES;
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Monday first, as a week is read. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "8:00 AM – 5:00 PM", or "Day off". */
export function workingDayText(day: TWorkingDay): string {
  return day ? `${minutesLabel(day.start)} – ${minutesLabel(day.end)}` : "Day off";
}

/** "Dec 24, 2026", for a 'yyyy-MM-dd' date (read as a calendar day, in no time zone). */
function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** "Dec 24, 2026 – Dec 26, 2026 (whole days)", "Dec 24, 2026, 1:00 PM – 3:00 PM". */
export function timeOffText(entry: Omit<TTimeOff, "reason">): string {
  const whole = entry.start_minutes === null || entry.end_minutes === null;
  if (whole)
    return entry.starts_on === entry.ends_on
      ? `${dayLabel(entry.starts_on)} (whole day)`
      : `${dayLabel(entry.starts_on)} – ${dayLabel(entry.ends_on)} (whole days)`;
  const from = `${dayLabel(entry.starts_on)}, ${minutesLabel(entry.start_minutes!)}`;
  const to = entry.starts_on === entry.ends_on ? minutesLabel(entry.end_minutes!) : `${dayLabel(entry.ends_on)}, ${minutesLabel(entry.end_minutes!)}`;
  return `${from} – ${to}`;
}
