import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, estimates, invoices, jobs, payments, serviceAddOns, services } from "../../db/schema.ts";
import type { TExecutor } from "../../db/tx.ts";

// What the ledger of one job is computed from (decision 0135): the booking's price lines, the
// newest approved estimate, the issued invoice, and every payment and refund against them.

export type TLedgerKey = { jobId: string } | { bookingId: string } | { invoiceId: string };

async function anchor(executor: TExecutor, key: TLedgerKey) {
  // The job, its booking and its invoice, found from whichever of the three the caller holds.
  const where: SQL = "jobId" in key ? eq(jobs.id, key.jobId) : "bookingId" in key ? eq(bookings.id, key.bookingId) : eq(invoices.id, key.invoiceId);
  const base =
    "bookingId" in key
      ? executor
          .select({ job_id: jobs.id, booking_id: bookings.id, invoice_id: invoices.id })
          .from(bookings)
          .leftJoin(jobs, eq(jobs.booking_id, bookings.id))
          .leftJoin(invoices, or(eq(invoices.job_id, jobs.id), eq(invoices.booking_id, bookings.id)))
      : "jobId" in key
        ? executor
            .select({ job_id: jobs.id, booking_id: jobs.booking_id, invoice_id: invoices.id })
            .from(jobs)
            .leftJoin(bookings, eq(bookings.id, jobs.booking_id))
            .leftJoin(invoices, eq(invoices.job_id, jobs.id))
        : executor
            .select({ job_id: invoices.job_id, booking_id: invoices.booking_id, invoice_id: invoices.id })
            .from(invoices)
            .leftJoin(jobs, eq(jobs.id, invoices.job_id))
            .leftJoin(bookings, eq(bookings.id, invoices.booking_id));
  const [row] = await base.where(where).limit(1);
  return row ?? null;
}

export function jobLedgerRepository(db: TDb) {
  return {
    /** Everything the ledger needs; null when the key names nothing. */
    async sources(key: TLedgerKey, executor: TExecutor = db) {
      const ids = await anchor(executor, key);
      if (!ids) return null;
      const { job_id: jobId, booking_id: bookingId, invoice_id: invoiceId } = ids;
      // In turn, not in parallel: inside a transaction one connection runs one statement at a time.
      const [job] = jobId
        ? await executor.select({ title: jobs.title, amount: jobs.total_amount, status: jobs.status }).from(jobs).where(eq(jobs.id, jobId))
        : [];
      const [booking] = bookingId
        ? await executor
            .select({
              service_name: services.name,
              subtotal: bookings.subtotal,
              discount: bookings.discount_amount,
              add_on_ids: bookings.add_on_ids,
              status: bookings.status,
              is_emergency: bookings.is_emergency,
              emergency_fee_amount: bookings.emergency_fee_amount,
            })
            .from(bookings)
            .leftJoin(services, eq(services.id, bookings.service_id))
            .where(eq(bookings.id, bookingId))
        : [];
      const [invoice] = invoiceId
        ? await executor.select({ lines: invoices.lines, tax_rate_percent: invoices.tax_rate_percent }).from(invoices).where(eq(invoices.id, invoiceId))
        : [];
      const [estimate] = jobId
        ? await executor
            .select({ items: estimates.items, labor_rate: estimates.labor_rate, estimated_hours: estimates.estimated_hours })
            .from(estimates)
            .where(and(eq(estimates.job_id, jobId), eq(estimates.status, "approved")))
            .orderBy(desc(estimates.created_at), desc(estimates.id))
            .limit(1)
        : [];
      const entries = await executor
        .select({ kind: payments.kind, amount: payments.amount, status: payments.status })
        .from(payments)
        .where(or(bookingId ? eq(payments.booking_id, bookingId) : undefined, invoiceId ? eq(payments.invoice_id, invoiceId) : undefined) ?? sql`false`);
      const addOns =
        booking && booking.add_on_ids.length > 0
          ? await executor
              .select({ name: serviceAddOns.name, price: serviceAddOns.price })
              .from(serviceAddOns)
              .where(inArray(serviceAddOns.id, booking.add_on_ids))
          : [];
      return { jobId, bookingId, invoiceId, job: job ?? null, booking: booking ?? null, addOns, invoice: invoice ?? null, estimate: estimate ?? null, entries };
    },
  };
}

export type TJobLedgerRepository = ReturnType<typeof jobLedgerRepository>;
export type TLedgerSources = NonNullable<Awaited<ReturnType<TJobLedgerRepository["sources"]>>>;
