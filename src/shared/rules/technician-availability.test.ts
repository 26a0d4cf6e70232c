import { describe, expect, it } from "vitest";
import {
  jobOnDay,
  responseWindow,
  minutesLabel,
  offStretches,
  serviceMinutes,
  spareTechnicians,
  timeOffText,
  workingDayText,
  timeOffSpan,
  unavailability,
  unavailabilityText,
  weeklyFromOpening,
  type TTechnicianSchedule,
  type TWeeklyHours,
} from "./technician-availability.ts";
import { RESPONSE_TIMES } from "./emergency-promise.ts";

// 2026-12-02 is a Wednesday, 2026-12-06 a Sunday.
const WED = "2026-12-02";
const SUN = "2026-12-06";
const h = (hours: number) => hours * 60;
/** Mon–Fri 8–17, weekends off. */
const WEEK: TWeeklyHours = [null, ...Array.from({ length: 5 }, () => ({ start: h(8), end: h(17) })), null];
const schedule = (extra: Partial<TTechnicianSchedule> = {}): TTechnicianSchedule => ({ weekly: WEEK, time_off: [], ...extra });

describe("unavailability", () => {
  it("is null when the stretch is inside the day's hours and nothing overlaps", () => {
    expect(unavailability(schedule(), WED, h(8), 60, [])).toBeNull();
    expect(unavailability(schedule(), WED, h(15), 120, [])).toBeNull();
  });

  it("says day_off on a day the week leaves off", () => {
    expect(unavailability(schedule(), SUN, h(10), 60, [])).toEqual({ kind: "day_off" });
  });

  it("says outside_hours when the stretch starts before or ends after the day's hours", () => {
    const outside = { kind: "outside_hours", hours: { start: h(8), end: h(17) } };
    expect(unavailability(schedule(), WED, h(7), 60, [])).toEqual(outside);
    expect(unavailability(schedule(), WED, h(16), 90, [])).toEqual(outside);
    expect(unavailability(schedule(), WED, h(16), 60, [])).toBeNull();
  });

  it("takes half hours", () => {
    const week = WEEK.map((day) => (day ? { start: h(8.5), end: h(12.5) } : null));
    expect(unavailability(schedule({ weekly: week }), WED, h(8), 60, [])?.kind).toBe("outside_hours");
    expect(unavailability(schedule({ weekly: week }), WED, h(11.5), 60, [])).toBeNull();
  });

  it("says time_off with its reason for whole days, inclusive of both ends", () => {
    const off = schedule({ time_off: [{ starts_on: "2026-12-01", ends_on: WED, start_minutes: null, end_minutes: null, reason: "Vacation" }] });
    expect(unavailability(off, WED, h(9), 60, [])).toEqual({ kind: "time_off", reason: "Vacation" });
    expect(unavailability(off, "2026-12-01", h(16), 60, [])).toEqual({ kind: "time_off", reason: "Vacation" });
    expect(unavailability(off, "2026-12-03", h(9), 60, [])).toBeNull();
  });

  it("blocks only the hours of time off with times, which may run over several days", () => {
    const dentist = schedule({ time_off: [{ starts_on: WED, ends_on: WED, start_minutes: h(13), end_minutes: h(15), reason: "Dentist" }] });
    expect(unavailability(dentist, WED, h(12), 60, [])).toBeNull();
    expect(unavailability(dentist, WED, h(12), 90, [])).toEqual({ kind: "time_off", reason: "Dentist" });
    expect(unavailability(dentist, WED, h(14), 60, [])).toEqual({ kind: "time_off", reason: "Dentist" });
    expect(unavailability(dentist, WED, h(15), 60, [])).toBeNull();
    const course = schedule({ time_off: [{ starts_on: WED, ends_on: "2026-12-04", start_minutes: h(12), end_minutes: h(10), reason: "Course" }] });
    expect(unavailability(course, WED, h(11), 60, [])).toBeNull();
    expect(unavailability(course, "2026-12-03", h(8), 60, [])?.kind).toBe("time_off");
    expect(unavailability(course, "2026-12-04", h(9), 60, [])?.kind).toBe("time_off");
    expect(unavailability(course, "2026-12-04", h(10), 60, [])).toBeNull();
  });

  it("says busy, naming the job, when one of theirs overlaps; back-to-back is free", () => {
    const jobs = [{ id: "j1", start: h(10), minutes: 120 }];
    expect(unavailability(schedule(), WED, h(11), 60, jobs)).toEqual({ kind: "busy", job_id: "j1" });
    expect(unavailability(schedule(), WED, h(9), 90, jobs)).toEqual({ kind: "busy", job_id: "j1" });
    expect(unavailability(schedule(), WED, h(9), 60, jobs)).toBeNull();
    expect(unavailability(schedule(), WED, h(12), 60, jobs)).toBeNull();
    expect(unavailability(schedule(), WED, h(11), 60, [{ start: h(11), minutes: 60 }])).toEqual({ kind: "busy" });
  });

  it("gives the first reason: a day off before time off before hours before jobs", () => {
    const everything = schedule({ time_off: [{ starts_on: WED, ends_on: WED, start_minutes: null, end_minutes: null, reason: "Sick" }] });
    expect(unavailability(everything, WED, h(7), 60, [{ start: h(7), minutes: 60 }])).toEqual({ kind: "time_off", reason: "Sick" });
    expect(unavailability(schedule(), WED, h(16), 120, [{ start: h(16), minutes: 60 }])?.kind).toBe("outside_hours");
  });
});

