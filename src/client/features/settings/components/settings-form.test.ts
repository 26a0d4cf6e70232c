import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "@/shared/schemas/settings.ts";
import { toFormValues, toSettings, ZSettingsForm } from "./settings-form.ts";

describe("the Settings form's values", () => {
  it("round-trip the saved settings unchanged", () => {
    const parsed = ZSettingsForm.parse(toFormValues(DEFAULT_BUSINESS_SETTINGS));
    expect(toSettings(DEFAULT_BUSINESS_SETTINGS, parsed)).toEqual(DEFAULT_BUSINESS_SETTINGS);
  });

  it("turn dollars into cents, comma-separated areas into a trimmed list, and empty into null", () => {
    const values = {
      ...toFormValues(DEFAULT_BUSINESS_SETTINGS),
      emergency_fee_cents: "37.50",
      labor_rate_cents: "90",
      service_areas: " Orlando ,Sanford,, ",
      max_bookings_per_slot: "",
      weather_alerts: { enabled: true, zones: " flz045,FLZ145 ," },
      embeds: { invoices_url: " https://billing.example.com/invoices ", customers_url: "", billing_settings_url: "" },
    };
    const parsed = ZSettingsForm.parse(values);
    expect(parsed).toMatchObject({
      emergency_fee_cents: 3750,
      labor_rate_cents: 9000,
      service_areas: ["Orlando", "Sanford"],
      max_bookings_per_slot: null,
      weather_alerts: { enabled: true, zones: ["FLZ045", "FLZ145"] },
      embeds: { invoices_url: "https://billing.example.com/invoices", customers_url: null, billing_settings_url: null },
    });
  });

  it("refuse what the server refuses, on the field", () => {
    const base = toFormValues(DEFAULT_BUSINESS_SETTINGS);
    for (const [patch, path] of [
      [{ emergency_fee_cents: "12.345" }, "emergency_fee_cents"],
      [{ emergency_fee_cents: "-5" }, "emergency_fee_cents"],
      [{ tax_rate_percent: "150" }, "tax_rate_percent"],
      [{ service_areas: " , " }, "service_areas"],
      [{ max_bookings_per_slot: "0" }, "max_bookings_per_slot"],
      [{ phone: "" }, "phone"],
      [{ embeds: { ...base.embeds, invoices_url: "http://plain.example.com" } }, "embeds.invoices_url"],
      [{ weather_alerts: { enabled: true, zones: "FLZ045, Orange" } }, "weather_alerts.zones"],
      [{ weather_alerts: { enabled: true, zones: " " } }, "weather_alerts.zones"],
    ] as const) {
      const result = ZSettingsForm.safeParse({ ...base, ...patch });
      expect(result.success, JSON.stringify(patch)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
    }
  });

  it("name the zone that is not a weather service zone code, on the zones field", () => {
    const result = ZSettingsForm.safeParse({ ...toFormValues(DEFAULT_BUSINESS_SETTINGS), weather_alerts: { enabled: true, zones: "flz045, orange" } });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["weather_alerts.zones", "ORANGE is not an NWS zone code (like FLZ045)"],
    ]);
  });
});
