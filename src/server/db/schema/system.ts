import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.user_id, t.created_at)],
);

// One row per settings group (business, booking, payments, embeds); values are validated
// by the zod schemas in src/shared/schemas/settings.ts before they are written.
/** Every change publishes `catalogue.changed` by a trigger (migration 0016, docs/live-events.md). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  /** Compare-and-set (decision 0053): a save names the version it edited; a stale one is 409. */
  version: integer("version").notNull().default(0),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actor_id: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    details: jsonb("details"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.created_at), index("audit_log_entity_idx").on(t.entity, t.entity_id)],
);

// The mail outbox: every message the product sends is written here first (DESIGN.md, mail).
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("queued"),
    // Decision 0102: the tries that went as far as handing it to SMTP ('sending' marks the last one).
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.created_at)],
);

// A signed-in user's own settings of a screen, one row per screen (the jobs view's
// default view, wide layout and page size, remembered per admin). Values are validated by the
// screen's zod schema (e.g. ZJobViewPreferences) before they are written and when read.
export const userPreferences = pgTable(
  "user_preferences",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);
