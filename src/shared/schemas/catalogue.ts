import { LICENSED_TRADES } from "../rules/storm.ts";
import { z } from "zod";
import { zLine, ZSearchQuery } from "./text.ts";
import { ZMediaMap } from "./media.ts";
import { LOCALES } from "../i18n/locale.ts";
import { TRANSLATED_SERVICE_FIELDS } from "../rules/service-language.ts";

/** An add-on; `untranslated`: its name is shown in English on a Spanish page (decision 0177). */
export const ZAddOn = z.object({ id: z.uuid(), name: z.string(), price: z.number().int(), untranslated: z.boolean() });

/** The language the business's words about a service are read in (decision 0177). */
export const ZCatalogueLocaleQuery = z.object({ locale: z.enum(LOCALES, { error: "must be en or es" }).default("en") });

// customer-side.md §3 Service, as a visitor reads it. Prices in cents.
export const ZPublicService = z.object({
  id: z.uuid(),
  name: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string(),
  base_price: z.number().int(),
  pricing_type: z.enum(["flat", "hourly"]),
  unit: z.string(),
  min_hours: z.number().int().nullable(),
  media_type: z.string(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  gallery_images: z.array(z.string()),
  avg_rating: z.number(),
  jobs_completed: z.number().int(),
  service_areas: z.array(z.string()),
  badges: z.array(z.string()),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  availability_today: z.boolean(),
  emergency_available: z.boolean(),
  display_price_text: z.string().nullable(),
  display_rating_override: z.number().nullable(),
  display_jobs_completed_override: z.number().int().nullable(),
  display_satisfaction_rate: z.number().int().nullable(),
  display_trust_score: z.number().int().nullable(),
  display_availability_text: z.string().nullable(),
  show_price_as_starting: z.boolean(),
  promo_message: z.string().nullable(),
  add_ons: z.array(ZAddOn),
  /** Decision 0051: the WebP widths of each stored image among image_url and gallery_images. */
  media: ZMediaMap,
  /** The fields shown in English because their Spanish is not written yet: marked lang="en" (decision 0177). */
  untranslated: z.array(z.enum(TRANSLATED_SERVICE_FIELDS)),
});
export type TPublicService = z.infer<typeof ZPublicService>;

/**
 * A service in a storm collection: work that needs no licensed trade, or licensed work done by a
 * licensed partner, named with their state license number (decisions 0160, 0172).
 */
export const ZStormCollectionService = ZPublicService.extend({
  licensed_trade: z.enum(LICENSED_TRADES).nullable(),
  licensed_partner: z.string().nullable(),
  partner_license_number: z.string().nullable(),
});
export type TStormCollectionService = z.infer<typeof ZStormCollectionService>;

/** The storm collection the site pins in the current phase (decision 0160); none while storm mode is off or at landfall. */
export const ZStormCollection = z.object({
  collection: z.enum(["prep", "recovery"]).nullable(),
  title: z.string().nullable(),
  services: z.array(ZStormCollectionService),
});
export type TStormCollection = z.infer<typeof ZStormCollection>;

export const CATALOGUE_SORTS = ["recommended", "priceLow", "priceHigh", "rating"] as const;

export const ZServiceListQuery = z
  .object({
    q: ZSearchQuery,
    category: zLine().trim().max(60).optional(),
    sort: z.enum(CATALOGUE_SORTS).default("recommended"),
    limit: z.coerce.number().int().min(1).max(100).default(60),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .extend(ZCatalogueLocaleQuery.shape);
export type TServiceListQuery = z.infer<typeof ZServiceListQuery>;

export const ZServiceList = z.object({
  services: z.array(ZPublicService),
  /** The services this search or category selects. */
  total: z.number().int(),
  /** Every active service, whatever the search: "Showing 0 of 16 services" for a search that finds none. */
  catalogue_total: z.number().int(),
  categories: z.array(z.string()),
});
export type TServiceList = z.infer<typeof ZServiceList>;

// customer-side.md §3 Review; listed featured first, then newest (§7 Reviews).
export const ZReview = z.object({
  id: z.uuid(),
  customer_name: z.string(),
  rating: z.number().int(),
  review_text: z.string().nullable(),
  is_featured: z.boolean(),
  is_verified: z.boolean(),
  created_at: z.string(),
});
export type TReview = z.infer<typeof ZReview>;
export const ZReviewListQuery = z.object({
  filter: z.enum(["all", "featured"]).default("all"),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const ZReviewList = z.object({
  reviews: z.array(ZReview),
  /** Over all of the service's reviews, whatever the filter. */
  average: z.number(),
  count: z.number().int(),
  featured_count: z.number().int(),
});
export type TReviewList = z.infer<typeof ZReviewList>;
