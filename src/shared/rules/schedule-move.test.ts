import { describe, expect, it } from "vitest";
import type { TOpeningHours } from "./business-hours.ts";
import { slotStart } from "./dates.ts";
import { moveWarnings, type TScheduleMove } from "./schedule-move.ts";
import { jobMinutes, minutesLabel } from "./technician-availability.ts";

const WEEKDAY = { open: 7, close: 18 };
const OPENING: TOpeningHours = {
  weekly: [null, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, { open: 8, close: 16 }],
  holidays: [{ name: "Christmas Day", kind: "date", month: 12, day: 25 }],
};

// 2026-12-14 is a Monday.
function move(overrides: Partial<TScheduleMove> = {}): TScheduleMove {
  return {
    job: { id: "moved", estimated_hours: 2, emergency_due_at: null },
    to: { date: "2026-12-14", time: "10:00 AM" },
    dayJobs: [],
    opening: OPENING,
    ...overrides,
  };
}

describe("moveWarnings", () => {
  it("says nothing for a free slot inside business hours", () => {
    expect(moveWarnings(move())).toEqual([]);
  });

  it("warns of each job of the technician's day the move overlaps, by its hours", () => {
    const dayJobs = [
      { id: "a", title: "Leaky faucet", scheduled_time: "11:00 AM", estimated_hours: 1 },
      { id: "b", title: "Fan install", scheduled_time: "8:00 AM", estimated_hours: 2 },
      { id: "c", title: "Drywall", scheduled_time: "9:00 AM", estimated_hours: 1.5 },
      { id: "d", title: "After", scheduled_time: "12:00 PM", estimated_hours: null },
    ];
    const warnings = moveWarnings(move({ dayJobs }));
    expect(warnings.map((warning) => warning.kind === "overlap" && warning.job_id)).toEqual(["a", "c"]);
    expect(warnings[1].message).toBe('Overlaps "Drywall" (9:00 AM to 10:30 AM).');
  });

  it("counts a job without estimated hours as one hour, and never the moved job itself", () => {
    const dayJobs = [
      { id: "moved", title: "Itself", scheduled_time: "10:00 AM", estimated_hours: 3 },
      { id: "e", title: "One hour", scheduled_time: "9:00 AM", estimated_hours: null },
    ];
    expect(moveWarnings(move({ job: { id: "moved", estimated_hours: null, emergency_due_at: null }, dayJobs }))).toEqual([]);
  });

  it("warns when the job runs past closing, starts before opening, or falls on a closed day or holiday", () => {
    expect(moveWarnings(move({ to: { date: "2026-12-14", time: "5:00 PM" } }))).toEqual([
      { kind: "outside_hours", message: "Outside business hours (7:00 AM to 6:00 PM)." },
    ]);
    expect(moveWarnings(move({ to: { date: "2026-12-19", time: "3:00 PM" } }))[0].kind).toBe("outside_hours");
    expect(moveWarnings(move({ to: { date: "2026-12-13", time: "10:00 AM" } }))).toEqual([
      { kind: "outside_hours", message: "The business is closed that day (emergencies only)." },
    ]);
    expect(moveWarnings(move({ to: { date: "2026-12-25", time: "10:00 AM" } }))[0].kind).toBe("outside_hours");
  });

  it("warns when the technician is unavailable for part of the job, with the reason", () => {
    const unavailable = [
      { from_minutes: 11 * 60, to_minutes: 13 * 60, reason: "Dentist" },
      { from_minutes: 14 * 60, to_minutes: 18 * 60, reason: null },
    ];
    expect(moveWarnings(move({ unavailable }))).toEqual([{ kind: "unavailable", message: "The technician is unavailable 11:00 AM to 1:00 PM: Dentist." }]);
  });

  it("warns when an emergency would start after its 2-hour promise, and not when it starts in time", () => {
    const due = new Date(slotStart("2026-12-14", "9:00 AM").getTime() + 30 * 60_000);
    const late = moveWarnings(move({ job: { id: "moved", estimated_hours: 1, emergency_due_at: due } }));
    expect(late).toEqual([{ kind: "past_promise", message: "Starts 30 min after the emergency's 2-hour response promise runs out." }]);
    expect(moveWarnings(move({ job: { id: "moved", estimated_hours: 1, emergency_due_at: due }, to: { date: "2026-12-14", time: "9:00 AM" } }))).toEqual([]);
  });

  it("reads nothing into a time that is not a slot", () => {
    expect(moveWarnings(move({ to: { date: "2026-12-13", time: "ASAP (Within 2 hours)" } }))).toEqual([]);
  });
});

describe("jobMinutes and minutesLabel", () => {
  it("sizes a job by its hours, an hour by default, and labels minutes on the business's clock", () => {
    expect([jobMinutes(null), jobMinutes(0), jobMinutes(2.5)]).toEqual([60, 60, 150]);
    expect([minutesLabel(0), minutesLabel(9 * 60 + 30), minutesLabel(12 * 60), minutesLabel(17 * 60)]).toEqual(["12:00 AM", "9:30 AM", "12:00 PM", "5:00 PM"]);
  });
});
