import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, real, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// customer-side.md §3 Service and staff-side.md §3 Service. Money in cents.
/** Every change publishes `catalogue.changed` by a trigger (migration 0016, docs/live-events.md). */
export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    /**
     * The same words in Spanish, as the business writes them (decision 0177): a Spanish page
     * shows each one where written, else the English marked as English.
     */
    name_es: text("name_es"),
    subtitle_es: text("subtitle_es"),
    description_es: text("description_es"),
    features_es: text("features_es").array().notNull().default([]),
    category: text("category").notNull(),
    base_price: integer("base_price").notNull().default(0),
    pricing_type: text("pricing_type").notNull().default("hourly"),
    unit: text("unit").notNull().default("hour"),
    estimated_duration_minutes: integer("estimated_duration_minutes"),
    min_hours: integer("min_hours"),
    media_type: text("media_type").notNull().default("image"),
    image_url: text("image_url"),
    video_url: text("video_url"),
    gallery_images: text("gallery_images").array().notNull().default([]),
    avg_rating: real("avg_rating").notNull().default(0),
    jobs_completed: integer("jobs_completed").notNull().default(0),
    service_areas: text("service_areas").array().notNull().default([]),
    badges: text("badges").array().notNull().default([]),
    tags: text("tags").array().notNull().default([]),
    features: text("features").array().notNull().default([]),
    availability_today: boolean("availability_today").notNull().default(false),
    emergency_available: boolean("emergency_available").notNull().default(false),
    display_price_text: text("display_price_text"),
    display_rating_override: real("display_rating_override"),
    display_jobs_completed_override: integer("display_jobs_completed_override"),
    display_satisfaction_rate: integer("display_satisfaction_rate"),
    display_trust_score: integer("display_trust_score"),
    display_availability_text: text("display_availability_text"),
    show_price_as_starting: boolean("show_price_as_starting").notNull().default(false),
    promo_message: text("promo_message"),
    service_icon: text("service_icon"),
    theme_color: text("theme_color"),
    is_active: boolean("is_active").notNull().default(true),
    /** The licensed trade the work needs (electrical, roofing, plumbing, building), or null: none. */
    licensed_trade: text("licensed_trade"),
    /** The licensed partner who does this trade's work, and their state license number: both or neither (decision 0172). */
    licensed_partner: text("licensed_partner"),
    partner_license_number: text("partner_license_number"),
    /** The storm collections ('prep', 'recovery') the service is offered in while storm mode is on. */
    storm_collections: text("storm_collections").array().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("services_pricing_type_check", sql`${t.pricing_type} in ('flat', 'hourly')`),
    check("services_licensed_trade_check", sql`${t.licensed_trade} in ('electrical', 'roofing', 'plumbing', 'building')`),
    check(
      "services_licensed_partner_check",
      sql`(${t.licensed_partner} is null) = (${t.partner_license_number} is null) and (${t.licensed_partner} is null or ${t.licensed_trade} is not null)`,
    ),
    check("services_storm_collections_check", sql`${t.storm_collections} <@ array['prep', 'recovery']::text[]`),
    check("services_unit_check", sql`${t.unit} in ('hour', 'job', 'sqft', 'linear_ft')`),
    check("services_base_price_check", sql`${t.base_price} >= 0`),
    index("services_active_category_idx").on(t.is_active, t.category),
    index("services_created_at_idx").on(t.created_at),
    // The storm collections pinned on the public pages while storm mode is on.
    index("services_storm_collections_idx").using("gin", t.storm_collections),
    // Search: words (full text, the function is in migration 0001) and typos (trigrams).
    index("services_search_idx").using("gin", sql`services_search_vector(${t.name}, ${t.subtitle}, ${t.category}, ${t.tags}, ${t.description})`),
    index("services_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    // Search in Spanish: the Spanish words (the function is in migration 0038).
    index("services_search_es_idx").using("gin", sql`services_search_vector_es(${t.name_es}, ${t.subtitle_es}, ${t.features_es}, ${t.description_es})`),
  ],
);

/** Every change publishes `catalogue.changed` by a trigger (migration 0016, docs/live-events.md). */
export const serviceAddOns = pgTable(
  "service_add_ons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    service_id: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The name in Spanish, where the business wrote it (decision 0177). */
    name_es: text("name_es"),
    price: integer("price").notNull(),
  },
  (t) => [index("service_add_ons_service_id_idx").on(t.service_id)],
);

/** Every change publishes `catalogue.changed` by a trigger (migration 0016, docs/live-events.md). */
export const serviceReviews = pgTable(
  "service_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    service_id: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    // A review left from My Bookings is tied to its booking: one per booking.
    booking_id: uuid("booking_id").unique(),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email"),
    rating: smallint("rating").notNull().default(5),
    review_text: text("review_text"),
    is_featured: boolean("is_featured").notNull().default(false),
    is_verified: boolean("is_verified").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("service_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    index("service_reviews_service_idx").on(t.service_id, t.is_featured, t.created_at),
    // staff-side.md §5: no other review of the same service may carry the same e-mail.
    uniqueIndex("service_reviews_service_email_idx")
      .on(t.service_id, sql`lower(${t.customer_email})`)
      .where(sql`${t.customer_email} is not null`),
    // A customer's history page reads the reviews left with their e-mail.
    index("service_reviews_email_idx")
      .on(sql`lower(${t.customer_email})`, t.created_at)
      .where(sql`${t.customer_email} is not null`),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    service_id: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favorites_user_service_idx").on(t.user_id, t.service_id), index("favorites_user_created_idx").on(t.user_id, t.created_at)],
);
