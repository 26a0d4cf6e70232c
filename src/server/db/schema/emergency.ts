import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { jobs } from "./jobs.ts";

/**
 * Decision 0158: the emergency timeline, one row per paid (or details-first) emergency, from the
 * moment it is received: received → technician assigned → on the way → arrived → done, each with
 * its time, and the 2-hour promise's outcome once the technician arrives.
 *
 * Triggers (migration 0026): a change of the job's technician or status writes `assigned_at` and
 * `done_at` here (whoever makes it: the job form, one-tap assignment, the board, bulk); every
 * change of a row publishes `emergency.changed` (docs/live-events.md).
 */
export const emergencyTimelines = pgTable(
  "emergency_timelines",
  {
    booking_id: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Set when the details are in and the job exists. */
    job_id: uuid("job_id")
      .unique()
      .references(() => jobs.id, { onDelete: "set null" }),
    received_at: timestamp("received_at", { withTimezone: true }).notNull(),
    /** The promise's end: two hours after it was received (the fee's payment). */
    due_at: timestamp("due_at", { withTimezone: true }).notNull(),
    assigned_at: timestamp("assigned_at", { withTimezone: true }),
    set_off_at: timestamp("set_off_at", { withTimezone: true }),
    /** The technician's estimate, in minutes from `set_off_at`. */
    eta_minutes: smallint("eta_minutes"),
    arrived_at: timestamp("arrived_at", { withTimezone: true }),
    done_at: timestamp("done_at", { withTimezone: true }),
    /** The promise's outcome, written with the arrival: kept, and by how many minutes early (or late). */
    promise_kept: boolean("promise_kept"),
    promise_minutes: integer("promise_minutes"),
    /**
     * Decision 0138: the fee owed back for a promise missed, decided with the arrival (while the
     * setting is on). Every live invoice of the job carries it as one credit note.
     */
    fee_credit: integer("fee_credit"),
  },
  (t) => [
    check("emergency_timelines_fee_credit_check", sql`${t.fee_credit} is null or ${t.fee_credit} > 0`),
    // The admin home's monthly figure reads the outcomes of a month's arrivals.
    index("emergency_timelines_arrived_idx")
      .on(t.arrived_at)
      .where(sql`${t.arrived_at} is not null`),
    // The escalations look up the emergencies still short of their next step.
    index("emergency_timelines_open_idx")
      .on(t.received_at)
      .where(sql`${t.arrived_at} is null`),
  ],
);
