import { describe, expect, it } from "vitest";
import { missedPromiseCredit, promiseOutcome } from "./emergency-timeline.ts";

describe("missedPromiseCredit (decision 0138)", () => {
  const due = new Date("2026-07-01T14:00:00Z");
  const late = promiseOutcome(due, new Date("2026-07-01T14:00:30Z"));
  const onTime = promiseOutcome(due, due);

  it("gives the paid fee back when the technician arrived after the promise and the setting is on", () => {
    expect(late).toEqual({ kept: false, minutes: 1 });
    expect(missedPromiseCredit(late, { enabled: true, feePaid: 2500 })).toBe(2500);
  });

  it("gives nothing back on time, with the setting off, or when no fee was paid", () => {
    expect(onTime.kept).toBe(true);
    expect(missedPromiseCredit(onTime, { enabled: true, feePaid: 2500 })).toBeNull();
    expect(missedPromiseCredit(late, { enabled: false, feePaid: 2500 })).toBeNull();
    expect(missedPromiseCredit(late, { enabled: true, feePaid: 0 })).toBeNull();
  });
});
