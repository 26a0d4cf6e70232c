import { describe, expect, it } from "vitest";
import { formatBusinessDateTime, formatVisit } from "../rules/business-time.ts";
import { formatCount, formatLongDay, formatMoney, formatRelative, formatTimeOfDay, pluralCategory } from "./format.ts";
import { localeFromCookieHeader, localeFromPath, localizedPath, preferredLocale, unlocalizedPath } from "./locale.ts";
import { m } from "./paraglide/messages.js";

// Decision 0165: the formats people read, in US English and US Spanish, on the business's clock.

describe("formats in English and Spanish", () => {
  it("writes money as dollars in both languages", () => {
    expect(formatMoney(123450, "en")).toBe("$1,234.50");
    expect(formatMoney(123450, "es")).toBe("$1,234.50");
    expect(formatCount(12345, "es")).toBe("12,345");
  });

  it("writes a day and a time of day in the business's zone, whatever the machine's", () => {
    // 1:30 AM UTC on the 27th is still Thursday the 26th in Florida.
    const late = new Date("2026-11-27T01:30:00Z");
    expect(formatLongDay(late, {}, "en")).toBe("Thursday, November 26");
    expect(formatLongDay(late, {}, "es")).toBe("jueves, 26 de noviembre");
    expect(formatLongDay(late, { year: true }, "es")).toBe("jueves, 26 de noviembre de 2026");
    expect(formatTimeOfDay(late, "en")).toBe("8:30 PM");
    expect(formatTimeOfDay(late, "es")).toMatch(/^8:30\sp\.m\.$/);
  });

  it("writes a visit and an instant in the language asked for, English by default", () => {
    const now = new Date("2026-11-20T15:00:00Z");
    expect(formatVisit("2026-11-26", "1:00 PM", now)).toBe("Thursday, November 26 at 1:00 PM ET");
    expect(formatVisit("2026-11-26", "1:00 PM", now, "es")).toMatch(/^jueves, 26 de noviembre, 1:00\sp\.m\. ET$/);
    expect(formatBusinessDateTime("2026-11-27T18:05:00Z")).toBe("Nov 27, 2026, 1:05 PM ET");
    expect(formatBusinessDateTime("2026-11-27T18:05:00Z", "es")).toMatch(/^27 nov 2026, 1:05\sp\.m\. ET$/);
  });

  it("says relative times and chooses plural forms by the language's rules", () => {
    expect(formatRelative(-1, "day", "en")).toBe("yesterday");
    expect(formatRelative(-1, "day", "es")).toBe("ayer");
    expect(formatRelative(-5, "minute", "es")).toBe("hace 5 minutos");
    expect(pluralCategory(1, "es")).toBe("one");
    expect(pluralCategory(0, "es")).toBe("other");
    expect(m.jobs_completed({ count: 1, jobs: "1" }, { locale: "es" })).toBe("1 trabajo realizado");
    expect(m.jobs_completed({ count: 1200, jobs: formatCount(1200, "es") }, { locale: "es" })).toBe("1,200 trabajos realizados");
    expect(m.jobs_completed({ count: 2, jobs: "2" })).toBe("2 jobs completed");
  });
});

describe("the language of an address", () => {
  it("reads the prefix, and only a language the site speaks", () => {
    expect(localeFromPath("/es")).toBe("es");
    expect(localeFromPath("/es/services/abc")).toBe("es");
    expect(localeFromPath("/services")).toBe("en");
    expect(localeFromPath("/fr/services")).toBe("en");
    expect(localeFromPath("/essentials")).toBe("en");
    expect(unlocalizedPath("/es/services")).toBe("/services");
    expect(unlocalizedPath("/es")).toBe("/");
  });

  it("writes a path in a language, keeping its query and hash", () => {
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/services?category=Plumbing#top", "es")).toBe("/es/services?category=Plumbing#top");
    expect(localizedPath("/es/services?q=a", "en")).toBe("/services?q=a");
    expect(localizedPath("/es", "es")).toBe("/es");
  });

  it("reads a browser's languages and a remembered choice", () => {
    expect(preferredLocale(["es-US", "en"])).toBe("es");
    expect(preferredLocale(["fr-FR", "en-US"])).toBe("en");
    expect(preferredLocale(["fr-FR"])).toBeNull();
    expect(localeFromCookieHeader("a=1; homefix_locale=es; b=2")).toBe("es");
    expect(localeFromCookieHeader("homefix_locale=fr")).toBe("en");
    expect(localeFromCookieHeader(null)).toBe("en");
  });
});
