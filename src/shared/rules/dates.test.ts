import { describe, expect, it } from "vitest";
import { businessToday, isIsoDate } from "./dates.ts";

describe("businessToday", () => {
  it("is the date in Florida, not in UTC", () => {
    // 02:30 UTC on the 22nd is still the evening of the 21st in Orlando.
    expect(businessToday(new Date("2026-11-22T02:30:00Z"))).toBe("2026-11-21");
    expect(businessToday(new Date("2026-11-22T15:00:00Z"))).toBe("2026-11-22");
  });
});

describe("isIsoDate", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("02/28/2026")).toBe(false);
  });
});
