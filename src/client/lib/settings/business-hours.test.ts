import { describe, expect, it } from "vitest";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { hoursText } from "@/shared/rules/business-hours.ts";
import { businessHours } from "./business-hours.ts";

// The demo's week: Monday to Friday 7 to 18, Saturday 8 to 16, Sunday emergencies only.
const week = { weekly: [null, ...Array.from({ length: 5 }, () => ({ open: 7, close: 18 })), { open: 8, close: 16 }], holidays: [] };

describe("businessHours", () => {
  it("in English is the spec's wording, the same as the server's", () => {
    const rows = withLocale("en", () => businessHours({ opening_hours: week }));
    expect(rows).toEqual([
      { days: "Mon-Fri", hours: "7AM-6PM" },
      { days: "Sat", hours: "8AM-4PM" },
      { days: "Sun", hours: "Emergency only" },
    ]);
    expect(rows).toEqual(hoursText(week.weekly));
  });

  it("in Spanish says the days and hours in Spanish", () => {
    expect(withLocale("es", () => businessHours({ opening_hours: week }))).toEqual([
      { days: "Lun a Vie", hours: "7 a.m. a 6 p.m." },
      { days: "Sáb", hours: "8 a.m. a 4 p.m." },
      { days: "Dom", hours: "Solo emergencias" },
    ]);
  });
});
