import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, creditNotes, estimates, invoices, jobs, payments, serviceAddOns, services } from "../../db/schema.ts";
import type { TExecutor } from "../../db/tx.ts";
import type { TBillableEstimate, TInvoiceLine } from "../../../shared/rules/invoice.ts";

// What the ledger of a job is computed from (decision 0135): the booking's price lines, the
// newest approved estimate, the issued invoice and its credit notes, and every payment and refund against them.
//
// One job or a whole page of them is read the same way (decision 0141): a fixed handful of
// queries whatever the number of keys, never one per row, so a list's figures and a detail's come
// from the same rows through the same code.

export type TLedgerKey = { jobId: string } | { bookingId: string } | { invoiceId: string };
export type TLedgerKeyKind = "jobId" | "bookingId" | "invoiceId";

type TAnchor = { key: string; job_id: string | null; booking_id: string | null; invoice_id: string | null };

/** A void invoice bills nothing (decision 0143): a job's or a booking's invoice is its live one. */
const liveInvoice = isNull(invoices.voided_at);

/**
 * The job, its booking and its invoice of each key, found from whichever of the three the caller
 * holds. From an invoice's id it is that invoice, void or not: its own page shows what it billed.
 */
async function anchors(executor: TExecutor, kind: TLedgerKeyKind, ids: string[]): Promise<TAnchor[]> {
  const rows =
    kind === "bookingId"
      ? await executor
          .select({ key: bookings.id, job_id: jobs.id, booking_id: bookings.id, invoice_id: invoices.id })
          .from(bookings)
          .leftJoin(jobs, eq(jobs.booking_id, bookings.id))
          .leftJoin(invoices, and(or(eq(invoices.job_id, jobs.id), eq(invoices.booking_id, bookings.id)), liveInvoice))
          .where(inArray(bookings.id, ids))
      : kind === "jobId"
        ? await executor
            .select({ key: jobs.id, job_id: jobs.id, booking_id: jobs.booking_id, invoice_id: invoices.id })
            .from(jobs)
            .leftJoin(invoices, and(eq(invoices.job_id, jobs.id), liveInvoice))
            .where(inArray(jobs.id, ids))
        : await executor
            .select({ key: invoices.id, job_id: invoices.job_id, booking_id: invoices.booking_id, invoice_id: invoices.id })
            .from(invoices)
            .where(inArray(invoices.id, ids));
  // One anchor a key: a booking joined to two rows keeps the first, as a single read always did.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.key) && Boolean(seen.add(row.key)));
}

const present = <T>(values: (T | null)[]) => [...new Set(values.filter((value): value is T => value !== null))];
const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T): Omit<T, "id"> => rest;
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

