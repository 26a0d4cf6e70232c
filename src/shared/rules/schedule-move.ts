import { hoursOn, type TOpeningHours } from "./business-hours.ts";
import { slotMinutes, slotStart } from "./dates.ts";
import { timeLeft } from "./emergency-promise.ts";
import { DAY_MINUTES, jobMinutes, minutesLabel, type TOffStretch } from "./technician-availability.ts";

// The schedule board (decision 0155): what a move of a job to a technician's day and
// time runs into, said before it is saved. Warnings, never refusals: the office may still confirm.

/** A job of the technician's day, as the board knows it. */
export type TDayJob = {
  id: string;
  title: string;
  scheduled_time: string | null;
  estimated_hours: number | null;
};

/** A stretch of the technician's day when they are not available (time off, outside their hours): `offStretches` of their schedule. */
export type TUnavailable = TOffStretch;

export type TScheduleMove = {
  job: { id: string; estimated_hours: number | null; emergency_due_at: Date | null };
  to: { date: string; time: string };
  /** The other jobs of the target technician on that date (the moved job itself is skipped). */
  dayJobs: readonly TDayJob[];
  opening: TOpeningHours;
  /** Optional: when the technician is unavailable that date (their working hours and time off). */
  unavailable?: readonly TUnavailable[];
};

export type TMoveWarning =
  | { kind: "overlap"; job_id: string; message: string }
  | { kind: "outside_hours"; message: string }
  | { kind: "unavailable"; message: string }
  | { kind: "past_promise"; message: string };

const overlaps = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from < b.to && b.from < a.to;

/** What the move runs into, in the order the office should read it; empty when nothing. */
export function moveWarnings(move: TScheduleMove): TMoveWarning[] {
  const start = slotMinutes(move.to.time);
  if (Number.isNaN(start)) return [];
  const span = { from: start, to: start + jobMinutes(move.job.estimated_hours) };
  const warnings: TMoveWarning[] = [];

  for (const other of move.dayJobs) {
    if (other.id === move.job.id || !other.scheduled_time) continue;
    const from = slotMinutes(other.scheduled_time);
    if (Number.isNaN(from)) continue;
    const theirs = { from, to: from + jobMinutes(other.estimated_hours) };
    if (overlaps(span, theirs)) {
      warnings.push({
        kind: "overlap",
        job_id: other.id,
        message: `Overlaps "${other.title}" (${minutesLabel(theirs.from)} to ${minutesLabel(theirs.to)}).`,
      });
    }
  }

  const hours = hoursOn(move.to.date, move.opening);
  if (!hours) {
    warnings.push({ kind: "outside_hours", message: "The business is closed that day (emergencies only)." });
  } else if (span.from < hours.open * 60 || span.to > hours.close * 60) {
    warnings.push({
      kind: "outside_hours",
      message: `Outside business hours (${minutesLabel(hours.open * 60)} to ${minutesLabel(hours.close * 60)}).`,
    });
  }

  for (const off of move.unavailable ?? []) {
    if (overlaps(span, { from: off.from_minutes, to: off.to_minutes })) {
      const allDay = off.from_minutes <= 0 && off.to_minutes >= DAY_MINUTES;
      const when = allDay
        ? "all day"
        : off.to_minutes >= DAY_MINUTES
          ? `from ${minutesLabel(off.from_minutes)}`
          : off.from_minutes <= 0
            ? `until ${minutesLabel(off.to_minutes)}`
            : `${minutesLabel(off.from_minutes)} to ${minutesLabel(off.to_minutes)}`;
      warnings.push({ kind: "unavailable", message: `The technician is unavailable ${when}${off.reason ? `: ${off.reason}` : ""}.` });
    }
  }

  // customer-side.md §9: a paid emergency is answered within 2 hours of its fee.
  const due = move.job.emergency_due_at;
  if (due) {
    const startsAt = slotStart(move.to.date, move.to.time);
    if (startsAt > due) {
      const late = timeLeft(due, startsAt);
      const by = late.minutes === 0 ? "less than a minute" : late.label.slice("Overdue by ".length);
      warnings.push({ kind: "past_promise", message: `Starts ${by} after the emergency's 2-hour response promise runs out.` });
    }
  }
  return warnings;
}
