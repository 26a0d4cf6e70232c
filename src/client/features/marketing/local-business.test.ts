import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../../../shared/schemas/settings.ts";
import { hoursText } from "../../../shared/rules/business-hours.ts";
import { localBusinessJsonLd, openingHours } from "./local-business.ts";

describe("openingHours", () => {
  it("turns the settings' rows into schema.org opening hours, skipping non-hours", () => {
    expect(openingHours(hoursText(DEFAULT_BUSINESS_SETTINGS.opening_hours.weekly))).toEqual(["Mo-Fr 07:00-18:00", "Sa 08:00-16:00"]);
  });

  it("reads minutes, noon and midnight", () => {
    expect(
      openingHours([
        { days: "Sunday", hours: "12PM - 5:30 PM" },
        { days: "Tue", hours: "12AM-9AM" },
      ]),
    ).toEqual(["Su 12:00-17:30", "Tu 00:00-09:00"]);
  });
});

describe("localBusinessJsonLd", () => {
  it("describes the business from its settings", () => {
    const data = localBusinessJsonLd(
      { ...DEFAULT_BUSINESS_SETTINGS, hours: hoursText(DEFAULT_BUSINESS_SETTINGS.opening_hours.weekly) },
      "https://homefix.test",
    );
    expect(data).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      name: "HomeFix",
      telephone: "(407) 555-0142",
      email: "hello@homefix.test",
      url: "https://homefix.test/",
    });
    expect(data.areaServed).toHaveLength(6);
  });
});
