import type { TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { depositPaid, discountLine, estimateLines, invoiceAmounts, isSettled, jobAmountLines, type TInvoiceLine } from "../../../shared/rules/invoice.ts";
import { creditIssuedInvoices, promiseCreditsOf } from "./credit-notes.ts";
import { invoiceIssueRepository as repository, type TBilledEstimate, type TJobToBill } from "./invoice-issue.repository.ts";

export type TIssuedInvoice = { id: string; number: number; job_id: string | null; total: number; balance: number };

/**
 * Issues the invoices of these jobs inside the caller's transaction (decision 0060).
 * Every path that completes a job calls it in the transaction of the completion: the admin's
 * edit, quick action, bulk status and create, and the technician's Complete (through
 * `jobsService.changeStatus`). Idempotent: a job that is not completed, already has an invoice,
 * or has nothing to bill (no estimate and no amount) is skipped. `actorId` is who completed the jobs.
 */
export type TIssueInvoices = (tx: TTx, jobIds: readonly string[], context: { actorId: string | null }) => Promise<TIssuedInvoice[]>;

/** The lines a job is billed with: its estimate's, else one line of its amount; null when neither exists. */
function linesOf(
  job: TJobToBill,
  estimate: TBilledEstimate | undefined,
): { lines: TInvoiceLine[]; from: "estimate" | "job_amount"; estimateId: string | null } | null {
  const fromEstimate = estimate ? estimateLines(estimate) : [];
  if (estimate && fromEstimate.length > 0) {
    // The discount the customer approved is billed as its own line (decision 0181), so the totals agree.
    if (estimate.discount > 0) fromEstimate.push(discountLine(estimate.discount_percent, estimate.discount));
    return { lines: fromEstimate, from: "estimate", estimateId: estimate.id };
  }
  if (job.total_amount !== null) return { lines: jobAmountLines(job.title, job.total_amount), from: "job_amount", estimateId: null };
  return null;
}

export function invoiceIssuer(deps: { taxRatePercent: (tx: TTx) => Promise<number>; now?: () => Date }): TIssueInvoices {
  const now = deps.now ?? (() => new Date());

  return async function issueInvoices(tx, jobIds, { actorId }) {
    if (jobIds.length === 0) return [];
    const jobs = await repository.lockJobsToBill(tx, [...new Set(jobIds)]);
    if (jobs.length === 0) return [];
    const estimates = await repository.billedEstimates(
      tx,
      jobs.map((job) => job.id),
    );
    const bookingIds = jobs.flatMap((job) => (job.booking_id ? [job.booking_id] : []));
    const paid = await repository.bookingPayments(tx, bookingIds);
    const taxRatePercent = await deps.taxRatePercent(tx);
    // An emergency whose promise was missed before it was billed: its invoice carries the credit (decision 0138).
    const owed = await promiseCreditsOf(
      tx,
      jobs.map((job) => job.id),
    );
    const issuedAt = now();

    const drafts = jobs.flatMap((job) => {
      const billed = linesOf(job, estimates.get(job.id));
      if (!billed) return [];
      const amounts = invoiceAmounts({
        lines: billed.lines,
        taxRatePercent,
        depositPaid: depositPaid(paid.filter((payment) => payment.booking_id === job.booking_id)),
      });
      const credit = Math.min(owed.get(job.id) ?? 0, amounts.total);
      return [
        {
          job_id: job.id,
          customer_id: job.customer_id,
          booking_id: job.booking_id,
          job_title: job.title,
          customer_name: job.customer_name.trim() || (job.customer_email ?? ""),
          // Empty when the office added the customer without an e-mail (decision 0153), as a booking's is.
          customer_email: job.customer_email ?? "",
          customer_phone: job.customer_phone,
          service_address: job.service_address,
          service_city: job.service_city,
          service_state: job.service_state,
          service_zip: job.service_zip,
          lines: billed.lines,
          lines_from: billed.from,
          estimate_id: billed.estimateId,
          tax_rate_percent: taxRatePercent,
          ...amounts,
          is_test: job.booking_is_test ?? false,
          issued_at: issuedAt,
          issued_by: actorId,
          // Nothing left to pay (the deposit, or with the credit): paid from the start, with no payment to record.
          paid_at: isSettled(amounts.balance - credit) ? issuedAt : null,
          credit,
        },
      ];
    });
    if (drafts.length === 0) return [];

    // Decision 0059: the numbers are taken last, after every job lock, and only for invoices that will be written.
    const first = await repository.takeInvoiceNumbers(tx, drafts.length);
    const issued = await repository.insertInvoices(
      tx,
      drafts.map(({ credit: _credit, ...draft }, index) => ({ ...draft, number: first + index })),
    );
    await audit.record(
      tx,
      ...issued.map((invoice) => ({
        actorId,
        action: "issue",
        entity: "invoice",
        entityId: invoice.id,
        details: { number: invoice.number, job_id: invoice.job_id, total: invoice.total, balance: invoice.balance },
      })),
    );
    const creditOf = new Map(drafts.map((draft) => [draft.job_id, draft.credit]));
    await creditIssuedInvoices(
      tx,
      issued.flatMap((invoice) => {
        const amount = invoice.job_id ? (creditOf.get(invoice.job_id) ?? 0) : 0;
        return amount > 0 ? [{ id: invoice.id, number: invoice.number, amount }] : [];
      }),
    );
    return issued;
  };
}
