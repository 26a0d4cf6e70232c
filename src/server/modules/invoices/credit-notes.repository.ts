import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { creditNoteCounter, creditNotes, emergencyTimelines, invoices } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";

// The SQL of credit notes (decision 0138). Written in the caller's transaction, under the invoice's
// row lock the caller took, so two credits of one invoice are ordered and the second reads the first.

/** A person's name as the staff side shows it, for who issued a credit note (qualified by hand, as the invoice's payments are). */
const issuerName = sql<
  string | null
>`(select coalesce(nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name) from "user" u left join profiles p on p.id = u.id where u.id = "credit_notes"."created_by")`;

/**
 * Takes the next credit note number. The counter row stays locked until the transaction ends (a
 * rollback gives the number back): the numbers have no gaps. Always the last lock a writer takes,
 * after the invoice's and the invoice counter's, so two writers cannot deadlock on it.
 */
async function takeNumber(tx: TTx) {
  const [row] = await tx
    .insert(creditNoteCounter)
    .values({ id: 1, last_number: 1 })
    .onConflictDoUpdate({ target: creditNoteCounter.id, set: { last_number: sql`${creditNoteCounter.last_number} + 1` } })
    .returning({ last: creditNoteCounter.last_number });
  return row.last;
}

export type TCreditNoteValues = { invoiceId: string; amount: number; reason: string; kind: "manual" | "missed_promise"; createdBy: string | null };

/** One credit note; null when the invoice already has its missed-promise credit (the partial unique index). */
async function insert(tx: TTx, values: TCreditNoteValues & { number: number }) {
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number: values.number,
      invoice_id: values.invoiceId,
      amount: values.amount,
      reason: values.reason,
      kind: values.kind,
      created_by: values.createdBy,
    })
    .onConflictDoNothing({ target: creditNotes.invoice_id, where: sql`${creditNotes.kind} = 'missed_promise'` })
    .returning({ id: creditNotes.id, number: creditNotes.number, amount: creditNotes.amount });
  return row ?? null;
}

/** Whether the invoice already carries its missed-promise credit. */
async function hasPromiseCredit(tx: TTx, invoiceId: string) {
  const [row] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.invoice_id, invoiceId), eq(creditNotes.kind, "missed_promise")));
  return Boolean(row);
}

/** The invoice's credit notes, oldest first, each with who issued it (null for the automatic ones). */
function list(executor: TExecutor, invoiceId: string) {
  return executor
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      amount: creditNotes.amount,
      reason: creditNotes.reason,
      kind: creditNotes.kind,
      created_at: creditNotes.created_at,
      created_by_name: issuerName,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoice_id, invoiceId))
    .orderBy(asc(creditNotes.number));
}

/** The job's live invoice, locked until the transaction ends; null while it has none. */
async function lockLiveInvoiceOfJob(tx: TTx, jobId: string) {
  const [row] = await tx
    .select({ id: invoices.id, number: invoices.number, paid_at: invoices.paid_at })
    .from(invoices)
    .where(and(eq(invoices.job_id, jobId), isNull(invoices.voided_at)))
    .for("update");
  return row ?? null;
}

/** An invoice a credit left with nothing due is settled: paid from then on (compare-and-set on `paid_at`). */
async function markSettled(tx: TTx, values: { id: string; at: Date; by: string | null }) {
  await tx
    .update(invoices)
    .set({ paid_at: values.at, paid_by: values.by })
    .where(and(eq(invoices.id, values.id), isNull(invoices.paid_at)));
}

/** The missed-promise credit each of these jobs is owed (decided with the emergency's arrival), by job id. */
async function promiseCreditsOf(executor: TExecutor, jobIds: readonly string[]) {
  if (jobIds.length === 0) return new Map<string, number>();
  const rows = await executor
    .select({ job_id: emergencyTimelines.job_id, fee_credit: emergencyTimelines.fee_credit })
    .from(emergencyTimelines)
    .where(and(inArray(emergencyTimelines.job_id, [...jobIds]), isNotNull(emergencyTimelines.fee_credit)));
  return new Map(rows.map((row) => [row.job_id!, row.fee_credit!]));
}

export const creditNotesRepository = { takeNumber, insert, hasPromiseCredit, list, lockLiveInvoiceOfJob, markSettled, promiseCreditsOf };
