import { and, eq, isNull, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { bookings, jobs } from "./schema.ts";
import type { TEmergencySummary } from "../../shared/schemas/emergency.ts";
import { RESPONSE_TIMES } from "../../shared/rules/emergency-promise.ts";

// Decision 0130: the job owns the visit's date, time and technician from the moment it exists;
// the booking keeps what the customer asked for. Every reader of a booking's visit selects it
// through these, from `bookings` left-joined to its job (`bookingJob`), so My Bookings, the
// booking's details, slot capacity, the refund window and the admin's booking block agree with
// the job the office moves. A job with no date yet leaves the customer's request standing.

/** The join every reader of a booking's appointment uses: `bookings left join jobs on …`. */
export const bookingJob = eq(jobs.booking_id, bookings.id);

/** The visit's day: the job's, else the day the customer asked for. */
export const appointmentDate = sql<string>`coalesce(${jobs.scheduled_date}, ${bookings.scheduled_date})`;
/** The visit's slot ("1:00 PM", or an emergency's response window): the job's, else the one asked for. */
export const appointmentTime = sql<string>`coalesce(${jobs.scheduled_time}, ${bookings.scheduled_time})`;

/** Bookings that hold a place: not cancelled by the customer, nor by the office through the job. */
export const appointmentLive: SQL = and(ne(bookings.status, "cancelled"), or(isNull(jobs.status), ne(jobs.status, "cancelled")))!;

/**
 * An emergency job's summary (shared ZEmergencySummary), read from its booking by key: the
 * response window (the visit's, when the office kept one, else the one the customer asked for)
 * and the fee with whether it was paid. Null for a job or booking that is no emergency. Every
 * list that shows a job (the admin's, the technician's, My Bookings) selects it through this.
 */
export function emergencySummary(bookingId: SQL | AnyColumn, visitTime: SQL | AnyColumn) {
  const windows = sql.join(
    RESPONSE_TIMES.map((time) => sql`${time}`),
    sql`, `,
  );
  return sql<TEmergencySummary | null>`(select case when eb.is_emergency then json_build_object(
      'response_window', case when ${visitTime} in (${windows}) then ${visitTime} else eb.scheduled_time end,
      'fee', coalesce(eb.emergency_fee_amount, 0),
      'fee_paid', eb.emergency_fee_paid) end
    from ${bookings} eb where eb.id = ${bookingId})`;
}
