import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type TBannerFeature = { text: string; url?: string; type?: string };

// staff-side.md §3 Hero banner. order_index is 0..n-1 without gaps or repeats: a deferrable
// unique constraint, hero_banners_order_index_key, is added by hand in migration `website`
// (Drizzle cannot declare a deferrable one), so a renumbering checks only its final state.
/** Every change publishes `catalogue.changed` by a trigger (migration 0016, docs/live-events.md). */
export const heroBanners = pgTable(
  "hero_banners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    /**
     * The banner's words in Spanish, where the admin wrote them (decision 0180): a Spanish page
     * shows each one where written, else the English marked as English.
     */
    title_es: text("title_es"),
    subtitle_es: text("subtitle_es"),
    description_es: text("description_es"),
    badge_es: text("badge_es"),
    primary_action_text_es: text("primary_action_text_es"),
    secondary_action_text_es: text("secondary_action_text_es"),
    image_alt_es: text("image_alt_es"),
    media_type: text("media_type").notNull().default("image"),
    image_url: text("image_url"),
    image_alt: text("image_alt"),
    video_url: text("video_url"),
    media_opacity: integer("media_opacity").notNull().default(100),
    media_hue: integer("media_hue").notNull().default(0),
    media_saturation: integer("media_saturation").notNull().default(100),
    primary_action_text: text("primary_action_text"),
    primary_action_href: text("primary_action_href"),
    primary_action_type: text("primary_action_type"),
    secondary_action_text: text("secondary_action_text"),
    secondary_action_href: text("secondary_action_href"),
    secondary_action_type: text("secondary_action_type"),
    features: jsonb("features").$type<TBannerFeature[]>().notNull().default([]),
    badge: text("badge"),
    gradient: text("gradient").notNull().default("primary"),
    order_index: integer("order_index").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    gallery_images: text("gallery_images").array().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("hero_banners_opacity_check", sql`${t.media_opacity} between 0 and 100`), index("hero_banners_order_idx").on(t.is_active, t.order_index)],
);

// staff-side.md §3 Banner ad.
/** Every change publishes `catalogue.changed` by a trigger (migration 0016, docs/live-events.md). */
export const bannerAds = pgTable(
  "banner_ads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    banner_id: uuid("banner_id")
      .notNull()
      .references(() => heroBanners.id, { onDelete: "cascade" }),
    position: text("position").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    /** The ad's words in Spanish, where the admin wrote them (decision 0180). */
    title_es: text("title_es"),
    subtitle_es: text("subtitle_es"),
    button_text_es: text("button_text_es"),
    icon: text("icon").notNull().default("star"),
    icon_gradient: text("icon_gradient"),
    background_gradient: text("background_gradient"),
    button_text: text("button_text").notNull().default("Learn More"),
    button_action_type: text("button_action_type").notNull().default("url"),
    button_action_value: text("button_action_value"),
    is_active: boolean("is_active").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One ad per position of a banner, held by the database (decision 0078).
  (t) => [
    check("banner_ads_position_check", sql`${t.position} in ('top', 'bottom')`),
    uniqueIndex("banner_ads_banner_position_key").on(t.banner_id, t.position),
  ],
);
