import { afterEach, describe, expect, it } from "vitest";
import { formatBusinessDateTime, formatVisit, slotTime, slotWithZone } from "./business-time.ts";

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("slotWithZone", () => {
  it("says the business's zone after a clock time", () => {
    expect(slotWithZone("1:00 PM")).toBe("1:00 PM ET");
    expect(slotWithZone("8:00 AM")).toBe("8:00 AM ET");
  });
  it("leaves a time that is not on the clock as it is", () => {
    expect(slotWithZone("Emergency - ASAP")).toBe("Emergency - ASAP");
    expect(slotWithZone("Emergency - ASAP", "es")).toBe("Emergency - ASAP");
  });
  it("writes the time as Spanish readers do, the zone kept", () => {
    expect(slotWithZone("2:00 PM", "es")).toMatch(/^2:00\sp\.m\. ET$/);
    expect(slotWithZone("8:00 AM", "es")).toMatch(/^8:00\sa\.m\. ET$/);
  });
});

describe("slotTime", () => {
  it("keeps the stored label in English, the spec's wording", () => {
    for (const slot of ["8:00 AM", "12:00 PM", "5:00 PM"]) expect(slotTime(slot, "en")).toBe(slot);
  });
  it("writes noon and the afternoon in Spanish through Intl, on whatever clock the machine keeps", () => {
    process.env.TZ = "Pacific/Kiritimati";
    expect(slotTime("12:00 PM", "es")).toMatch(/^12:00\sp\.m\.$/);
    expect(slotTime("5:00 PM", "es")).toMatch(/^5:00\sp\.m\.$/);
    expect(slotTime("9:30 AM", "es")).toMatch(/^9:30\sa\.m\.$/);
  });
});

describe("formatVisit", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  it("writes a visit as a person reads it", () => {
    expect(formatVisit("2026-12-11", "1:00 PM", now)).toBe("Friday, December 11 at 1:00 PM ET");
  });
  it("adds the year only when it is not this year", () => {
    expect(formatVisit("2027-01-08", "9:00 AM", now)).toBe("Friday, January 8, 2027 at 9:00 AM ET");
  });
  it("writes a Spanish visit's time in Spanish", () => {
    expect(formatVisit("2026-12-11", "1:00 PM", now, "es")).toMatch(/^viernes, 11 de diciembre, 1:00\sp\.m\. ET$/);
  });
  it("writes the day alone without a time", () => {
    expect(formatVisit("2026-12-11", null, now)).toBe("Friday, December 11");
  });
  it("is the same day in a browser on the other side of the world", () => {
    process.env.TZ = "Pacific/Kiritimati";
    expect(formatVisit("2026-12-11", "1:00 PM", now)).toBe("Friday, December 11 at 1:00 PM ET");
    process.env.TZ = "Pacific/Pago_Pago";
    expect(formatVisit("2026-12-11", "1:00 PM", now)).toBe("Friday, December 11 at 1:00 PM ET");
  });
});

describe("formatBusinessDateTime", () => {
  it("shows an instant on Florida's clock, with its zone, wherever it runs", () => {
    // 03:30 UTC on the 28th is 10:30 PM on the 27th in Orlando, and the 28th in Tokyo.
    process.env.TZ = "Asia/Tokyo";
    expect(formatBusinessDateTime("2026-11-28T03:30:00Z")).toBe("Nov 27, 2026, 10:30 PM ET");
    process.env.TZ = "Pacific/Honolulu";
    expect(formatBusinessDateTime(new Date("2026-07-04T16:05:00Z"))).toBe("Jul 4, 2026, 12:05 PM ET");
  });
});
