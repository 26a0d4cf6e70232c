import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, customers, emergencyTimelines, invoices, jobs, rateLimitHits, scheduledSends, serviceReviews } from "../../db/schema.ts";
import type { TTx } from "../../db/tx.ts";
import type { TReachedSteps } from "../../../shared/rules/emergency-escalation.ts";
import { jobLedgerReaderOn, type TReadJobLedger } from "../ledger/job-ledger.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";

/**
 * Decision 0075: claims (task, subject) for this transaction. True the first time only: a second
 * process, a retry or a restart finds the row (or waits on it, then finds it) and does nothing,
 * and a rollback frees it with the work it guarded.
 */
export async function claimOnce(tx: TTx, task: string, subject: string): Promise<boolean> {
  const rows = await tx.insert(scheduledSends).values({ task, subject }).onConflictDoNothing().returning({ task: scheduledSends.task });
  return rows.length > 0;
}

/** An emergency still short of its technician's arrival, as the escalations read it. */
export type TOpenEmergency = {
  id: string;
  customer_name: string;
  customer_phone: string;
  service_city: string | null;
  job_id: string | null;
  received_at: Date;
  reached: TReachedSteps;
};

// The sweeps' reads: each one indexed and bounded by a window of time.
export function scheduledRepository(db: TDb, readLedger: TReadJobLedger = jobLedgerReaderOn(db)) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** Jobs of a day still to be done, with their customer (jobs_day_idx). */
    jobsOn(date: string) {
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          scheduled_date: jobs.scheduled_date,
          scheduled_time: jobs.scheduled_time,
          service_address: jobs.service_address,
          customer_name: customers.first_name,
          customer_email: customers.email,
          // The language the customer booked in; a visit the office booked is in English.
          locale: sql<TLocale>`coalesce(${bookings.locale}, 'en')`,
        })
        .from(jobs)
        .innerJoin(customers, eq(customers.id, jobs.customer_id))
        .leftJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(and(eq(jobs.scheduled_date, date), inArray(jobs.status, ["pending", "scheduled"])));
    },

    /**
     * Emergencies received between `since` and `before` that nobody has reached yet and that are
     * still wanted (neither the booking nor its job cancelled, the job not completed): those with a
     * timeline (emergency_timelines_open_idx), and paid ones without one (bookings_paid_emergency_idx).
     * A job started or completed counts as arrived, whether or not the technician tapped Arrived.
     */
    async openEmergencies(since: Date, before: Date): Promise<TOpenEmergency[]> {
      const columns = {
        id: bookings.id,
        customer_name: bookings.customer_name,
        customer_phone: bookings.customer_phone,
        service_city: sql<string | null>`coalesce(${jobs.service_city}, ${bookings.service_city})`,
        job_id: jobs.id,
        technician_id: jobs.technician_id,
        job_started: sql<boolean>`coalesce(${jobs.status} in ('in_progress', 'completed'), false)`,
      };
      const stillWanted = sql`${bookings.is_emergency} and ${bookings.status} <> 'cancelled' and (${jobs.id} is null or ${jobs.status} not in ('cancelled', 'completed'))`;
      const [timed, untimed] = await Promise.all([
        db
          .select({
            ...columns,
            received_at: emergencyTimelines.received_at,
            assigned_at: emergencyTimelines.assigned_at,
            set_off_at: emergencyTimelines.set_off_at,
          })
          .from(emergencyTimelines)
          .innerJoin(bookings, eq(bookings.id, emergencyTimelines.booking_id))
          .leftJoin(jobs, eq(jobs.booking_id, bookings.id))
          .where(
            and(isNull(emergencyTimelines.arrived_at), gte(emergencyTimelines.received_at, since), lte(emergencyTimelines.received_at, before), stillWanted),
          ),
        db
          .select({ ...columns, paid_at: bookings.emergency_payment_date })
          .from(bookings)
          .leftJoin(jobs, eq(jobs.booking_id, bookings.id))
          .where(
            and(
              sql`${bookings.is_emergency} and ${bookings.emergency_fee_paid} and ${bookings.status} <> 'cancelled'`,
              gte(bookings.emergency_payment_date, since),
              lte(bookings.emergency_payment_date, before),
              stillWanted,
              sql`not exists (select 1 from ${emergencyTimelines} t where t.booking_id = ${bookings.id})`,
            ),
          ),
      ]);
      const contact = (row: (typeof timed)[number] | (typeof untimed)[number]) => ({
        id: row.id,
        customer_name: row.customer_name,
        customer_phone: row.customer_phone,
        service_city: row.service_city,
        job_id: row.job_id,
      });
      return [
        ...timed.map((row) => ({
          ...contact(row),
          received_at: row.received_at,
          reached: { assigned: row.assigned_at !== null || row.job_started, set_off: row.set_off_at !== null || row.job_started, arrived: row.job_started },
        })),
        // Without a timeline only the job tells: a technician on it is assigned, a start is the arrival.
        ...untimed.map((row) => ({
          ...contact(row),
          received_at: row.paid_at!,
          reached: { assigned: row.technician_id !== null || row.job_started, set_off: row.job_started, arrived: row.job_started },
        })),
      ];
    },

    /** Booked jobs completed in the window whose booking has no review yet (jobs_completed_at_idx). */
    completedUnreviewed(since: Date, before: Date) {
      return db
        .select({
          job_id: jobs.id,
          title: jobs.title,
          booking_id: bookings.id,
          customer_name: bookings.customer_name,
          customer_email: bookings.customer_email,
          locale: bookings.locale,
        })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(
          and(
            eq(jobs.status, "completed"),
            isNotNull(jobs.completed_at),
            gte(jobs.completed_at, since),
            lte(jobs.completed_at, before),
            sql`not exists (select 1 from ${serviceReviews} r where r.booking_id = ${bookings.id})`,
          ),
        );
    },

    /**
     * Unpaid invoices with a balance, issued between `since` and `before` (the unpaid ones are
     * few: invoices_unpaid_idx keeps them apart from the paid). The balance is what the invoice's
     * page shows, from its job's ledger (decision 0141): after part payments and refunds.
     */
    async unpaidInvoices(since: Date, before: Date) {
      const rows = await db
        .select({
          id: invoices.id,
          number: invoices.number,
          issued_at: invoices.issued_at,
          job_title: invoices.job_title,
          customer_name: invoices.customer_name,
          customer_email: invoices.customer_email,
          is_test: invoices.is_test,
          booking_locale: bookings.locale,
        })
        .from(invoices)
        .leftJoin(bookings, eq(bookings.id, invoices.booking_id))
        .where(and(isNull(invoices.paid_at), isNull(invoices.voided_at), gte(invoices.issued_at, since), lte(invoices.issued_at, before)));
      const ledgers = await readLedger.many(
        "invoiceId",
        rows.map((row) => row.id),
      );
      return rows.flatMap((row) => {
        const ledger = ledgers.get(row.id)?.ledger;
        return ledger && ledger.due > 0 ? [{ ...row, total: ledger.total, balance: ledger.due }] : [];
      });
    },

    /** Forgets what no stream and no limit needs any more. */
    async prune(liveBefore: Date, now: Date) {
      await db.execute(sql`delete from live_events where created_at < ${liveBefore}`);
      await db.delete(rateLimitHits).where(lte(rateLimitHits.window_ends_at, now));
    },
  };
}

export type TScheduledRepository = ReturnType<typeof scheduledRepository>;