describe("timeOffSpan", () => {
  it("is the part of the date covered, or null", () => {
    const entry = { starts_on: WED, ends_on: WED, start_minutes: h(9), end_minutes: h(10), reason: "x" };
    expect(timeOffSpan(entry, WED)).toEqual({ start: h(9), end: h(10) });
    expect(timeOffSpan(entry, "2026-12-03")).toBeNull();
  });
});

describe("responseWindow", () => {
  it("reads every response time the emergency form offers, the 'within' ones from now", () => {
    for (const time of RESPONSE_TIMES) expect(responseWindow(time, h(10)), time).not.toBeNull();
    expect(responseWindow("Within 6 hours", h(10))).toEqual({ start: h(10), end: h(16), fromNow: true });
    expect(responseWindow("Today - Afternoon (12PM-5PM)", h(10))).toEqual({ start: h(12), end: h(17), fromNow: false });
  });

  it("is null for a slot, no time, or a name that is not a window", () => {
    expect(responseWindow("1:00 PM", h(10))).toBeNull();
    expect(responseWindow(null, h(10))).toBeNull();
    expect(responseWindow("toString", h(10))).toBeNull();
  });
});

describe("jobOnDay", () => {
  const now = { today: WED, minutes: h(10) + 17 };

  it("places a slot job at its slot for its estimated hours, or an hour", () => {
    expect(jobOnDay({ id: "a", scheduled_time: "1:00 PM", estimated_hours: 2.5 }, WED, now)).toEqual({ id: "a", start: h(13), minutes: 150 });
    expect(jobOnDay({ scheduled_time: "8:00 AM", estimated_hours: null }, "2026-12-03", now)).toEqual({ start: h(8), minutes: 60 });
  });

  it("holds an emergency's technician from now today, for its hours or an hour", () => {
    expect(jobOnDay({ scheduled_time: "ASAP (Within 2 hours)", estimated_hours: null }, WED, now)).toEqual({ start: h(10) + 17, minutes: 60 });
    expect(jobOnDay({ scheduled_time: "Within 4 hours", estimated_hours: 3 }, WED, now)).toEqual({ start: h(10) + 17, minutes: 180 });
  });

  it("holds a later window from its opening, and a passed window's opening from now", () => {
    expect(jobOnDay({ scheduled_time: "Today - Evening (5PM-9PM)", estimated_hours: null }, WED, now)).toEqual({ start: h(17), minutes: 60 });
    expect(jobOnDay({ scheduled_time: "Today - Morning (8AM-12PM)", estimated_hours: null }, WED, now)).toEqual({ start: h(10) + 17, minutes: 60 });
  });

  it("leaves out an open-ended window on another day, and a job with no time", () => {
    expect(jobOnDay({ scheduled_time: "ASAP (Within 2 hours)", estimated_hours: null }, "2026-12-03", now)).toBeNull();
    expect(jobOnDay({ scheduled_time: null, estimated_hours: 2 }, WED, now)).toBeNull();
  });
});

