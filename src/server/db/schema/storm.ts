import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Every price the business has charged, from when it took effect: a service's base price, an
 * add-on's price, the hourly labour rate. The price lock during a declared state of emergency
 * compares a new price with the average over the 30 days before the declaration (F.S. 501.160).
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'service', 'add_on' or 'hourly_rate'. */
    item: text("item").notNull(),
    /** The service's or add-on's id; 'labor' for the hourly rate. */
    item_id: text("item_id").notNull(),
    price_cents: integer("price_cents").notNull(),
    effective_from: timestamp("effective_from", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("price_history_item_check", sql`${t.item} in ('service', 'add_on', 'hourly_rate')`),
    index("price_history_item_idx").on(t.item, t.item_id, t.effective_from),
  ],
);

/**
 * Storm-season waitlist: requests taken while field bookings are paused (landfall) or triaged by
 * need (recovery). The office fills from the top: the most urgent need first, then the oldest.
 */
export const stormWaitlist = pgTable(
  "storm_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email").notNull(),
    customer_phone: text("customer_phone").notNull(),
    service_address: text("service_address").notNull(),
    service_city: text("service_city").notNull(),
    county: text("county").notNull(),
    /** 'water', 'tree_on_house', 'blocked_exit', 'debris', 'cosmetic'. */
    need: text("need").notNull(),
    /** The need's place in the triage order, 0 the most urgent (the list's index sorts by it). */
    need_rank: smallint("need_rank").notNull(),
    details: text("details"),
    /** 'waiting', 'booked' or 'withdrawn'. */
    status: text("status").notNull().default("waiting"),
    /** When the office booked it: the office's pace on the waitlist (the expected window) reads it. */
    booked_at: timestamp("booked_at", { withTimezone: true }),
    idempotency_key: text("idempotency_key").unique(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("storm_waitlist_need_check", sql`${t.need} in ('water', 'tree_on_house', 'blocked_exit', 'debris', 'cosmetic')`),
    check("storm_waitlist_status_check", sql`${t.status} in ('waiting', 'booked', 'withdrawn')`),
    index("storm_waitlist_queue_idx")
      .on(t.need_rank, t.created_at, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index("storm_waitlist_booked_idx")
      .on(t.booked_at)
      .where(sql`${t.status} = 'booked'`),
  ],
);

/**
 * Decision 0173: the weather service's alerts that suggested storm-season mode to the admins, one
 * row per alert (its NWS id is unique, so a retried or repeated check suggests it once). The
 * admins turn the mode on themselves, or dismiss the suggestion.
 */
export const stormSuggestions = pgTable(
  "storm_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The alert's NWS id ("urn:oid:2.49.0.1.840.0.…"). */
    alert_id: text("alert_id").notNull().unique(),
    event: text("event").notNull(),
    headline: text("headline").notNull(),
    area: text("area").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The phase the alert points to ('prep' or 'landfall') and the service area's counties it names. */
    phase: text("phase").notNull(),
    counties: text("counties").array().notNull().default([]),
    dismissed_at: timestamp("dismissed_at", { withTimezone: true }),
    dismissed_by: text("dismissed_by").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("storm_suggestions_phase_check", sql`${t.phase} in ('prep', 'landfall')`),
    index("storm_suggestions_open_idx")
      .on(t.expires_at)
      .where(sql`${t.dismissed_at} is null`),
  ],
);
