import { describe, expect, it } from "vitest";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { businessTodayLocal, formatBookingDate, formatServiceDate, isoToLocalDate, localDateToIso } from "./calendar-day.ts";

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

  it("spells them in Spanish on a Spanish page", () => {
    withLocale("es", () => {
      expect(formatBookingDate("2026-06-12")).toBe("viernes, 12 de junio de 2026");
      expect(formatServiceDate("2026-11-25")).toBe("mié, 25 de nov de 2026");
    });
  });
});

describe("businessTodayLocal", () => {
  it("is Florida's today in a browser already in tomorrow", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Asia/Tokyo";
    try {
      // 8 PM in Orlando on the 26th is 10 AM on the 27th in Tokyo.
      const today = businessTodayLocal(new Date("2026-11-27T01:00:00Z"));
      expect(localDateToIso(today)).toBe("2026-11-26");
    } finally {
      process.env.TZ = zone;
    }
  });
});
