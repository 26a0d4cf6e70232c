import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../schemas/settings.ts";
import { holidayOn, hoursOn, hoursText, slotIsOpen } from "./business-hours.ts";

const opening = DEFAULT_BUSINESS_SETTINGS.opening_hours;

describe("slotIsOpen", () => {
  it("offers weekday slots from 8 AM to 5 PM (open 7AM-6PM)", () => {
    // 2026-12-02 is a Wednesday.
    expect(slotIsOpen("2026-12-02", "8:00 AM", opening)).toBe(true);
    expect(slotIsOpen("2026-12-02", "5:00 PM", opening)).toBe(true);
  });

  it("ends Saturday's slots by 4 PM: the last one starts at 3 PM", () => {
    // 2026-12-05 is a Saturday.
    expect(slotIsOpen("2026-12-05", "8:00 AM", opening)).toBe(true);
    expect(slotIsOpen("2026-12-05", "3:00 PM", opening)).toBe(true);
    expect(slotIsOpen("2026-12-05", "4:00 PM", opening)).toBe(false);
    expect(slotIsOpen("2026-12-05", "5:00 PM", opening)).toBe(false);
  });

  it("offers nothing on Sunday (emergencies only) nor on a holiday", () => {
    expect(slotIsOpen("2026-12-06", "10:00 AM", opening)).toBe(false);
    expect(slotIsOpen("2026-12-25", "10:00 AM", opening)).toBe(false);
  });

  it("refuses a time that is not on the clock", () => {
    expect(slotIsOpen("2026-12-02", "ASAP (Within 2 hours)", opening)).toBe(false);
  });
});

describe("holidayOn", () => {
  it("knows the default holidays, fixed and floating", () => {
    expect(holidayOn("2026-12-25", opening.holidays)?.name).toBe("Christmas Day");
    expect(holidayOn("2027-01-01", opening.holidays)?.name).toBe("New Year's Day");
    expect(holidayOn("2026-07-04", opening.holidays)?.name).toBe("Independence Day");
    // Thanksgiving: the fourth Thursday of November.
    expect(holidayOn("2026-11-26", opening.holidays)?.name).toBe("Thanksgiving");
    expect(holidayOn("2027-11-25", opening.holidays)?.name).toBe("Thanksgiving");
    expect(holidayOn("2026-11-19", opening.holidays)).toBeNull();
    // Memorial Day: the last Monday of May; Labor Day: the first Monday of September.
    expect(holidayOn("2027-05-31", opening.holidays)?.name).toBe("Memorial Day");
    expect(holidayOn("2027-05-24", opening.holidays)).toBeNull();
    expect(holidayOn("2026-09-07", opening.holidays)?.name).toBe("Labor Day");
    expect(holidayOn("2026-09-14", opening.holidays)).toBeNull();
  });

  it("follows the admin's list", () => {
    const holidays = [{ name: "Company picnic", kind: "date" as const, month: 6, day: 12 }];
    expect(hoursOn("2026-06-12", { ...opening, holidays })).toBeNull();
    expect(hoursOn("2026-12-25", { ...opening, holidays })).toEqual({ open: 7, close: 18 });
  });
});

describe("hoursText", () => {
  it("writes the default hours as the site has always said them", () => {
    expect(hoursText(opening.weekly)).toEqual([
      { days: "Mon-Fri", hours: "7AM-6PM" },
      { days: "Sat", hours: "8AM-4PM" },
      { days: "Sun", hours: "Emergency only" },
    ]);
  });

  it("follows a change of the hours", () => {
    const weekly = [null, { open: 9, close: 17 }, { open: 9, close: 17 }, null, { open: 9, close: 12 }, { open: 9, close: 17 }, null];
    expect(hoursText(weekly)).toEqual([
      { days: "Mon-Tue", hours: "9AM-5PM" },
      { days: "Wed", hours: "Emergency only" },
      { days: "Thu", hours: "9AM-12PM" },
      { days: "Fri", hours: "9AM-5PM" },
      { days: "Sat-Sun", hours: "Emergency only" },
    ]);
  });
});