export function jobLedgerRepository(db: TDb) {
  /** Everything the ledger needs, for each key that names something (keyed by that id). */
  async function sourcesMany(kind: TLedgerKeyKind, keys: readonly string[], executor: TExecutor = db) {
    const ids = [...new Set(keys)];
    if (ids.length === 0) return new Map<string, TLedgerSources>();
    const found = await anchors(executor, kind, ids);
    const jobIds = present(found.map((row) => row.job_id));
    const bookingIds = present(found.map((row) => row.booking_id));
    const invoiceIds = present(found.map((row) => row.invoice_id));
    // In turn, not in parallel: inside a transaction one connection runs one statement at a time.
    const jobRows = jobIds.length
      ? await executor.select({ id: jobs.id, title: jobs.title, amount: jobs.total_amount, status: jobs.status }).from(jobs).where(inArray(jobs.id, jobIds))
      : [];
    const bookingRows = bookingIds.length
      ? await executor
          .select({
            id: bookings.id,
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
          .where(inArray(bookings.id, bookingIds))
      : [];
    const invoiceRows = invoiceIds.length
      ? await executor
          .select({
            id: invoices.id,
            lines: invoices.lines,
            tax_rate_percent: invoices.tax_rate_percent,
            // Its credit notes added up (decision 0138), in the same query: no extra round trip a page.
            // Qualified by hand: in a one-table select Drizzle writes bare column names, which the subquery's table would shadow.
            credited: sql<number>`(select coalesce(sum(cn.amount), 0)::int from ${creditNotes} cn where cn.invoice_id = "invoices"."id")`,
          })
          .from(invoices)
          .where(inArray(invoices.id, invoiceIds))
      : [];
    // The newest approved estimate of each job.
    const estimateRows = jobIds.length
      ? await executor
          .selectDistinctOn([estimates.job_id], {
            job_id: estimates.job_id,
            items: estimates.items,
            labor_rate: estimates.labor_rate,
            estimated_hours: estimates.estimated_hours,
            discount: estimates.discount,
          })
          .from(estimates)
          .where(and(inArray(estimates.job_id, jobIds), eq(estimates.status, "approved")))
          .orderBy(estimates.job_id, sql`${estimates.created_at} desc`, sql`${estimates.id} desc`)
      : [];
    // Every invoice of each job, void ones too: a payment made against a voided invoice is still the job's.
    const jobInvoiceRows = jobIds.length
      ? await executor.select({ id: invoices.id, job_id: invoices.job_id }).from(invoices).where(inArray(invoices.job_id, jobIds))
      : [];
    const invoicesOfJob = new Map<string, Set<string>>();
    for (const row of jobInvoiceRows) {
      const set = invoicesOfJob.get(row.job_id!) ?? new Set<string>();
      invoicesOfJob.set(row.job_id!, set.add(row.id));
    }
    const paidInvoiceIds = present([...invoiceIds, ...jobInvoiceRows.map((row) => row.id)]);
    const conditions: SQL[] = [];
    if (bookingIds.length) conditions.push(inArray(payments.booking_id, bookingIds));
    if (paidInvoiceIds.length) conditions.push(inArray(payments.invoice_id, paidInvoiceIds));
    const entryRows = conditions.length
      ? await executor
          .select({ booking_id: payments.booking_id, invoice_id: payments.invoice_id, kind: payments.kind, amount: payments.amount, status: payments.status })
          .from(payments)
          .where(or(...conditions))
      : [];
    const addOnIds = [...new Set(bookingRows.flatMap((row) => row.add_on_ids))];
    const addOnRows = addOnIds.length
      ? await executor
          .select({ id: serviceAddOns.id, name: serviceAddOns.name, price: serviceAddOns.price })
          .from(serviceAddOns)
          .where(inArray(serviceAddOns.id, addOnIds))
      : [];

    const jobsById = byId(jobRows);
    const bookingsById = byId(bookingRows);
    const invoicesById = byId(invoiceRows);
    const estimatesByJob = new Map(estimateRows.map(({ job_id, ...estimate }) => [job_id, estimate]));
    const addOnsById = byId(addOnRows);
    const result = new Map<string, TLedgerSources>();
    for (const { key, job_id: jobId, booking_id: bookingId, invoice_id: invoiceId } of found) {
      const job = jobId ? jobsById.get(jobId) : undefined;
      const booking = bookingId ? bookingsById.get(bookingId) : undefined;
      const invoice = invoiceId ? invoicesById.get(invoiceId) : undefined;
      // A payment counts once, whether it names the booking, one of the job's invoices, or both.
      const jobInvoices = jobId ? invoicesOfJob.get(jobId) : undefined;
      const entries = entryRows
        .filter(
          (row) =>
            (bookingId !== null && row.booking_id === bookingId) ||
            (row.invoice_id !== null && (row.invoice_id === invoiceId || Boolean(jobInvoices?.has(row.invoice_id)))),
        )
        .map(({ kind, amount, status }) => ({ kind, amount, status }));
      const addOns = booking
        ? booking.add_on_ids.flatMap((id) => {
            const addOn = addOnsById.get(id);
            return addOn ? [{ name: addOn.name, price: addOn.price }] : [];
          })
        : [];
      result.set(key, {
        jobId,
        bookingId,
        invoiceId,
        job: job ? { title: job.title, amount: job.amount, status: job.status } : null,
        booking: booking ? withoutId(booking) : null,
        addOns,
        invoice: invoice ? { lines: invoice.lines, tax_rate_percent: invoice.tax_rate_percent, credited: invoice.credited } : null,
        estimate: (jobId ? estimatesByJob.get(jobId) : undefined) ?? null,
        entries,
      });
    }
    return result;
  }

  return {
    sourcesMany,
    /** Everything the ledger needs for one key; null when the key names nothing. */
    async sources(key: TLedgerKey, executor: TExecutor = db): Promise<TLedgerSources | null> {
      const [kind, id] = Object.entries(key)[0] as [TLedgerKeyKind, string];
      return (await sourcesMany(kind, [id], executor)).get(id) ?? null;
    },
  };
}

export type TLedgerSources = {
  jobId: string | null;
  bookingId: string | null;
  invoiceId: string | null;
  job: { title: string; amount: number | null; status: string } | null;
  booking: {
    service_name: string | null;
    subtotal: number;
    discount: number;
    add_on_ids: string[];
    status: string;
    is_emergency: boolean;
    emergency_fee_amount: number | null;
  } | null;
  addOns: { name: string; price: number }[];
  invoice: { lines: TInvoiceLine[]; tax_rate_percent: number; credited: number } | null;
  estimate: (TBillableEstimate & { discount: number }) | null;
  entries: { kind: string; amount: number; status: string }[];
};
export type TJobLedgerRepository = ReturnType<typeof jobLedgerRepository>;
