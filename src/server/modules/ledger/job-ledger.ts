import type { TExecutor } from "../../db/tx.ts";
import { estimateLines } from "../../../shared/rules/invoice.ts";
import { jobLedger, type TJobLedger } from "../../../shared/rules/ledger.ts";
import type { TDb } from "../../db/client.ts";
import { businessSettings } from "../settings/settings.ts";
import { jobLedgerRepository, type TJobLedgerRepository, type TLedgerKey, type TLedgerKeyKind, type TLedgerSources } from "./job-ledger.repository.ts";

export type TJobLedgerRead = { jobId: string | null; bookingId: string | null; invoiceId: string | null; ledger: TJobLedger };

/** The ledger's input from the stored rows: the booking's service line is its subtotal less the add-ons, so the lines add up to what was booked. */
export function ledgerOf(sources: TLedgerSources, taxRatePercent: number): TJobLedger {
  const { booking, job, invoice, estimate } = sources;
  const addOnsTotal = sources.addOns.reduce((sum, addOn) => sum + addOn.price, 0);
  const bookingLines =
    booking && booking.subtotal > 0
      ? [
          { description: booking.service_name ?? job?.title ?? "Service", amount: booking.subtotal - addOnsTotal },
          ...sources.addOns.map((addOn) => ({ description: `Add-on: ${addOn.name}`, amount: addOn.price })),
        ]
      : [];
  return jobLedger({
    taxRatePercent,
    invoice,
    estimate: estimate ? { lines: estimateLines(estimate), discount: estimate.discount } : null,
    booking: booking ? { lines: bookingLines, discount: booking.discount } : null,
    job: job ? { title: job.title, amount: job.amount } : null,
    emergencyFee: booking?.is_emergency ? booking.emergency_fee_amount : null,
    cancelled: job ? job.status === "cancelled" : booking?.status === "cancelled",
    entries: sources.entries,
  });
}

// The one server read model of a job's money (decisions 0135, 0141): the customer's booking and
// invoices, the admin's job, invoices, customer page and summary, the CSV, the reminders and the
// payment checks all read a job's figures through here, one job or a whole page at once.
export function jobLedgerReader(deps: { repository: TJobLedgerRepository; taxRatePercent: (executor?: TExecutor) => Promise<number> }) {
  const present = (sources: TLedgerSources, rate: number): TJobLedgerRead => ({
    jobId: sources.jobId,
    bookingId: sources.bookingId,
    invoiceId: sources.invoiceId,
    ledger: ledgerOf(sources, rate),
  });

  async function read(key: TLedgerKey, executor?: TExecutor): Promise<TJobLedgerRead | null> {
    const sources = await deps.repository.sources(key, executor);
    const rate = await deps.taxRatePercent(executor);
    return sources ? present(sources, rate) : null;
  }

  /** The ledgers of many jobs (by job, booking or invoice id) in a few queries, keyed by the ids given; an id that names nothing is absent. */
  async function many(kind: TLedgerKeyKind, ids: readonly string[], executor?: TExecutor): Promise<Map<string, TJobLedgerRead>> {
    if (ids.length === 0) return new Map();
    const sources = await deps.repository.sourcesMany(kind, ids, executor);
    const rate = await deps.taxRatePercent(executor);
    return new Map([...sources].map(([id, source]) => [id, present(source, rate)]));
  }

  return Object.assign(read, { many });
}

export type TReadJobLedger = ReturnType<typeof jobLedgerReader>;

/** The reader on a database, at the business's tax rate from the settings: for a process that builds no app (the sweeps). */
export function jobLedgerReaderOn(db: TDb): TReadJobLedger {
  const settings = businessSettings(db);
  return jobLedgerReader({ repository: jobLedgerRepository(db), taxRatePercent: async (executor) => (await settings.business(executor)).tax_rate_percent });
}
