import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZPublicService, ZReviewList, ZServiceList, type TPublicService } from "../../shared/schemas/catalogue.ts";
import { ZPublicSettings } from "../../shared/schemas/settings.ts";
import { ZHeroBannerList } from "../../shared/schemas/website.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../../shared/schemas/settings.ts";
import { compileSerializer, compiledSerializer, responseJsonSchema } from "./compiled-serializer.ts";

// Decision 0089: the compiled serializer writes what zod's own serializer (parse, then
// JSON.stringify) would have written, for every public GET's schema. The same JSON value: only
// the order of keys may differ (fast-json-stringify writes optional properties last).

const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));
const sameJson = (schema: z.ZodType, data: unknown) => expect(JSON.parse(compileSerializer(schema)(data))).toStrictEqual(JSON.parse(zodWrites(schema, data)));

const service: TPublicService = {
  id: "3f0c1a52-7d7e-4b7e-9a0e-2f6f0b1c9d11",
  name: "Water Heater Repair",
  subtitle: null,
  description: 'Tank or tankless: "no hot water" fixed\nthe same day',
  category: "Plumbing",
  base_price: 14900,
  pricing_type: "flat",
  unit: "job",
  min_hours: null,
  media_type: "image",
  image_url: "/uploads/services/heater.webp",
  video_url: null,
  gallery_images: ["/uploads/services/a.webp", "/demo/b.jpg"],
  avg_rating: 4.8,
  jobs_completed: 212,
  service_areas: ["Orlando", "Winter Garden"],
  badges: [],
  tags: ["plumbing", "émergency ✓"],
  features: ["Licensed"],
  availability_today: true,
  emergency_available: false,
  display_price_text: null,
  display_rating_override: 4.9,
  display_jobs_completed_override: 3,
  display_satisfaction_rate: null,
  display_trust_score: 98,
  display_availability_text: null,
  show_price_as_starting: true,
  promo_message: null,
  add_ons: [{ id: "9b7a0e3c-1d2f-4a5b-8c6d-7e8f9a0b1c2d", name: "Haul away", price: 2500, untranslated: true }],
  untranslated: ["subtitle", "features"],
  media: { "/uploads/services/heater.webp": { src: "/uploads/heater-800.jpg", width: 800, height: 600, webp: "/uploads/heater-400.webp 400w" } },
};

describe("the compiled serializer", () => {
  it("writes a catalogue page exactly as zod's serializer would", () => {
    const page = {
      services: [service, { ...service, id: "1f0c1a52-7d7e-4b7e-9a0e-2f6f0b1c9d11", min_hours: 2, media: {} }],
      total: 2,
      catalogue_total: 16,
      categories: ["Plumbing"],
    };
    expect(compileSerializer(ZServiceList)(page)).toBe(zodWrites(ZServiceList, page));
  });

  it("writes reviews, settings and banners exactly as zod's serializer would", () => {
    const reviews = {
      reviews: [
        { id: service.id, customer_name: "Ana", rating: 5, review_text: null, is_featured: true, is_verified: false, created_at: "2026-11-24T08:00:00.000Z" },
      ],
      average: 4.5,
      count: 1,
      featured_count: 1,
    };
    sameJson(ZReviewList, reviews);
    // The public settings carry the reviews' rating beside the settings' own figures (decision 0119).
    const marketing = { ...DEFAULT_BUSINESS_SETTINGS.marketing, rating: 4.7, review_count: 51 };
    const settings = { ...DEFAULT_BUSINESS_SETTINGS, hours: [{ days: "Mon-Fri", hours: "7AM-6PM" }], marketing, live_payments: false };
    const { labor_rate_cents: _labor, max_bookings_per_slot: _slots, schedule: _schedule, embeds: _embeds, ...shown } = settings;
    sameJson(ZPublicSettings, shown);
    sameJson(ZPublicSettings, { ...shown, address: undefined });
    sameJson(ZHeroBannerList, { banners: [] });
    const banner = {
      id: service.id,
      title: "Fixed today",
      subtitle: null,
      description: "Same-day repairs",
      media_type: "image",
      image_url: "/demo/hero.jpg",
      image_alt: "A technician at work",
      video_url: null,
      media_opacity: 60,
      media_hue: 0,
      media_saturation: 100,
      primary_action_text: "Book",
      primary_action_href: "/services",
      primary_action_type: "link",
      secondary_action_text: null,
      secondary_action_href: null,
      secondary_action_type: null,
      features: [{ text: "Licensed" }, { text: "Call us", url: "tel:4075550142", type: "call" }],
      badge: null,
      gradient: "blue",
      media: {},
      ads: [
        {
          id: service.id,
          position: "top",
          title: "Emergency?",
          subtitle: null,
          icon: "zap",
          icon_gradient: null,
          background_gradient: "red",
          button_text: "Call",
          button_action_type: "call",
          button_action_value: "4075550142",
        },
      ],
    };
    sameJson(ZHeroBannerList, { banners: [banner] });
  });

  it("never writes a property the schema does not name", () => {
    const settings = {
      ...DEFAULT_BUSINESS_SETTINGS,
      hours: [{ days: "Sun", hours: "Emergency only" }],
      marketing: { ...DEFAULT_BUSINESS_SETTINGS.marketing, rating: null, review_count: 0 },
      live_payments: true,
    };
    const written = JSON.parse(compileSerializer(ZPublicSettings)(settings)) as Record<string, unknown>;
    expect(written).not.toHaveProperty("labor_rate_cents");
    expect(written).not.toHaveProperty("embeds");
    expect(written).toEqual(ZPublicSettings.parse(settings));
    const withExtra = JSON.parse(compileSerializer(ZPublicService)({ ...service, internal_notes: "not for visitors" })) as Record<string, unknown>;
    expect(withExtra).not.toHaveProperty("internal_notes");
  });

  it("turns zod's nullable anyOf into a list of types (no Ajv at run time)", () => {
    const text = JSON.stringify(responseJsonSchema(ZServiceList));
    expect(text).not.toContain("anyOf");
    expect(text).toContain('"type":["integer","null"]');
  });

  it("refuses, when a route is compiled, a schema that is not zod or that JSON Schema cannot describe", () => {
    expect(() => compiledSerializer({ schema: { type: "object" } })).toThrow(/not a zod schema/);
    expect(() => compiledSerializer({ schema: z.object({ at: z.date() }) })).toThrow();
  });
});
