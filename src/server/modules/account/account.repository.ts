import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDb } from "../../db/client.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { appointmentDate, appointmentTime, bookingJob, emergencySummary } from "../../db/appointment.ts";
import { ownBookings, ownPayments, type TOwner } from "../../db/ownership.ts";
import { bookings, jobNotes, jobs, payments, profiles, serviceAddOns, serviceReviews, services, technicians } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";
import { bookedServiceNames } from "./service-names.ts";

export type { TOwner };

// Decision 0028: newest first, the id breaking ties; served by indexes ending in (created_at, id).
const BOOKINGS_NEWEST_FIRST: TKeyset = { sort: bookings.created_at, id: bookings.id, direction: "desc" };
const PAYMENTS_NEWEST_FIRST: TKeyset = { sort: payments.created_at, id: payments.id, direction: "desc" };

const technicianProfile = alias(profiles, "technician_profile");
const depositService = alias(services, "deposit_service");
// A step-1 deposit no booking took yet names the service it was paid for (decision 0140).
const paymentService = bookedServiceNames({ name: depositService.name, name_es: depositService.name_es });
// Its name in Spanish too (decision 0177), for a customer reading Spanish.
const bookingService = bookedServiceNames();
const BOOKING_ROW = {
  id: bookings.id,
  service_id: bookings.service_id,
  service_name: bookingService.name,
  service_name_es: bookingService.name_es,
  // Decision 0130: the visit as the job has it (the office may have moved it), else as asked.
  scheduled_date: appointmentDate,
  scheduled_time: appointmentTime,
  full_refund_ended_at: bookings.full_refund_ended_at,
  booking_status: bookings.status,
  job_id: jobs.id,
  job_status: jobs.status,
  technician_name: sql<string | null>`nullif(trim(concat_ws(' ', ${technicianProfile.first_name}, ${technicianProfile.last_name})), '')`,
  service_address: bookings.service_address,
  service_city: bookings.service_city,
  customer_phone: bookings.customer_phone,
  is_emergency: bookings.is_emergency,
  emergency: emergencySummary(bookings.id, appointmentTime),
  rated: sql<boolean>`${serviceReviews.id} is not null`,
  created_at: bookings.created_at,
};

