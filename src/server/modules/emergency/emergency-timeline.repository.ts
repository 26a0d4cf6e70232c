import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, emergencyTimelines, jobs, payments, profiles, technicians, user } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { personName } from "../jobs/jobs.ts";

const TIMELINE_COLUMNS = {
  booking_id: emergencyTimelines.booking_id,
  job_id: emergencyTimelines.job_id,
  received_at: emergencyTimelines.received_at,
  due_at: emergencyTimelines.due_at,
  assigned_at: emergencyTimelines.assigned_at,
  set_off_at: emergencyTimelines.set_off_at,
  eta_minutes: emergencyTimelines.eta_minutes,
  arrived_at: emergencyTimelines.arrived_at,
  done_at: emergencyTimelines.done_at,
  promise_kept: emergencyTimelines.promise_kept,
  promise_minutes: emergencyTimelines.promise_minutes,
  fee_credit: emergencyTimelines.fee_credit,
  booking_user_id: bookings.user_id,
  booking_completed: bookings.booking_completed,
  booking_status: bookings.status,
  job_status: jobs.status,
  technician_id: jobs.technician_id,
  technician_name: personName,
  technician_photo: user.image,
};

export type TTimelineRow = Awaited<ReturnType<ReturnType<typeof emergencyTimelineRepository>["byBooking"]>> & {};

// Decision 0158: the emergency timeline's rows (schema/emergency.ts).
export function emergencyTimelineRepository(db: TDb) {
  const read = (executor: TExecutor) =>
    executor
      .select(TIMELINE_COLUMNS)
      .from(emergencyTimelines)
      .innerJoin(bookings, eq(bookings.id, emergencyTimelines.booking_id))
      .leftJoin(jobs, eq(jobs.id, emergencyTimelines.job_id))
      .leftJoin(technicians, eq(technicians.id, jobs.technician_id))
      .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
      .leftJoin(user, eq(user.id, technicians.profile_id));
  return {
    async byBooking(bookingId: string, executor: TExecutor = db) {
      const [row] = await read(executor).where(eq(emergencyTimelines.booking_id, bookingId));
      return row ?? null;
    },
    /** A job's timeline, locked for its move: two taps at once move it once. */
    async byJobForUpdate(tx: TTx, jobId: string) {
      const [row] = await read(tx).where(eq(emergencyTimelines.job_id, jobId)).for("update", { of: emergencyTimelines });
      return row ?? null;
    },
    async byJob(jobId: string) {
      const [row] = await read(db).where(eq(emergencyTimelines.job_id, jobId));
      return row ?? null;
    },
    async setOff(tx: TTx, bookingId: string, at: Date, etaMinutes: number) {
      const [row] = await tx
        .update(emergencyTimelines)
        .set({ set_off_at: at, eta_minutes: etaMinutes })
        .where(and(eq(emergencyTimelines.booking_id, bookingId), isNotNull(emergencyTimelines.assigned_at), isNull(emergencyTimelines.set_off_at)))
        .returning({ booking_id: emergencyTimelines.booking_id });
      return row ?? null;
    },
    /**
     * The emergency's job, locked before its timeline: the order a change of the job takes (its
     * trigger writes the timeline), and the order the invoice issuer takes, so an arrival and the
     * job's billing never both miss the missed-promise credit.
     */
    async lockJob(tx: TTx, jobId: string) {
      await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for("update");
    },
    /** The emergency fee taken for the booking (not given back), in cents. */
    async feePaid(tx: TTx, bookingId: string) {
      const [row] = await tx
        .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
        .from(payments)
        .where(and(eq(payments.booking_id, bookingId), eq(payments.kind, "emergency_fee"), eq(payments.status, "succeeded")));
      return row?.amount ?? 0;
    },
    /** Who is told of the credit: the booking's contact. */
    async contact(tx: TTx, bookingId: string) {
      const [row] = await tx
        .select({ name: bookings.customer_name, email: bookings.customer_email, locale: bookings.locale })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },
    /** Compare-and-set: the missed promise's credit is decided once. Null when it already was. */
    async setFeeCredit(tx: TTx, bookingId: string, amount: number) {
      const [row] = await tx
        .update(emergencyTimelines)
        .set({ fee_credit: amount })
        .where(and(eq(emergencyTimelines.booking_id, bookingId), isNull(emergencyTimelines.fee_credit)))
        .returning({ booking_id: emergencyTimelines.booking_id });
      return row ?? null;
    },
    async arrive(tx: TTx, bookingId: string, at: Date, outcome: { kept: boolean; minutes: number }) {
      const [row] = await tx
        .update(emergencyTimelines)
        .set({ arrived_at: at, promise_kept: outcome.kept, promise_minutes: outcome.minutes })
        .where(and(eq(emergencyTimelines.booking_id, bookingId), isNotNull(emergencyTimelines.set_off_at), isNull(emergencyTimelines.arrived_at)))
        .returning({ booking_id: emergencyTimelines.booking_id });
      return row ?? null;
    },
  };
}

export type TEmergencyTimelineRepository = ReturnType<typeof emergencyTimelineRepository>;
