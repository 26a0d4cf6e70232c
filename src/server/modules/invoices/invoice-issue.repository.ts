import { and, asc, desc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { bookings, customers, estimates, invoiceCounter, invoices, jobs, payments } from "../../db/schema.ts";
import type { TTx } from "../../db/tx.ts";

// The SQL of issuing invoices (decision 0059). Every function runs in the transaction
// that completes the jobs, so the invoices are written with the completion or not at all.

/** A job that may get an invoice now: completed, with none yet. Locked until the transaction ends. */
async function lockJobsToBill(tx: TTx, jobIds: readonly string[]) {
  return (
    tx
      .select({
        id: jobs.id,
        title: jobs.title,
        total_amount: jobs.total_amount,
        booking_id: jobs.booking_id,
        service_address: jobs.service_address,
        service_city: jobs.service_city,
        service_state: jobs.service_state,
        service_zip: jobs.service_zip,
        customer_id: customers.id,
        customer_name: customers.full_name,
        customer_email: customers.email,
        customer_phone: customers.phone,
        booking_is_test: bookings.is_test,
      })
      .from(jobs)
      .innerJoin(customers, eq(customers.id, jobs.customer_id))
      .leftJoin(bookings, eq(bookings.id, jobs.booking_id))
      .where(
        and(
          inArray(jobs.id, [...jobIds]),
          eq(jobs.status, "completed"),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(invoices)
              // A void invoice bills nothing (decision 0143): its job may be billed again.
              .where(and(eq(invoices.job_id, jobs.id), isNull(invoices.voided_at))),
          ),
        ),
      )
      // Numbers follow the order the jobs were completed in (ties by id), so a bulk completion numbers predictably.
      .orderBy(asc(jobs.completed_at), asc(jobs.id))
      .for("update", { of: jobs })
  );
}

export type TJobToBill = Awaited<ReturnType<typeof lockJobsToBill>>[number];

/**
 * The estimate each job is billed from: its newest *approved* one (decision 0069). A
 * draft, an estimate still awaiting the customer, or a declined one bills nothing; without an
 * approved estimate the job is billed its amount.
 */
async function billedEstimates(tx: TTx, jobIds: readonly string[]) {
  if (jobIds.length === 0) return new Map<string, TBilledEstimate>();
  const rows = await tx
    .selectDistinctOn([estimates.job_id], {
      id: estimates.id,
      job_id: estimates.job_id,
      items: estimates.items,
      labor_rate: estimates.labor_rate,
      estimated_hours: estimates.estimated_hours,
      discount_percent: estimates.discount_percent,
      discount: estimates.discount,
    })
    .from(estimates)
    .where(and(inArray(estimates.job_id, [...jobIds]), eq(estimates.status, "approved")))
    .orderBy(estimates.job_id, desc(estimates.created_at), desc(estimates.id));
  return new Map(rows.map((row) => [row.job_id!, row]));
}

export type TBilledEstimate = {
  id: string;
  items: { description: string; quantity: number; rate: number }[];
  labor_rate: number;
  estimated_hours: number;
  /** The first-booking discount it carried (decision 0181): billed as a line of its own. */
  discount_percent: number;
  discount: number;
};

/** The deposit-side payments of these bookings (deposits, emergency fees, refunds), any status. */
async function bookingPayments(tx: TTx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return tx
    .select({ booking_id: payments.booking_id, kind: payments.kind, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(and(inArray(payments.booking_id, [...bookingIds]), inArray(payments.kind, ["deposit", "emergency_fee", "refund"])));
}

/**
 * Takes the next `count` invoice numbers and returns the first. The counter row stays locked
 * until the transaction ends: a concurrent issuer waits, and a rollback gives the numbers back
 * (decision 0059). Every caller has locked its jobs before it gets here, so the counter is always
 * the last lock taken and two issuers cannot deadlock on it.
 */
async function takeInvoiceNumbers(tx: TTx, count: number) {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, last_number: count })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { last_number: sql`${invoiceCounter.last_number} + ${count}` } })
    .returning({ last: invoiceCounter.last_number });
  return row.last - count + 1;
}

async function insertInvoices(tx: TTx, rows: (typeof invoices.$inferInsert)[]) {
  return tx
    .insert(invoices)
    .values(rows)
    .returning({ id: invoices.id, number: invoices.number, job_id: invoices.job_id, total: invoices.total, balance: invoices.balance });
}

export const invoiceIssueRepository = { lockJobsToBill, billedEstimates, bookingPayments, takeInvoiceNumbers, insertInvoices };