export function accountRepository(db: TDb) {
  // One query for a page of bookings with their job, technician, service and review.
  const bookingRows = <E extends Record<string, SQL>>(where: SQL, executor: TExecutor = db, extra?: E) =>
    executor
      .select({ ...BOOKING_ROW, ...(extra as E) })
      .from(bookings)
      .leftJoin(jobs, bookingJob)
      .leftJoin(technicians, eq(technicians.id, jobs.technician_id))
      .leftJoin(technicianProfile, eq(technicianProfile.id, technicians.profile_id))
      .leftJoin(services, eq(services.id, bookings.service_id))
      .leftJoin(serviceReviews, eq(serviceReviews.booking_id, bookings.id))
      .where(where);

  // The columns of a payment row, with the booking's service for its label.
  const paymentRows = <E extends Record<string, SQL>>(where: SQL, extra?: E) =>
    db
      .select({
        id: payments.id,
        booking_id: payments.booking_id,
        kind: payments.kind,
        amount: payments.amount,
        status: payments.status,
        is_test: payments.is_test,
        service_name: paymentService.name,
        service_name_es: paymentService.name_es,
        returns_at:
          sql<Date | null>`case when ${payments.kind} = 'deposit' and ${payments.booking_id} is null and ${payments.status} = 'succeeded' then ${payments.held_until} end`.mapWith(
            payments.held_until,
          ),
        created_at: payments.created_at,
        ...(extra as E),
      })
      .from(payments)
      .leftJoin(bookings, eq(bookings.id, payments.booking_id))
      .leftJoin(services, eq(services.id, bookings.service_id))
      .leftJoin(depositService, eq(depositService.id, payments.service_id))
      .where(where);

  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** A page of the customer's bookings, newest first, and how many they have in all. */
    async list(owner: TOwner, { cursor, limit }: TPageQuery) {
      // A paid emergency booking without details is shown in the dashboard alert, not here.
      const mine = and(ownBookings(owner), eq(bookings.booking_completed, true));
      const [rows, [{ total }]] = await Promise.all([
        bookingRows(and(mine, afterCursor(BOOKINGS_NEWEST_FIRST, cursor))!, db, { cursor_key: cursorKey(BOOKINGS_NEWEST_FIRST) })
          .orderBy(...keysetOrder(BOOKINGS_NEWEST_FIRST))
          .limit(limit + 1),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(bookings)
          .where(mine),
      ]);
      return { ...toPage(rows, limit), total };
    },

    async one(owner: TOwner, id: string, executor: TExecutor = db) {
      const [row] = await bookingRows(and(eq(bookings.id, id), ownBookings(owner), eq(bookings.booking_completed, true))!, executor).for("update", {
        of: bookings,
      });
      return row ?? null;
    },

    async amounts(id: string) {
      const [row] = await db
        .select({
          estimated_hours: bookings.estimated_hours,
          notes: bookings.notes,
          add_on_ids: bookings.add_on_ids,
          subtotal: bookings.subtotal,
          discount_amount: bookings.discount_amount,
          initial_payment_amount: bookings.initial_payment_amount,
          initial_payment_status: bookings.initial_payment_status,
          is_test: bookings.is_test,
        })
        .from(bookings)
        .where(eq(bookings.id, id));
      const [addOns, paid] = await Promise.all([
        row.add_on_ids.length
          ? db.select({ name: serviceAddOns.name, price: serviceAddOns.price }).from(serviceAddOns).where(inArray(serviceAddOns.id, row.add_on_ids))
          : [],
        paymentRows(eq(payments.booking_id, id)).orderBy(desc(payments.created_at), desc(payments.id)).limit(50),
      ]);
      return { ...row, add_ons: addOns, payments: paid };
    },

    /** The customer notes on a booking's job (is_internal false), newest first; internal notes are staff-only. */
    customerNotes(jobId: string) {
      return db
        .select({ id: jobNotes.id, body: jobNotes.body, created_at: jobNotes.created_at })
        .from(jobNotes)
        .where(and(eq(jobNotes.job_id, jobId), eq(jobNotes.is_internal, false)))
        .orderBy(desc(jobNotes.created_at), desc(jobNotes.id))
        .limit(50);
    },

    /** A page of the customer's payments (theirs, or for one of their bookings), newest first. */
    async payments(owner: TOwner, { cursor, limit }: TPageQuery) {
      const [rows, [{ total }]] = await Promise.all([
        paymentRows(and(ownPayments(owner), afterCursor(PAYMENTS_NEWEST_FIRST, cursor))!, { cursor_key: cursorKey(PAYMENTS_NEWEST_FIRST) })
          .orderBy(...keysetOrder(PAYMENTS_NEWEST_FIRST))
          .limit(limit + 1),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(payments)
          .leftJoin(bookings, eq(bookings.id, payments.booking_id))
          .where(ownPayments(owner)),
      ]);
      return { ...toPage(rows, limit), total };
    },

    reschedule(tx: TTx, id: string, date: string, time: string) {
      return tx.update(bookings).set({ scheduled_date: date, scheduled_time: time, updated_at: new Date() }).where(eq(bookings.id, id));
    },

    /** Compare-and-set: only a booking still pending is cancelled (its job by the jobs service). */
    async cancel(tx: TTx, id: string) {
      const [booking] = await tx
        .update(bookings)
        .set({ status: "cancelled", updated_at: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.status, "pending")))
        .returning({ id: bookings.id });
      return Boolean(booking);
    },

    /** The deposit a booking paid, and its payment, as the cancel's refund needs them. */
    async deposit(tx: TTx, id: string) {
      const [row] = await tx
        .select({
          amount: bookings.initial_payment_amount,
          status: bookings.initial_payment_status,
          is_test: bookings.is_test,
          user_id: bookings.user_id,
          payment_id: payments.id,
          provider_reference: payments.provider_reference,
        })
        .from(bookings)
        .leftJoin(payments, and(eq(payments.booking_id, bookings.id), eq(payments.kind, "deposit")))
        .where(eq(bookings.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The name the customer gave when booking, which their review of it is signed with. */
    async bookedName(id: string, executor: TExecutor = db) {
      const [row] = await executor.select({ name: bookings.customer_name }).from(bookings).where(eq(bookings.id, id));
      return row?.name.trim() || null;
    },

    /** The refund row, and the deposit and booking marked refunded, in the cancel's transaction. */
    /** A verified review tied to its booking (unique); the service's average follows in the database (migration 0001). */
    async addReview(tx: TTx, review: typeof serviceReviews.$inferInsert) {
      const [created] = await tx
        .insert(serviceReviews)
        .values(review)
        .onConflictDoNothing({ target: serviceReviews.booking_id })
        .returning({ id: serviceReviews.id });
      return created?.id ?? null;
    },
  };
}

export type TAccountRepository = ReturnType<typeof accountRepository>;
