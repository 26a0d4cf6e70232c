import { sql } from "drizzle-orm";
import { bigint, customType, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL's 64-bit transaction id (xid8), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

/**
 * Decision 0072: everything the live streams carry, in commit order. A row is written
 * in the transaction of the change it tells about (a trigger on jobs and bookings, or
 * `publish()`), so it exists exactly when the change does; NOTIFY only wakes the listeners,
 * which read the rows. `tx` is the writing transaction's id: streams read in (tx, id) order, and
 * only rows of transactions older than every one still running, so a slow transaction that
 * commits late can never be skipped. `audience` says who may receive it (shared/live-events.ts).
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tx: xid8("tx")
      .notNull()
      .default(sql`pg_current_xact_id()`),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    audience: text("audience").array().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_events_order_idx").on(t.tx, t.id), index("live_events_created_idx").on(t.created_at)],
);

/**
 * Decision 0075: what the scheduled tasks have done, one row per task and subject
 * (`reminder` + job id and date, `review` + job id, …). The row is inserted in the transaction
 * that queues the mail or notice, under its primary key: a second process, a retry or a restart
 * finds it and does nothing.
 */
export const scheduledSends = pgTable(
  "scheduled_sends",
  {
    task: text("task").notNull(),
    subject: text("subject").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.task, t.subject] })],
);

/**
 * Decision 0077: the shared store of @fastify/rate-limit's counters (public writes,
 * uploads) when no Redis is configured: one row per route and client, a fixed window.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: bigint("hits", { mode: "number" }).notNull(),
  window_ends_at: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