describe("spareTechnicians", () => {
  const tech = (skills: string[] = [], jobs: { start: number; minutes: number }[] = [], s = schedule()) => ({ schedule: s, skills, jobs });
  const base = { unassigned: [], category: "Plumbing", date: WED, start: h(10), minutes: 60 };

  it("needs one free technician who does the category (no skills: all work)", () => {
    expect(spareTechnicians({ ...base, technicians: [tech(["Plumbing"])] })).toBe(1);
    expect(spareTechnicians({ ...base, technicians: [tech()] })).toBe(1);
    expect(spareTechnicians({ ...base, technicians: [tech(["Electrical"])] })).toBe(0);
    expect(spareTechnicians({ ...base, technicians: [] })).toBe(0);
  });

  it("counts the service's whole duration against the hours and the jobs", () => {
    expect(spareTechnicians({ ...base, start: h(16), minutes: 120, technicians: [tech()] })).toBe(0);
    expect(spareTechnicians({ ...base, minutes: 180, technicians: [tech([], [{ start: h(12), minutes: 60 }])] })).toBe(0);
    expect(spareTechnicians({ ...base, minutes: 120, technicians: [tech([], [{ start: h(12), minutes: 60 }])] })).toBe(1);
  });

  it("keeps a free technician for each overlapping unassigned job they could do", () => {
    const two = [tech(), tech(["Plumbing"])];
    const job = (start: number, category: string | null) => ({ start, minutes: 60, category });
    expect(spareTechnicians({ ...base, technicians: two, unassigned: [] })).toBe(2);
    expect(spareTechnicians({ ...base, technicians: two, unassigned: [job(h(10), "Plumbing")] })).toBe(1);
    expect(spareTechnicians({ ...base, technicians: two, unassigned: [job(h(10), "Plumbing"), job(h(10), null)] })).toBe(0);
    // Not overlapping, or work neither could do, takes no one.
    expect(spareTechnicians({ ...base, technicians: [tech(["Plumbing"])], unassigned: [job(h(11), "Plumbing"), job(h(10), "Roofing")] })).toBe(1);
  });
});

describe("serviceMinutes", () => {
  it("is the estimated duration, else an hourly service's minimum hours, else an hour", () => {
    expect(serviceMinutes({ estimated_duration_minutes: 90, pricing_type: "hourly", min_hours: 3 })).toBe(90);
    expect(serviceMinutes({ estimated_duration_minutes: null, pricing_type: "hourly", min_hours: 3 })).toBe(180);
    expect(serviceMinutes({ estimated_duration_minutes: null, pricing_type: "flat", min_hours: 3 })).toBe(60);
    expect(serviceMinutes({ estimated_duration_minutes: 0, pricing_type: "hourly", min_hours: null })).toBe(60);
  });
});

describe("helpers", () => {
  it("turns the business's opening hours into a week of minutes", () => {
    expect(weeklyFromOpening([null, { open: 7, close: 18 }])).toEqual([null, { start: h(7), end: h(18) }, null, null, null, null, null]);
  });

  it("labels minutes and reasons", () => {
    expect(minutesLabel(h(8))).toBe("8:00 AM");
    expect(minutesLabel(h(17.5))).toBe("5:30 PM");
    expect(minutesLabel(h(12))).toBe("12:00 PM");
    expect(unavailabilityText({ kind: "time_off", reason: "Vacation" })).toBe("Time off: Vacation");
    expect(unavailabilityText({ kind: "outside_hours", hours: { start: h(8), end: h(17) } })).toBe("Outside working hours (8:00 AM – 5:00 PM)");
  });
});

describe("texts", () => {
  it("says a working day and time off as the screens show them", () => {
    expect(workingDayText({ start: h(8), end: h(17) })).toBe("8:00 AM – 5:00 PM");
    expect(workingDayText(null)).toBe("Day off");
    const whole = { starts_on: "2026-12-24", ends_on: "2026-12-26", start_minutes: null, end_minutes: null };
    expect(timeOffText(whole)).toBe("Dec 24, 2026 – Dec 26, 2026 (whole days)");
    expect(timeOffText({ ...whole, ends_on: "2026-12-24" })).toBe("Dec 24, 2026 (whole day)");
    expect(timeOffText({ ...whole, ends_on: "2026-12-24", start_minutes: h(13), end_minutes: h(15) })).toBe("Dec 24, 2026, 1:00 PM – 3:00 PM");
  });
});

describe("offStretches", () => {
  const week = [null, ...Array.from({ length: 5 }, () => ({ start: 9 * 60, end: 15 * 60 })), null];
  const training = { starts_on: "2026-12-29", ends_on: "2026-12-29", start_minutes: null, end_minutes: null, reason: "Training" };
  it("is the whole of a day off, the hours before and after the working day, and the time off", () => {
    expect(offStretches({ weekly: week, time_off: [] }, "2026-12-27")).toEqual([{ from_minutes: 0, to_minutes: 1440, reason: "Day off" }]);
    expect(offStretches({ weekly: week, time_off: [training] }, "2026-12-29")).toEqual([
      { from_minutes: 0, to_minutes: 540, reason: "Before their working hours" },
      { from_minutes: 900, to_minutes: 1440, reason: "After their working hours" },
      { from_minutes: 0, to_minutes: 1440, reason: "Time off: Training" },
    ]);
  });
  it("says only the time off of a week not set up (the business's hours are checked apart)", () => {
    expect(offStretches({ weekly: null, time_off: [training] }, "2026-12-30")).toEqual([]);
    expect(offStretches({ weekly: null, time_off: [training] }, "2026-12-29")).toEqual([{ from_minutes: 0, to_minutes: 1440, reason: "Time off: Training" }]);
  });
});
