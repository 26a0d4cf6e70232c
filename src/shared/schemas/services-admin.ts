import { LICENSED_TRADES, STORM_COLLECTIONS } from "../rules/storm.ts";
import { z } from "zod";
import { zLine, zText } from "./text.ts";
import { ZMediaMap } from "./media.ts";
import { isRatingStep } from "../rules/service-form.ts";

// staff-side.md §2 Service Management, §3 Service and Service review, §5 and §9: the contract
// between `/api/admin/services…` and the admin screens. Money in cents.

export const SERVICE_UNITS = ["hour", "job", "sqft", "linear_ft"] as const;
export const SERVICE_PRICING_TYPES = ["hourly", "flat"] as const;
export const SERVICE_MEDIA_TYPES = ["image", "video"] as const;
/** §3: the badges the product knows; others may be entered and are shown as written. */
export const KNOWN_SERVICE_BADGES = ["topPro", "insured", "backgroundChecked", "warranty"] as const;

const optionalLine = (max: number) =>
  zLine()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .default(null);

const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .default(null);

/** §5: areas, tags and badges, entered comma-separated and trimmed; no empty or repeated entry. */
const list = (maxItems: number, maxLength: number) =>
  z
    .array(zLine().trim().min(1, "must not be empty").max(maxLength, `must be at most ${maxLength} characters each`))
    .max(maxItems, `must have at most ${maxItems} entries`)
    .refine((items) => new Set(items).size === items.length, "must not repeat an entry")
    .default([]);

const wholeNumber = (min: number, max: number) =>
  z
    .number("must be a whole number")
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .nullable()
    .default(null);

/** An upload's address (decision 0051): ours (`/uploads/…`, a demo `/demo/…`) or the bucket's. */
const ZMediaUrl = zLine()
  .trim()
  .min(1, "must not be empty")
  .max(500, "must be at most 500 characters")
  .regex(/^(\/[A-Za-z0-9]|https:\/\/)/, "must be the address of an uploaded file");

/**
 * Decision 0172: a Florida contractor's license number as the state's license lookup writes it,
 * two or three letters and six or seven digits (CCC1331234 roofing, EC13001234 electrical).
 */
const ZLicenseNumber = zLine()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s-]/g, "") || null)
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2,3}\d{6,7}$/, "must be a Florida license number, such as CCC1331234")
      .nullable(),
  )
  .nullable()
  .default(null);

/**
 * Decision 0172: licensed work offered in a storm collection is done by a licensed partner, named
 * with their license number: both or neither, and only on a service that needs a licensed trade.
 */
export function licensedPartnerRule(
  value: { licensed_trade: string | null; licensed_partner: string | null; partner_license_number: string | null },
  context: z.RefinementCtx,
) {
  if (value.licensed_partner && !value.partner_license_number)
    context.addIssue({ code: "custom", path: ["partner_license_number"], message: "is required with a licensed partner" });
  if (value.partner_license_number && !value.licensed_partner)
    context.addIssue({ code: "custom", path: ["licensed_partner"], message: "is required with a license number" });
  if ((value.licensed_partner || value.partner_license_number) && !value.licensed_trade)
    context.addIssue({ code: "custom", path: ["licensed_trade"], message: "must be chosen for a licensed partner" });
}

export const ZServiceRequest = z
  .object({
    name: zLine().trim().min(1, "is required").max(120, "must be at most 120 characters"),
    subtitle: optionalLine(160),
    description: optionalText(5000),
    /** The same words in Spanish, where written; a Spanish page shows the English where not (decision 0177). */
    name_es: optionalLine(120),
    subtitle_es: optionalLine(160),
    description_es: optionalText(5000),
    features_es: list(30, 200),
    category: zLine().trim().min(1, "is required").max(60, "must be at most 60 characters"),
    /** §5: a decimal price, sent in cents. */
    base_price: z.number("must be a price").int("must be whole cents").min(0, "must not be negative").max(10_000_000, "must be at most $100,000").default(0),
    pricing_type: z.enum(SERVICE_PRICING_TYPES, { error: "must be hourly or flat" }).default("hourly"),
    unit: z.enum(SERVICE_UNITS, { error: "must be hour, job, sqft or linear_ft" }).default("hour"),
    /** §5: an integer. */
    estimated_duration_minutes: wholeNumber(1, 10_080),
    /** §5: an integer, or none. */
    min_hours: wholeNumber(1, 24),
    is_active: z.boolean().default(true),
    media_type: z.enum(SERVICE_MEDIA_TYPES, { error: "must be image or video" }).default("image"),
    image_url: ZMediaUrl.nullable().default(null),
    video_url: ZMediaUrl.nullable().default(null),
    gallery_images: z
      .array(ZMediaUrl)
      .max(20, "must have at most 20 images")
      .refine((urls) => new Set(urls).size === urls.length, "must not repeat an image")
      .default([]),
    features: list(30, 200),
    service_icon: zLine()
      .regex(/^[a-z0-9-]{1,40}$/, "must be an icon name such as wrench")
      .nullable()
      .default(null),
    theme_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #2563eb")
      .transform((colour) => colour.toLowerCase())
      .nullable()
      .default(null),
    emergency_available: z.boolean().default(false),
    availability_today: z.boolean().default(false),
    display_price_text: optionalLine(60),
    /** §5: the custom rating, 0 to 5 in steps of 0.1. */
    display_rating_override: z
      .number("must be a number")
      .min(0, "must be at least 0")
      .max(5, "must be at most 5")
      .refine(isRatingStep, "must be in steps of 0.1")
      .nullable()
      .default(null),
    display_jobs_completed_override: wholeNumber(0, 1_000_000),
    display_satisfaction_rate: wholeNumber(0, 100),
    display_trust_score: wholeNumber(0, 100),
    display_availability_text: optionalLine(120),
    show_price_as_starting: z.boolean().default(false),
    service_areas: list(30, 60),
    tags: list(30, 40),
    badges: list(10, 40),
    promo_message: optionalLine(200),
    /** Decision 0160: the licensed trade the work needs, or null; the storm collections it is offered in. */
    licensed_trade: z.enum(LICENSED_TRADES, { error: "must be electrical, roofing, plumbing or building" }).nullable().default(null),
    licensed_partner: optionalLine(100),
    partner_license_number: ZLicenseNumber,
    storm_collections: z
      .array(z.enum(STORM_COLLECTIONS, { error: "must be prep or recovery" }))
      .max(STORM_COLLECTIONS.length)
      .refine((collections) => new Set(collections).size === collections.length, "must not repeat a collection")
      .default([]),
  })
  .superRefine(licensedPartnerRule);
