import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { appointmentDate, appointmentLive, appointmentTime, bookingJob } from "../../db/appointment.ts";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { bookings, jobs, payments, serviceAddOns, services, technicians } from "../../db/schema.ts";

/** Who a booking's customer is, for the first-booking discount: e-mails as `emailKey` reads them. */
export type TCustomerKeys = { emails: string[]; phone: string | null; userId: string | null };

// The columns every booking reply is built from.
export const BOOKING_REPLY_COLUMNS = {
  id: bookings.id,
  service_id: bookings.service_id,
  status: bookings.status,
  scheduled_date: bookings.scheduled_date,
  scheduled_time: bookings.scheduled_time,
  estimated_hours: bookings.estimated_hours,
  is_test: bookings.is_test,
  subtotal: bookings.subtotal,
  discount_amount: bookings.discount_amount,
  initial_payment_amount: bookings.initial_payment_amount,
};

/** Rows whose e-mail is one of `emails` as `emailKey` reads it (any case, no +tag). */
function sameEmailKey(emails: string[], column: AnyPgColumn) {
  return emails.length ? sql`regexp_replace(btrim(lower(${column})), '^([^@+]*)\\+[^@]*@', '\\1@') in ${emails}` : sql`false`;
}

/** Rows of one customer (decision 0116): the same e-mail key, phone key or account. */
function sameCustomer(keys: TCustomerKeys, table: { customer_email: AnyPgColumn; customer_phone: AnyPgColumn; user_id: AnyPgColumn }) {
  const sameEmail = sameEmailKey(keys.emails, table.customer_email);
  const samePhone = keys.phone ? sql`right(regexp_replace(${table.customer_phone}, '\\D', '', 'g'), 10) = ${keys.phone}` : sql`false`;
  const sameAccount = keys.userId ? eq(table.user_id, keys.userId) : sql`false`;
  return or(sameEmail, samePhone, sameAccount);
}

