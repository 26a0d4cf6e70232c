import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { TLocale } from "../../../shared/i18n/locale.ts";
import type { TWeeklyHours } from "../../../shared/rules/technician-availability.ts";
import { user } from "./auth.ts";

// customer-side.md §3 Profile, staff-side.md §3 Profile. id equals the auth user's id.
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zip_code: text("zip_code"),
    role: text("role").notNull().default("customer"),
    // customer-side.md §2 Account Settings: notification preferences and service preferences.
    email_notifications: jsonb("email_notifications")
      .$type<{ bookings: boolean; jobs: boolean; marketing: boolean }>()
      .notNull()
      .default({ bookings: true, jobs: true, marketing: false }),
    preferred_contact: text("preferred_contact"),
    preferred_areas: text("preferred_areas").array().notNull().default([]),
    /** The language the customer reads (decision 0164), set at sign-up from the page's language. */
    preferred_locale: text("preferred_locale").$type<TLocale>().notNull().default("en"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The account's first signed-in session: while it lasts the dashboard greets a first-time visitor. */
    first_session_id: text("first_session_id"),
    /**
     * The name as the All Users table shows and searches it. Kept by PostgreSQL, so the
     * search and its trigram index are one expression (concat_ws is not immutable, || is).
     */
    full_name: text("full_name")
      .notNull()
      .generatedAlwaysAs(sql`coalesce("first_name", '') || ' ' || coalesce("last_name", '')`),
  },
  (t) => [
    check("profiles_role_check", sql`${t.role} in ('customer', 'technician', 'admin')`),
    check("profiles_preferred_locale_check", sql`${t.preferred_locale} in ('en', 'es')`),
    uniqueIndex("profiles_email_idx").on(sql`lower(${t.email})`),
    index("profiles_created_at_idx").on(t.created_at),
    // Decision 0052: All Users is newest first, keyset on (created_at, id), searched by
    // any part of the name or e-mail; the last-admin check reads the admins by role.
    index("profiles_created_id_idx").on(t.created_at, t.id),
    index("profiles_full_name_trgm_idx").using("gin", sql`${t.full_name} gin_trgm_ops`),
    index("profiles_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("profiles_role_idx").on(t.role),
  ],
);

/**
 * What the admin Customers pane searches (decision 0056): the name, the e-mail and the
 * phone, the phone also as bare digits so "4075550123" finds "(407) 555-0123". The trigram index
 * and the search use this one expression, so the index serves the search.
 */
export const customerSearchText = (t: { full_name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn }) =>
  sql`lower(${t.full_name} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.phone}, '') || ' ' || regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g'))`;

/** A phone's last 10 digits, as `phoneKey` (shared/rules/discount.ts) reads it: the duplicate check's key (decision 0153). */
export const phoneKeyOf = (phone: AnyPgColumn) => sql`right(regexp_replace(${phone}, '\\D', '', 'g'), 10)`;

// staff-side.md §3 Customer. A guest who booked has contact details but no profile yet;
// signing up later with the same e-mail links the profile (DESIGN.md, Data). A customer the
// office added by hand for phone-in work may have no e-mail (decision 0153).
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profile_id: text("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    email: text("email"),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zip_code: text("zip_code"),
    /** The office's notes on the customer, shown to admins only. */
    notes: text("notes"),
    /**
     * The name as the staff side shows and searches it (job search, customer picker).
     * Kept by PostgreSQL, so the search, its trigram index and the picker's order are one expression.
     */
    full_name: text("full_name")
      .notNull()
      .generatedAlwaysAs(sql`"first_name" || ' ' || "last_name"`),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("customers_profile_id_idx").on(t.profile_id),
    // Decision 0036: the job search and the customer picker find customers by any part
    // of the name or e-mail (trigrams), and the picker pages them by name (keyset on name, id).
    index("customers_full_name_trgm_idx").using("gin", sql`${t.full_name} gin_trgm_ops`),
    index("customers_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("customers_full_name_idx").on(t.full_name, t.id),
    // The Customers pane (decision 0056): search by name, e-mail or phone; newest first.
    index("customers_search_idx").using("gin", sql`${customerSearchText(t)} gin_trgm_ops`),
    index("customers_created_idx").on(t.created_at, t.id),
    // Decision 0153: the duplicate check finds a phone by its key. Not unique: guests
    // who booked may share a phone, and a booking is never refused for its phone.
    index("customers_phone_key_idx")
      .on(phoneKeyOf(t.phone))
      .where(sql`${t.phone} is not null`),
  ],
);

// staff-side.md §3 Technician.
export const technicians = pgTable("technicians", {
  id: uuid("id").primaryKey().defaultRandom(),
  profile_id: text("profile_id")
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: "cascade" }),
  is_active: boolean("is_active").notNull().default(true),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Decision 0152: seven working days, Sunday first (minutes); null: not set up, they work the business's hours. */
  weekly_hours: jsonb("weekly_hours").$type<TWeeklyHours>(),
  /** The service categories they do; empty: all work. */
  skills: text("skills").array().notNull().default([]),
});

// Decision 0152: a technician's time off, whole days (no minutes) or from a time of the first day
// to a time of the last. The public availability reads a day's entries by (ends_on, starts_on);
// the admin's and the technician's lists by technician.
export const technicianTimeOff = pgTable(
  "technician_time_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    technician_id: uuid("technician_id")
      .notNull()
      .references(() => technicians.id, { onDelete: "cascade" }),
    starts_on: date("starts_on").notNull(),
    ends_on: date("ends_on").notNull(),
    start_minutes: smallint("start_minutes"),
    end_minutes: smallint("end_minutes"),
    reason: text("reason").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "technician_time_off_times_check",
      sql`(${t.start_minutes} IS NULL) = (${t.end_minutes} IS NULL) AND (${t.start_minutes} IS NULL OR (${t.start_minutes} BETWEEN 0 AND 1440 AND ${t.end_minutes} BETWEEN 0 AND 1440))`,
    ),
    check(
      "technician_time_off_order_check",
      sql`${t.ends_on} > ${t.starts_on} OR (${t.ends_on} = ${t.starts_on} AND (${t.start_minutes} IS NULL OR ${t.end_minutes} > ${t.start_minutes}))`,
    ),
    index("technician_time_off_technician_idx").on(t.technician_id, t.ends_on, t.starts_on),
    index("technician_time_off_day_idx").on(t.ends_on, t.starts_on),
  ],
);
