import { describe, expect, it } from "vitest";
import { openResponseTimes, promiseDueAt, responseWindowHasPassed, timeLeft, RESPONSE_TIMES } from "./emergency-promise.ts";
import { canMoveEmergency, emergencyStep, promiseOutcome } from "./emergency-timeline.ts";

const paid = new Date("2026-03-10T13:00:00Z");
const at = (minutes: number, seconds = 0) => new Date(paid.getTime() + minutes * 60_000 + seconds * 1000);

describe("the emergency response promise", () => {
  it("runs out two hours after the fee was paid", () => {
    expect(promiseDueAt(paid).toISOString()).toBe("2026-03-10T15:00:00.000Z");
  });

  it("counts down in hours and minutes, rounding the minutes left up", () => {
    const due = promiseDueAt(paid);
    expect(timeLeft(due, paid)).toEqual({ overdue: false, minutes: 120, label: "2 h left" });
    expect(timeLeft(due, at(35, 30))).toEqual({ overdue: false, minutes: 85, label: "1 h 25 min left" });
    expect(timeLeft(due, at(95))).toEqual({ overdue: false, minutes: 25, label: "25 min left" });
    expect(timeLeft(due, at(119, 1))).toEqual({ overdue: false, minutes: 1, label: "Less than a minute left" });
  });

  it("says how long it is overdue once the two hours are gone", () => {
    const due = promiseDueAt(paid);
    expect(timeLeft(due, at(120))).toEqual({ overdue: true, minutes: 0, label: "Due now" });
    expect(timeLeft(due, at(125, 59))).toEqual({ overdue: true, minutes: 5, label: "Overdue by 5 min" });
    expect(timeLeft(due, at(185))).toEqual({ overdue: true, minutes: 65, label: "Overdue by 1 h 5 min" });
    expect(timeLeft(due, at(240))).toEqual({ overdue: true, minutes: 120, label: "Overdue by 2 h" });
  });
});

describe("the response windows still open", () => {
  // 7:15 PM in Orlando on a winter day (UTC-5) and on a summer day (UTC-4).
  const winterEvening = new Date("2026-01-15T00:15:00Z");
  const summerEvening = new Date("2026-07-14T23:15:00Z");

  it("drops the morning and afternoon windows at 7:15 PM on the business's clock, whatever the season", () => {
    for (const now of [winterEvening, summerEvening]) {
      expect(openResponseTimes(RESPONSE_TIMES, now)).toEqual(["ASAP (Within 2 hours)", "Within 4 hours", "Within 6 hours", "Today - Evening (5PM-9PM)"]);
      expect(responseWindowHasPassed("Today - Morning (8AM-12PM)", now)).toBe(true);
    }
  });

  it("keeps a window until its last minute and drops it at its end", () => {
    expect(responseWindowHasPassed("Today - Evening (5PM-9PM)", new Date("2026-01-15T01:59:00Z"))).toBe(false);
    expect(responseWindowHasPassed("Today - Evening (5PM-9PM)", new Date("2026-01-15T02:00:00Z"))).toBe(true);
  });

  it("offers every window early in the morning, and the relative ones at any hour", () => {
    expect(openResponseTimes(RESPONSE_TIMES, new Date("2026-01-14T12:00:00Z"))).toEqual([...RESPONSE_TIMES]);
    expect(openResponseTimes(RESPONSE_TIMES, new Date("2026-01-15T04:30:00Z"))).toEqual(["ASAP (Within 2 hours)", "Within 4 hours", "Within 6 hours"]);
  });
});

describe("the emergency timeline", () => {
  const none = { assigned_at: null, set_off_at: null, arrived_at: null, done_at: null };
  const t = new Date("2026-03-10T13:00:00Z");

  it("reads the furthest step reached", () => {
    expect(emergencyStep(none)).toBe("received");
    expect(emergencyStep({ ...none, assigned_at: t })).toBe("assigned");
    expect(emergencyStep({ ...none, assigned_at: t, set_off_at: t })).toBe("on_the_way");
    expect(emergencyStep({ ...none, assigned_at: t, set_off_at: t, arrived_at: t })).toBe("arrived");
    expect(emergencyStep({ ...none, assigned_at: t, set_off_at: t, arrived_at: t, done_at: t })).toBe("done");
  });

  it("allows On my way only once assigned, and Arrived only once on the way", () => {
    expect(canMoveEmergency("on-my-way", none)).toBe(false);
    expect(canMoveEmergency("on-my-way", { ...none, assigned_at: t })).toBe(true);
    expect(canMoveEmergency("arrived", { ...none, assigned_at: t })).toBe(false);
    expect(canMoveEmergency("on-my-way", { ...none, assigned_at: t, set_off_at: t })).toBe(false);
    expect(canMoveEmergency("arrived", { ...none, assigned_at: t, set_off_at: t })).toBe(true);
    expect(canMoveEmergency("arrived", { ...none, assigned_at: t, set_off_at: t, arrived_at: t })).toBe(false);
  });

  it("records the promise kept with the minutes to spare, or missed by the minutes late (rounded up)", () => {
    const due = promiseDueAt(paid);
    expect(promiseOutcome(due, at(100, 30))).toEqual({ kept: true, minutes: 19 });
    expect(promiseOutcome(due, due)).toEqual({ kept: true, minutes: 0 });
    expect(promiseOutcome(due, at(120, 30))).toEqual({ kept: false, minutes: 1 });
    expect(promiseOutcome(due, at(135))).toEqual({ kept: false, minutes: 15 });
  });
});
