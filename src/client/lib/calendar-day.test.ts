import { describe, expect, it } from "vitest";
import { formatBookingDate, formatServiceDate, isoToLocalDate, localDateToIso } from "./calendar-day.ts";

describe("calendar days", () => {
  it("reads a 'yyyy-MM-dd' day by its parts and writes it back unchanged", () => {
    const day = isoToLocalDate("2026-11-25");
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 10, 25]);
    expect(localDateToIso(day)).toBe("2026-11-25");
  });

  it("spells a day short for lists and long for the booking being made", () => {
    expect(formatServiceDate("2026-11-25")).toBe("Wed, Nov 25, 2026");
    expect(formatBookingDate("2026-06-12")).toBe("Friday, June 12, 2026");
  });
});