export type TServiceRequest = z.input<typeof ZServiceRequest>;
export type TServiceRequestParsed = z.output<typeof ZServiceRequest>;

/** One service as the admin grid and form read it: every field, inactive ones included. */
export const ZAdminService = z.object({
  id: z.uuid(),
  licensed_trade: z.enum(LICENSED_TRADES).nullable(),
  licensed_partner: z.string().nullable(),
  partner_license_number: z.string().nullable(),
  storm_collections: z.array(z.enum(STORM_COLLECTIONS)),
  name: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  name_es: z.string().nullable(),
  subtitle_es: z.string().nullable(),
  description_es: z.string().nullable(),
  features_es: z.array(z.string()),
  category: z.string(),
  base_price: z.number().int(),
  pricing_type: z.enum(SERVICE_PRICING_TYPES),
  unit: z.enum(SERVICE_UNITS),
  estimated_duration_minutes: z.number().int().nullable(),
  min_hours: z.number().int().nullable(),
  is_active: z.boolean(),
  media_type: z.enum(SERVICE_MEDIA_TYPES),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  gallery_images: z.array(z.string()),
  features: z.array(z.string()),
  service_icon: z.string().nullable(),
  theme_color: z.string().nullable(),
  emergency_available: z.boolean(),
  availability_today: z.boolean(),
  display_price_text: z.string().nullable(),
  display_rating_override: z.number().nullable(),
  display_jobs_completed_override: z.number().int().nullable(),
  display_satisfaction_rate: z.number().int().nullable(),
  display_trust_score: z.number().int().nullable(),
  display_availability_text: z.string().nullable(),
  show_price_as_starting: z.boolean(),
  service_areas: z.array(z.string()),
  tags: z.array(z.string()),
  badges: z.array(z.string()),
  promo_message: z.string().nullable(),
  /** Kept by the database from the service's reviews (migration 0003). */
  avg_rating: z.number(),
  review_count: z.number().int(),
  jobs_completed: z.number().int(),
  media: ZMediaMap,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminService = z.infer<typeof ZAdminService>;

/** §7 Services: all of them, newest first. */
export const ZAdminServiceList = z.object({ services: z.array(ZAdminService) });
export type TAdminServiceList = z.infer<typeof ZAdminServiceList>;

/**
 * `DELETE /api/admin/services/:id`: a service with bookings or jobs is kept, made inactive, so
 * their history keeps its service; `message` says which happened.
 */
export const ZServiceDeleted = z.object({ outcome: z.enum(["deleted", "deactivated"]), message: z.string() });
export type TServiceDeleted = z.infer<typeof ZServiceDeleted>;

// ---------------------------------------------------------------------------------------------
// Reviews (§3 Service review, §5 Review, §9: rating 1 to 5, default 5).

export const ZReviewRequest = z.object({
  customer_name: zLine().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  /** §5: trimmed and lowercased; empty means none. One review per e-mail and service. */
  customer_email: zLine()
    .trim()
    .toLowerCase()
    .max(254, "must be at most 254 characters")
    .pipe(z.union([z.literal(""), z.email("Enter a valid email address")]))
    .transform((email) => email || null)
    .nullable()
    .default(null),
  rating: z
    .number("must be a whole number from 1 to 5")
    .int("must be a whole number from 1 to 5")
    .min(1, "must be at least 1")
    .max(5, "must be at most 5")
    .default(5),
  review_text: optionalText(2000),
  is_verified: z.boolean().default(false),
  is_featured: z.boolean().default(false),
});
export type TReviewRequest = z.input<typeof ZReviewRequest>;

export const ZAdminReview = z.object({
  id: z.uuid(),
  service_id: z.uuid(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  rating: z.number().int(),
  review_text: z.string().nullable(),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  /** Set when the customer left it from My Bookings. */
  booking_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

/** The figures the grid shows, as they are right after a review changes. */
export const ZServiceRatingFigures = z.object({ id: z.uuid(), avg_rating: z.number(), review_count: z.number().int() });
export type TServiceRatingFigures = z.infer<typeof ZServiceRatingFigures>;

/** §7 Service reviews: newest first. */
export const ZAdminReviewList = z.object({ reviews: z.array(ZAdminReview), service: ZServiceRatingFigures });
export type TAdminReviewList = z.infer<typeof ZAdminReviewList>;

export const ZReviewSaved = z.object({ review: ZAdminReview, service: ZServiceRatingFigures });
export type TReviewSaved = z.infer<typeof ZReviewSaved>;
export const ZReviewDeleted = z.object({ service: ZServiceRatingFigures });

/** §5 and §8: the words of a second review from one e-mail for one service. */
export const DUPLICATE_REVIEW = { title: "Duplicate Review", message: "A review from this email already exists for this service." } as const;
