import { describe, expect, it } from "vitest";
import type { TAdminService } from "@/shared/schemas/services-admin.ts";
import { serviceFormDefaults, serviceFormSchema } from "./service-form.ts";

const filled = (overrides: Partial<ReturnType<typeof serviceFormDefaults>> = {}) => ({
  ...serviceFormDefaults(),
  name: " Gutter Cleaning ",
  category: "Outdoor",
  ...overrides,
});

describe("the service form (staff-side.md §5, §9)", () => {
  it("starts from the §9 defaults: unit hour, pricing hourly, active", () => {
    expect(serviceFormDefaults()).toMatchObject({ unit: "hour", pricing_type: "hourly", is_active: true, media_type: "image", base_price: "", min_hours: "" });
  });

  it("reads the typed text into the API's request", () => {
    const result = serviceFormSchema.safeParse(
      filled({
        base_price: "$1,249.5",
        estimated_duration_minutes: " 90 ",
        min_hours: "",
        display_rating_override: "4.7",
        display_satisfaction_rate: "98",
        service_areas: "Orlando,  Tampa ,,Kissimmee",
        tags: "Gutters, Roofs",
        badges: "insured, warranty",
        features: "Ladder safety\nDebris hauled away\n",
        subtitle: "  ",
        theme_color: "#2563EB",
        service_icon: "",
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: "Gutter Cleaning",
      base_price: 124950,
      estimated_duration_minutes: 90,
      min_hours: null,
      display_rating_override: 4.7,
      display_satisfaction_rate: 98,
      service_areas: ["Orlando", "Tampa", "Kissimmee"],
      tags: ["Gutters", "Roofs"],
      badges: ["insured", "warranty"],
      features: ["Ladder safety", "Debris hauled away"],
      subtitle: null,
      theme_color: "#2563eb",
      service_icon: null,
    });
  });

  it("names each field the §5 rules refuse", () => {
    const result = serviceFormSchema.safeParse(
      filled({
        name: "",
        base_price: "12.345",
        estimated_duration_minutes: "1.5",
        min_hours: "two",
        display_rating_override: "4.75",
        display_trust_score: "101",
      }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      name: "is required",
      base_price: "must be a price such as 49.99",
      estimated_duration_minutes: "must be a whole number",
      min_hours: "must be a whole number",
      display_rating_override: "must be in steps of 0.1",
      display_trust_score: "must be at most 100",
    });
  });

  it("shows a service's own values, prices back in dollars", () => {
    const service: TAdminService = {
      id: "00000000-0000-4000-8000-000000000000",
      licensed_trade: "roofing",
      licensed_partner: "Sunshine Roofing Co.",
      partner_license_number: "CCC1331234",
      storm_collections: ["prep", "recovery"],
      name: "Deck",
      subtitle: null,
      description: null,
      name_es: "Terraza",
      subtitle_es: null,
      description_es: null,
      features_es: ["Uno", "Dos"],
      category: "Outdoor",
      base_price: 4999,
      pricing_type: "flat",
      unit: "sqft",
      estimated_duration_minutes: 120,
      min_hours: 2,
      is_active: false,
      media_type: "image",
      image_url: null,
      video_url: null,
      gallery_images: [],
      features: ["A", "B"],
      service_icon: "hammer",
      theme_color: "#b45309",
      emergency_available: true,
      availability_today: false,
      display_price_text: null,
      display_rating_override: 4.5,
      display_jobs_completed_override: null,
      display_satisfaction_rate: null,
      display_trust_score: null,
      display_availability_text: null,
      show_price_as_starting: false,
      service_areas: ["Orlando", "Tampa"],
      tags: [],
      badges: ["insured"],
      promo_message: null,
      avg_rating: 0,
      review_count: 0,
      jobs_completed: 0,
      media: {},
      created_at: "",
      updated_at: "",
    };
    const values = serviceFormDefaults(service);
    expect(values).toMatchObject({
      base_price: "49.99",
      min_hours: "2",
      features: "A\nB",
      name_es: "Terraza",
      features_es: "Uno\nDos",
      service_areas: "Orlando, Tampa",
      display_rating_override: "4.5",
      is_active: false,
      licensed_trade: "roofing",
      licensed_partner: "Sunshine Roofing Co.",
      partner_license_number: "CCC1331234",
      storm_collections: "prep,recovery",
    });
    const parsed = serviceFormSchema.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ licensed_trade: "roofing", storm_collections: ["prep", "recovery"] });
    expect(serviceFormSchema.parse({ ...values, licensed_trade: "", licensed_partner: "", partner_license_number: "", storm_collections: "" })).toMatchObject({
      licensed_trade: null,
      licensed_partner: null,
      partner_license_number: null,
      storm_collections: [],
    });
  });

  it("takes a licensed partner with their license number, both or neither, on licensed work only", () => {
    const base = { ...serviceFormDefaults(), name: "Roof tarp", category: "Roofing", base_price: "150" };
    const issues = (values: Partial<ReturnType<typeof serviceFormDefaults>>) => {
      const result = serviceFormSchema.safeParse({ ...base, ...values });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(
      serviceFormSchema.parse({ ...base, licensed_trade: "roofing", licensed_partner: " Sunshine Roofing Co. ", partner_license_number: "ccc 133-1234" }),
    ).toMatchObject({ licensed_partner: "Sunshine Roofing Co.", partner_license_number: "CCC1331234" });
    expect(issues({ licensed_trade: "roofing", licensed_partner: "Sunshine Roofing Co." })).toEqual({
      partner_license_number: "is required with a licensed partner",
    });
    expect(issues({ licensed_trade: "roofing", partner_license_number: "CCC1331234" })).toEqual({ licensed_partner: "is required with a license number" });
    expect(issues({ licensed_partner: "Sunshine Roofing Co.", partner_license_number: "CCC1331234" })).toEqual({
      licensed_trade: "must be chosen for a licensed partner",
    });
    expect(issues({ licensed_trade: "roofing", licensed_partner: "Sunshine Roofing Co.", partner_license_number: "12345" })).toEqual({
      partner_license_number: "must be a Florida license number, such as CCC1331234",
    });
  });
});
