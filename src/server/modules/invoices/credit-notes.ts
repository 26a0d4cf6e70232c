import type { TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { creditable } from "../../../shared/rules/ledger.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import { creditNotesRepository as repository, type TCreditNoteValues } from "./credit-notes.repository.ts";

// Credit notes (decision 0138): part of an issued invoice given back, never an edit of it. Issued by
// an admin, or by the missed emergency promise; the job's ledger subtracts them from what is due.

/** The reason the automatic credit of a missed emergency promise carries, on the invoice and in the audit log. */
export const MISSED_PROMISE_REASON = "Emergency promise missed";

export type TCreditWritten = { id: string; number: number; amount: number; invoiceId: string; invoiceNumber: number };

/** Numbers, writes and audits one credit note; null when the invoice already carries its missed-promise credit. */
async function record(tx: TTx, invoice: { id: string; number: number }, values: Omit<TCreditNoteValues, "invoiceId">): Promise<TCreditWritten | null> {
  if (values.kind === "missed_promise" && (await repository.hasPromiseCredit(tx, invoice.id))) return null;
  const number = await repository.takeNumber(tx);
  const row = await repository.insert(tx, { ...values, invoiceId: invoice.id, number });
  if (!row) return null;
  await audit.record(tx, {
    actorId: values.createdBy,
    action: "credit",
    entity: "invoice",
    entityId: invoice.id,
    details: { number: invoice.number, credit_note: row.number, credit_note_id: row.id, amount: row.amount, reason: values.reason, kind: values.kind },
  });
  return { ...row, invoiceId: invoice.id, invoiceNumber: invoice.number };
}

/**
 * Writes one credit note against an invoice the caller has locked and checked (live, the amount
 * fits), audits it, and settles the invoice when nothing is left to pay. Null when the invoice
 * already carries its missed-promise credit.
 */
export async function writeCreditNote(
  tx: TTx,
  deps: { readLedger: TReadJobLedger; now: Date },
  invoice: { id: string; number: number; paid_at: Date | null },
  values: Omit<TCreditNoteValues, "invoiceId">,
): Promise<TCreditWritten | null> {
  const written = await record(tx, invoice, values);
  if (!written) return null;
  const after = await deps.readLedger({ invoiceId: invoice.id }, tx);
  if (!invoice.paid_at && after && after.ledger.due === 0) await repository.markSettled(tx, { id: invoice.id, at: deps.now, by: values.createdBy });
  return written;
}

/**
 * The missed-promise credits of invoices just issued (their `paid_at` already counts them), in the
 * issuer's transaction: numbered after the invoices, so the credit counter stays the last lock.
 */
export async function creditIssuedInvoices(tx: TTx, credits: readonly { id: string; number: number; amount: number }[]) {
  for (const credit of credits) {
    await record(tx, credit, { amount: credit.amount, reason: MISSED_PROMISE_REASON, kind: "missed_promise", createdBy: null });
  }
}

/**
 * The missed-promise credit of a job on its live invoice, when it has one: the fee, or what is
 * still creditable when that is less. Null while the job has no invoice (the issuer applies it
 * then), when nothing is left to credit, or when the invoice already carries it.
 */
export function missedPromiseCredits(deps: { readLedger: TReadJobLedger; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return async function creditMissedPromise(tx: TTx, jobId: string, fee: number): Promise<TCreditWritten | null> {
    const invoice = await repository.lockLiveInvoiceOfJob(tx, jobId);
    if (!invoice) return null;
    const read = await deps.readLedger({ invoiceId: invoice.id }, tx);
    const amount = Math.min(fee, read ? creditable(read.ledger) : 0);
    if (amount <= 0) return null;
    return writeCreditNote(tx, { readLedger: deps.readLedger, now: now() }, invoice, {
      amount,
      reason: MISSED_PROMISE_REASON,
      kind: "missed_promise",
      createdBy: null,
    });
  };
}

export type TCreditMissedPromise = ReturnType<typeof missedPromiseCredits>;

/** The missed-promise credit each job is owed, for the invoices being issued. */
export const promiseCreditsOf = repository.promiseCreditsOf;
