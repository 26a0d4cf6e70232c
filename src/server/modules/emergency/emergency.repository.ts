import { and, asc, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, emergencyTimelines } from "../../db/schema.ts";
import { promiseDueAt } from "../../../shared/rules/emergency-promise.ts";
import type { TTx } from "../../db/tx.ts";

const EMERGENCY_COLUMNS = {
  id: bookings.id,
  user_id: bookings.user_id,
  customer_email: bookings.customer_email,
  emergency_fee_paid: bookings.emergency_fee_paid,
  booking_completed: bookings.booking_completed,
};

export function emergencyRepository(db: TDb) {
  return {
    async find(id: string) {
      const [row] = await db
        .select(EMERGENCY_COLUMNS)
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.is_emergency, true)));
      return row ?? null;
    },
    /** The fee was taken; the booking now awaits its details. Returns the contact given at payment. */
    async markFeePaid(tx: TTx, id: string, isTest: boolean) {
      const now = new Date();
      const [row] = await tx
        .update(bookings)
        .set({ emergency_fee_paid: true, emergency_payment_date: now, is_test: isTest, updated_at: now })
        .where(and(eq(bookings.id, id), eq(bookings.is_emergency, true), eq(bookings.emergency_fee_paid, false)))
        .returning({ customer_phone: bookings.customer_phone, customer_email: bookings.customer_email, paid_at: bookings.emergency_payment_date });
      return row ?? null;
    },
    /**
     * Decision 0158: the emergency's timeline starts when it is received (its fee paid, or its
     * details sent without one) and gets its job when the job exists: one row per booking.
     */
    async receive(tx: TTx, bookingId: string, receivedAt: Date, jobId: string | null = null) {
      await tx
        .insert(emergencyTimelines)
        .values({ booking_id: bookingId, job_id: jobId, received_at: receivedAt, due_at: promiseDueAt(receivedAt) })
        .onConflictDoUpdate({ target: emergencyTimelines.booking_id, set: { job_id: sql`coalesce(excluded.job_id, ${emergencyTimelines.job_id})` } });
    },
    /** The fee could not be taken: the booking is cancelled. */
    async markFeeFailed(tx: TTx, id: string) {
      await tx
        .update(bookings)
        .set({ status: "cancelled", updated_at: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.is_emergency, true), eq(bookings.emergency_fee_paid, false)));
    },
    /** The paid emergency a browser's resume token names. */
    async resumable(id: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          emergency_payment_date: bookings.emergency_payment_date,
          booking_completed: bookings.booking_completed,
          status: bookings.status,
          customer_phone: bookings.customer_phone,
          customer_email: bookings.customer_email,
        })
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.is_emergency, true), eq(bookings.emergency_fee_paid, true)));
      return row ?? null;
    },
    /** Paid emergencies still without their details, oldest payment first (the most urgent). */
    pendingDetails() {
      return db
        .select({
          id: bookings.id,
          emergency_payment_date: bookings.emergency_payment_date,
          customer_phone: bookings.customer_phone,
          customer_email: bookings.customer_email,
          is_test: bookings.is_test,
        })
        .from(bookings)
        .where(and(eq(bookings.is_emergency, true), eq(bookings.emergency_fee_paid, true), eq(bookings.booking_completed, false)))
        .orderBy(asc(bookings.emergency_payment_date), asc(bookings.id));
    },
    /** Compare-and-set: only a paid booking whose details are still missing can be completed. */
    async complete(tx: TTx, id: string, values: Partial<typeof bookings.$inferInsert>) {
      const [row] = await tx
        .update(bookings)
        .set({ ...values, booking_completed: true, status: "pending", updated_at: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.is_emergency, true), eq(bookings.booking_completed, false)))
        .returning({ id: bookings.id, service_id: bookings.service_id, paid_at: bookings.emergency_payment_date });
      return row ?? null;
    },
  };
}