export function bookingsRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    async serviceForBooking(serviceId: string) {
      const [service] = await db
        .select({
          id: services.id,
          name: services.name,
          // The customer's mails name the service in their language (decision 0177).
          name_es: services.name_es,
          base_price: services.base_price,
          pricing_type: services.pricing_type,
          min_hours: services.min_hours,
          estimated_duration_minutes: services.estimated_duration_minutes,
          category: services.category,
        })
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.is_active, true)));
      return service ?? null;
    },

    /** What a service's slots depend on (decision 0152): its category and length; active or not, as a booking of it may be moved. */
    async serviceForSlots(serviceId: string, executor: TExecutor = db) {
      const [service] = await executor
        .select({
          category: services.category,
          pricing_type: services.pricing_type,
          min_hours: services.min_hours,
          estimated_duration_minutes: services.estimated_duration_minutes,
        })
        .from(services)
        .where(eq(services.id, serviceId));
      return service ?? null;
    },

    addOnsOf(serviceId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: serviceAddOns.id, name: serviceAddOns.name, price: serviceAddOns.price })
        .from(serviceAddOns)
        .where(and(eq(serviceAddOns.service_id, serviceId), inArray(serviceAddOns.id, ids)));
    },

    async activeTechnicianCount(executor: TExecutor = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(technicians)
        .where(eq(technicians.is_active, true));
      return row.n;
    },

    /**
     * Live regular bookings per slot of a day, each counted in its appointment's slot (the job's
     * once the office has dated it, decision 0130); cancelled ones free their place. Two halves,
     * each read by an index on the day (bookings_slot_idx, jobs_day_idx): the requests no job
     * has dated, and the jobs of bookings dated that day.
     */
    async bookedPerSlot(date: string, executor: TExecutor = db) {
      const regular = and(eq(bookings.is_emergency, false), appointmentLive);
      const requested = executor
        .select({ time: appointmentTime.as("time") })
        .from(bookings)
        .leftJoin(jobs, bookingJob)
        .where(and(eq(bookings.scheduled_date, date), isNull(jobs.scheduled_date), regular));
      const dated = executor
        .select({ time: appointmentTime.as("time") })
        .from(jobs)
        .innerJoin(bookings, bookingJob)
        .where(and(eq(jobs.scheduled_date, date), regular));
      const slots = requested.unionAll(dated).as("slots");
      const rows = await executor
        .select({ time: slots.time, n: sql<number>`count(*)::int` })
        .from(slots)
        .groupBy(slots.time);
      return new Map(rows.map((row) => [row.time, row.n]));
    },

    /**
     * Decision 0152: the work of a day no technician holds yet, each with its category: regular
     * bookings asked for that day that no job has dated (bookings_slot_idx), and the day's open
     * jobs with no technician (jobs_day_idx). `except` leaves out one booking (the one being moved).
     */
    async unassignedOn(date: string, executor: TExecutor = db, except: string | null = null) {
      const notThis = except ? sql`${bookings.id} <> ${except}` : sql`true`;
      const requested = executor
        .select({
          scheduled_time: sql<string | null>`${bookings.scheduled_time}`,
          // A flat service's booking has no hours of its own: it lasts the service's duration, as its job will.
          estimated_hours: sql<number | null>`coalesce(${bookings.estimated_hours}::float8, ${services.estimated_duration_minutes} / 60.0::float8)`,
          category: services.category,
        })
        .from(bookings)
        .leftJoin(jobs, bookingJob)
        .leftJoin(services, eq(services.id, bookings.service_id))
        .where(and(eq(bookings.scheduled_date, date), isNull(jobs.scheduled_date), eq(bookings.is_emergency, false), appointmentLive, notThis));
      const open = executor
        .select({ scheduled_time: jobs.scheduled_time, estimated_hours: sql<number | null>`${jobs.estimated_hours}::float8`, category: services.category })
        .from(jobs)
        .leftJoin(services, eq(services.id, jobs.service_id))
        .where(
          and(
            eq(jobs.scheduled_date, date),
            isNull(jobs.technician_id),
            sql`${jobs.status} not in ('cancelled', 'completed')`,
            except ? sql`${jobs.booking_id} is distinct from ${except}` : sql`true`,
          ),
        );
      return requested.unionAll(open);
    },

    /** Decision 0152: serialises the bookings of one day, whose technicians' time they share. Taken before any slot lock. */
    lockDay(tx: TTx, date: string) {
      return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`day:${date}`}))`);
    },

    /** Serialises bookings of one slot until the transaction ends: the capacity check holds. */
    lockSlot(tx: TTx, date: string, time: string) {
      return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot:${date}:${time}`}))`);
    },

    /** Serialises the bookings of one customer (by e-mail, then phone) so two first bookings cannot both be first. */
    /**
     * One customer's bookings wait for each other. The locks are taken in one order (e-mails
     * sorted, then the phone, then the account), so two bookings never wait on each other.
     */
    async lockCustomer(tx: TTx, keys: TCustomerKeys) {
      const names = [
        ...[...keys.emails].sort().map((email) => `customer:${email}`),
        ...(keys.phone ? [`customer-phone:${keys.phone}`] : []),
        ...(keys.userId ? [`customer-user:${keys.userId}`] : []),
      ];
      for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    },

    /**
     * A first booking has no earlier live booking (any kind, cancelled neither by the
     * customer nor by the office through its job, decision 0130) with the
     * same e-mail (as `emailKey` reads it: any case, no +tag), the same phone (its last 10 digits,
     * as `phoneKey` reads it), or made by the same signed-in account; nor a step-1 deposit that
     * was given the discount and is still held for a booking (decision 0140), so two deposits
     * paid in two tabs get one discount.
     */
    async isFirstBooking(keys: TCustomerKeys, executor: TExecutor = db) {
      const [booked] = await executor
        .select({ id: bookings.id })
        .from(bookings)
        .leftJoin(jobs, bookingJob)
        .where(and(appointmentLive, sameCustomer(keys, bookings)))
        .limit(1);
      if (booked) return false;
      const [held] = await executor
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.kind, "deposit"),
            isNull(payments.booking_id),
            inArray(payments.status, ["pending", "succeeded"]),
            gt(payments.discount_percent, 0),
            sameCustomer(keys, payments),
          ),
        )
        .limit(1);
      return !held;
    },

    /**
     * The customer's live regular booking of this service in this slot, if any: the same account,
     * or the same e-mail (as `emailKey` reads it), at the visit's own date and time (decision 0130).
     */
    async liveDuplicate(tx: TTx, input: { emails: string[]; userId: string | null; serviceId: string; date: string; time: string }) {
      const sameEmail = sameEmailKey(input.emails, bookings.customer_email);
      const sameAccount = input.userId ? eq(bookings.user_id, input.userId) : sql`false`;
      const [row] = await tx
        .select({ id: bookings.id, date: appointmentDate, time: appointmentTime })
        .from(bookings)
        .leftJoin(jobs, bookingJob)
        .where(
          and(
            eq(bookings.is_emergency, false),
            eq(bookings.service_id, input.serviceId),
            appointmentLive,
            or(sameEmail, sameAccount),
            sql`${appointmentDate} = ${input.date}`,
            sql`${appointmentTime} = ${input.time}`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    insertBooking(tx: TTx, values: typeof bookings.$inferInsert) {
      return tx.insert(bookings).values(values).returning(BOOKING_REPLY_COLUMNS);
    },

    insertPayment(tx: TTx, values: typeof payments.$inferInsert) {
      return tx.insert(payments).values(values);
    },

    /** The deposit was taken. */
    async markDepositPaid(tx: TTx, id: string, isTest: boolean) {
      await tx
        .update(bookings)
        .set({ initial_payment_status: "paid", initial_payment_date: new Date(), is_test: isTest, updated_at: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.initial_payment_status, "pending")));
    },

    /** The deposit could not be taken: the booking is cancelled, which frees its place. */
    async markDepositFailed(tx: TTx, id: string) {
      await tx
        .update(bookings)
        .set({ initial_payment_status: "failed", status: "cancelled", updated_at: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.initial_payment_status, "pending")));
    },

    /** Decision 0105: a booking whose deposit the sweep found taken, as it is confirmed, with its service. */
    async toConfirm(tx: TTx, id: string) {
      const [row] = await tx
        .select({
          booking: {
            ...BOOKING_REPLY_COLUMNS,
            customer_name: bookings.customer_name,
            customer_email: bookings.customer_email,
            customer_phone: bookings.customer_phone,
            service_address: bookings.service_address,
            service_city: bookings.service_city,
            service_state: bookings.service_state,
            service_zip: bookings.service_zip,
            notes: bookings.notes,
          },
          service: { id: services.id, name: services.name, estimated_duration_minutes: services.estimated_duration_minutes },
        })
        .from(bookings)
        .innerJoin(services, eq(services.id, bookings.service_id))
        .where(and(eq(bookings.id, id), eq(bookings.is_emergency, false)));
      return row ?? null;
    },

    async summary(id: string) {
      const [row] = await db
        .select({
          ...BOOKING_REPLY_COLUMNS,
          initial_payment_status: bookings.initial_payment_status,
          add_on_ids: bookings.add_on_ids,
          created_at: bookings.created_at,
          service_name: services.name,
          pricing_type: services.pricing_type,
        })
        .from(bookings)
        .leftJoin(services, eq(services.id, bookings.service_id))
        .where(and(eq(bookings.id, id), eq(bookings.is_emergency, false)));
      if (!row) return null;
      const addOns = row.add_on_ids.length
        ? await db.select({ name: serviceAddOns.name, price: serviceAddOns.price }).from(serviceAddOns).where(inArray(serviceAddOns.id, row.add_on_ids))
        : [];
      return { ...row, add_ons: addOns };
    },
  };
}

export type TBookingsRepository = ReturnType<typeof bookingsRepository>;
