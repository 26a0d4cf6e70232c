import { describe, expect, it } from "vitest";
import { addDaysIso, businessToday, isIsoDate, lastBookableDate, slotHasPassed, slotStart } from "./dates.ts";

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

describe("slotHasPassed", () => {
  // 10:30 AM in Orlando (EST, UTC-5) on 2026-11-23.
  const now = new Date("2026-11-23T15:30:00Z");
  it("counts a slot of today as passed once it has started", () => {
    expect(slotHasPassed("2026-11-23", "10:00 AM", now)).toBe(true);
    expect(slotHasPassed("2026-11-23", "11:00 AM", now)).toBe(false);
    expect(slotHasPassed("2026-11-23", "12:00 PM", now)).toBe(false);
  });
  it("leaves later days open and earlier days passed", () => {
    expect(slotHasPassed("2026-11-24", "8:00 AM", now)).toBe(false);
    expect(slotHasPassed("2026-11-22", "5:00 PM", now)).toBe(true);
  });
});

describe("lastBookableDate", () => {
  it("is the window's days after today in Florida, across months and years", () => {
    expect(addDaysIso("2026-12-20", 14)).toBe("2027-01-03");
    // 02:30 UTC on 2026-11-22 is still the 21st in Orlando.
    expect(lastBookableDate(180, new Date("2026-11-22T02:30:00Z"))).toBe("2027-05-20");
  });
});

describe("slotStart", () => {
  it("reads a slot on Central Florida time, summer and winter", () => {
    expect(slotStart("2026-07-01", "10:00 AM").toISOString()).toBe("2026-07-01T14:00:00.000Z");
    expect(slotStart("2026-01-15", "1:00 PM").toISOString()).toBe("2026-01-15T18:00:00.000Z");
  });
  it("settles on the day the clocks change", () => {
    expect(slotStart("2026-03-08", "8:00 AM").toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(slotStart("2026-11-01", "8:00 AM").toISOString()).toBe("2026-11-01T13:00:00.000Z");
  });
});
