import { describe, expect, it } from "vitest";
import { promiseDueAt, timeLeft } from "./emergency-promise.ts";

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
