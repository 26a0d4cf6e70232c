import { and, desc, eq, isNotNull, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import { creditNotesRepository } from "./credit-notes.repository.ts";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TDb } from "../../db/client.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { containsPattern } from "../../db/like.ts";
import { auditLog, bookings, customers, estimates, invoiceEmails, invoiceSearchText, invoices, jobs, payments } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { ownInvoices, type TOwner } from "../../db/ownership.ts";
import { parseInvoiceNumber } from "../../../shared/rules/invoice.ts";
import type { TInvoiceFilter } from "../../../shared/schemas/invoices.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";

// Invoices: the admin's list, an invoice, and the writes made on one (e-mail, paid).

const NEWEST_NUMBER_FIRST: TKeyset = { sort: invoices.number, id: invoices.id, direction: "desc" };
const NEWEST_JOB_FIRST: TKeyset = { sort: jobs.created_at, id: jobs.id, direction: "desc" };
/** Counting the completed jobs without an invoice stops here: the pane says "999+". */
export const UNINVOICED_COUNT_CAP = 999;

/** A person's name as the staff side shows it, read for one user id (the issuer, who marked it paid). */
const nameOf = (userId: PgColumn) =>
  sql<
    string | null
  >`(select coalesce(nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name) from "user" u left join profiles p on p.id = u.id where u.id = ${userId})`;

const LIST_COLUMNS = {
  id: invoices.id,
  number: invoices.number,
  customer_name: invoices.customer_name,
  customer_email: invoices.customer_email,
  job_title: invoices.job_title,
  job_id: invoices.job_id,
  issued_at: invoices.issued_at,
  total: invoices.total,
  paid_at: invoices.paid_at,
  voided_at: invoices.voided_at,
  is_test: invoices.is_test,
};

/** A void invoice bills nothing (decision 0143): it is neither unpaid nor paid, and a job may be billed again. */
const live = isNull(invoices.voided_at);

function filtersWhere(filters: { q?: string; status: TInvoiceFilter }): SQL | undefined {
  const conditions: SQL[] = [];
  // Each filter is the very condition of its partial index (invoices_unpaid_idx, _paid_idx, _void_idx).
  if (filters.status === "unpaid") conditions.push(isNull(invoices.paid_at), live);
  if (filters.status === "paid") conditions.push(isNotNull(invoices.paid_at), live);
  if (filters.status === "void") conditions.push(isNotNull(invoices.voided_at));
  if (filters.q) {
    // The trigram index invoices_search_idx is on this very expression; a number is found by its own index.
    const text = sql`${invoiceSearchText(invoices)} like ${containsPattern(filters.q.toLowerCase())}`;
    const number = parseInvoiceNumber(filters.q);
    conditions.push(number === null ? text : or(eq(invoices.number, number), text)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A completed job with no live invoice (the issuer's own test, read here for the list). */
const uninvoiced = (db: TExecutor) =>
  and(
    eq(jobs.status, "completed"),
    notExists(
      db
        .select({ one: sql`1` })
        .from(invoices)
        .where(and(eq(invoices.job_id, jobs.id), live)),
    ),
  );

export function invoicesRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** Newest number first, keyset-paged (decision 0028). */
    async page(query: { q?: string; status: TInvoiceFilter } & TPageQuery) {
      const rows = await db
        .select({ ...LIST_COLUMNS, cursor_key: cursorKey(NEWEST_NUMBER_FIRST) })
        .from(invoices)
        .where(and(filtersWhere(query), afterCursor(NEWEST_NUMBER_FIRST, query.cursor)))
        .orderBy(...keysetOrder(NEWEST_NUMBER_FIRST))
        .limit(query.limit + 1);
      return toPage(rows, query.limit);
    },

    /** The signed-in customer's own invoices, newest number first, keyset-paged. */
    async ownPage(owner: TOwner, query: TPageQuery) {
      const rows = await db
        .select({ ...LIST_COLUMNS, cursor_key: cursorKey(NEWEST_NUMBER_FIRST) })
        .from(invoices)
        .where(and(ownInvoices(owner), afterCursor(NEWEST_NUMBER_FIRST, query.cursor)))
        .orderBy(...keysetOrder(NEWEST_NUMBER_FIRST))
        .limit(query.limit + 1);
      return toPage(rows, query.limit);
    },

    /** Whether the invoice is the customer's own: another's is simply not found. */
    async isOwn(owner: TOwner, id: string) {
      const [row] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.id, id), ownInvoices(owner)));
      return Boolean(row);
    },

    /**
     * How many are unpaid and paid, the ids of the unpaid (whose balance the job's ledger adds up,
     * decision 0141; invoices_unpaid_idx keeps them apart from the paid), and how many completed
     * jobs wait for an invoice (capped).
     */
    async summary() {
      const [[counts], unpaid, [waiting]] = await Promise.all([
        db
          .select({
            paid_count: sql<number>`(count(*) filter (where ${invoices.voided_at} is null))::int`,
            void_count: sql<number>`(count(*) filter (where ${invoices.voided_at} is not null))::int`,
          })
          .from(invoices)
          .where(or(and(isNotNull(invoices.paid_at), live), isNotNull(invoices.voided_at))),
        db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(isNull(invoices.paid_at), live)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(db.select({ id: jobs.id }).from(jobs).where(uninvoiced(db)).limit(UNINVOICED_COUNT_CAP).as("waiting")),
      ]);
      return { ...counts, unpaid_ids: unpaid.map((row) => row.id), uninvoiced_jobs: waiting.n };
    },

    async find(id: string, executor: TExecutor = db) {
      const [row] = await executor
        .select({
          ...LIST_COLUMNS,
          balance: invoices.balance,
          customer_phone: invoices.customer_phone,
          service_address: invoices.service_address,
          service_city: invoices.service_city,
          service_state: invoices.service_state,
          service_zip: invoices.service_zip,
          lines: invoices.lines,
          lines_from: invoices.lines_from,
          tax_rate_percent: invoices.tax_rate_percent,
          subtotal: invoices.subtotal,
          tax: invoices.tax,
          deposit_paid: invoices.deposit_paid,
          booking_id: invoices.booking_id,
          job_status: jobs.status,
          job_current_title: jobs.title,
          issued_by_name: nameOf(invoices.issued_by),
          paid_by_name: nameOf(invoices.paid_by),
          void_reason: invoices.void_reason,
          voided_by_name: nameOf(invoices.voided_by),
          payment_id: payments.id,
          payment_amount: payments.amount,
          payment_created_at: payments.created_at,
        })
        .from(invoices)
        .leftJoin(jobs, eq(jobs.id, invoices.job_id))
        .leftJoin(payments, eq(payments.id, invoices.payment_id))
        .where(eq(invoices.id, id));
      return row ?? null;
    },

    /**
     * The payments recorded against the invoice, oldest first, each with who recorded it: the
     * admin of its audit entry (the payments table has no such column; older rows have none).
     */
    payments(invoiceId: string, executor: TExecutor = db) {
      // Qualified by hand: in a one-table select Drizzle writes bare column names, which the subquery's own tables would shadow.
      const recordedBy = sql<string | null>`(select coalesce(nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name)
        from ${auditLog} a join "user" u on u.id = a.actor_id left join profiles p on p.id = u.id
        where a.entity = 'invoice' and a.entity_id = payments.invoice_id::text and a.details->>'payment_id' = payments.id::text
        order by a.created_at limit 1)`;
      return executor
        .select({
          id: payments.id,
          amount: payments.amount,
          method: payments.method,
          reference: payments.reference,
          recorded_by_name: recordedBy,
          created_at: payments.created_at,
        })
        .from(payments)
        .where(and(eq(payments.invoice_id, invoiceId), eq(payments.kind, "balance"), eq(payments.status, "succeeded")))
        .orderBy(payments.created_at, payments.id);
    },

    /** The payment an earlier try of the same request recorded, by its key; null when there is none. */
    async paymentByKey(tx: TTx, key: string) {
      const [row] = await tx
        .select({ id: payments.id, amount: payments.amount, method: payments.method, reference: payments.reference })
        .from(payments)
        .where(eq(payments.idempotency_key, key));
      return row ?? null;
    },

    /** Its credit notes, oldest first (decision 0138). */
    creditNotes: (invoiceId: string, executor: TExecutor = db) => creditNotesRepository.list(executor, invoiceId),

    /** Where the invoice was e-mailed, newest first. */
    emails(invoiceId: string, executor: TExecutor = db) {
      return executor
        .select({ to: invoiceEmails.to, sent_by_name: nameOf(invoiceEmails.sent_by), created_at: invoiceEmails.created_at })
        .from(invoiceEmails)
        .where(eq(invoiceEmails.invoice_id, invoiceId))
        .orderBy(desc(invoiceEmails.created_at), desc(invoiceEmails.id));
    },

    /** Completed jobs without an invoice, newest first, keyset-paged; `billable` when there is something to bill. */
    async uninvoicedJobs(query: TPageQuery) {
      const rows = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          customer_name: customers.full_name,
          completed_at: jobs.completed_at,
          total_amount: jobs.total_amount,
          billable: sql<boolean>`(${jobs.total_amount} is not null or exists (select 1 from ${estimates} where ${estimates.job_id} = ${jobs.id} and ${estimates.status} = 'approved'))`,
          cursor_key: cursorKey(NEWEST_JOB_FIRST),
        })
        .from(jobs)
        .innerJoin(customers, eq(customers.id, jobs.customer_id))
        .where(and(uninvoiced(db), afterCursor(NEWEST_JOB_FIRST, query.cursor)))
        .orderBy(...keysetOrder(NEWEST_JOB_FIRST))
        .limit(query.limit + 1);
      return toPage(rows, query.limit);
    },

    /** The job an admin asks an invoice for, locked for the issue; null when there is no such job. */
    async lockJob(tx: TTx, jobId: string) {
      const [row] = await tx
        .select({ id: jobs.id, status: jobs.status, invoice_id: invoices.id })
        .from(jobs)
        .leftJoin(invoices, and(eq(invoices.job_id, jobs.id), live))
        .where(eq(jobs.id, jobId))
        .for("update", { of: jobs });
      return row ?? null;
    },

    /** The invoice with what a payment or a mail needs, locked until the transaction ends. */
    async lockInvoice(tx: TTx, id: string) {
      const [row] = await tx
        .select({
          id: invoices.id,
          number: invoices.number,
          balance: invoices.balance,
          paid_at: invoices.paid_at,
          voided_at: invoices.voided_at,
          job_id: invoices.job_id,
          is_test: invoices.is_test,
          booking_id: invoices.booking_id,
          customer_email: invoices.customer_email,
          customer_name: invoices.customer_name,
          job_title: invoices.job_title,
          // The customer's current e-mail and account, when the customer record is still there.
          current_email: customers.email,
          profile_id: customers.profile_id,
          // The language the booking was made in: the customer's mail falls back to it (decision 0166).
          booking_locale: bookings.locale,
        })
        .from(invoices)
        .leftJoin(customers, eq(customers.id, invoices.customer_id))
        .leftJoin(bookings, eq(bookings.id, invoices.booking_id))
        .where(eq(invoices.id, id))
        .for("update", { of: invoices });
      return row ?? null;
    },

    /** One row per click (decision 0061); null when this key was already used for this invoice. */
    async recordEmail(tx: TTx, values: { invoice_id: string; idempotency_key: string; to: string; sent_by: string }) {
      const [row] = await tx
        .insert(invoiceEmails)
        .values(values)
        .onConflictDoNothing({ target: [invoiceEmails.invoice_id, invoiceEmails.idempotency_key] })
        .returning({ id: invoiceEmails.id });
      if (row) await tx.update(invoices).set({ last_emailed_at: new Date() }).where(eq(invoices.id, values.invoice_id));
      return row ?? null;
    },

    /**
     * A balance payment, recorded by an admin (provider 'manual': the money came by cash, check or
     * card at the door), against the invoice. A payment the office entered has the key of its
     * request (`key`, unique in payments), so a retry finds it; 'Mark as paid' has none and pays the
     * rest at once under `invoice:<id>`. The invoice's lock orders them (decision 0135).
     */
    async insertBalancePayment(
      tx: TTx,
      values: {
        invoiceId: string;
        bookingId: string | null;
        userId: string | null;
        amount: number;
        isTest: boolean;
        method: string;
        reference: string | null;
        inFull: boolean;
        key: string | null;
      },
    ) {
      const [row] = await tx
        .insert(payments)
        .values({
          booking_id: values.bookingId,
          user_id: values.userId,
          invoice_id: values.invoiceId,
          idempotency_key: values.key ?? (values.inFull ? `invoice:${values.invoiceId}` : null),
          kind: "balance",
          amount: values.amount,
          status: "succeeded",
          is_test: values.isTest,
          provider: "manual",
          method: values.method,
          reference: values.reference,
        })
        .returning({ id: payments.id });
      return row.id;
    },

    /**
     * What is being charged online against the invoice right now (pending card payments,
     * decision 0142): held from the balance, so no other payment takes the same money meanwhile.
     */
    async pendingOnline(tx: TTx, invoiceId: string) {
      const [row] = await tx
        .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
        .from(payments)
        .where(and(eq(payments.invoice_id, invoiceId), eq(payments.kind, "balance"), eq(payments.status, "pending")));
      return row?.amount ?? 0;
    },

    /** An online payment of the invoice, as its outcome is recorded: who paid, how much, in which mode. */
    async onlinePayment(tx: TTx, paymentId: string) {
      const [row] = await tx
        .select({ amount: payments.amount, user_id: payments.user_id, is_test: payments.is_test })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (!row) throw new Error(`payment ${paymentId} is gone`);
      return row;
    },

    /** Compare-and-set on `voided_at is null`: an invoice is voided once. Null when it already was. */
    async voidInvoice(tx: TTx, values: { id: string; by: string; reason: string; at: Date }) {
      const [row] = await tx
        .update(invoices)
        .set({ voided_at: values.at, voided_by: values.by, void_reason: values.reason })
        .where(and(eq(invoices.id, values.id), isNull(invoices.voided_at)))
        .returning({ id: invoices.id });
      return row ?? null;
    },

    /** Compare-and-set on `paid_at is null`: an invoice is paid once. Null when it already was. */
    async markPaid(tx: TTx, values: { id: string; paymentId: string; paidBy: string | null; at: Date }) {
      const [row] = await tx
        .update(invoices)
        .set({ paid_at: values.at, paid_by: values.paidBy, payment_id: values.paymentId })
        .where(and(eq(invoices.id, values.id), isNull(invoices.paid_at)))
        .returning({ id: invoices.id });
      return row ?? null;
    },
  };
}

export type TInvoicesRepository = ReturnType<typeof invoicesRepository>;
export type TInvoiceRow = NonNullable<Awaited<ReturnType<TInvoicesRepository["find"]>>>;
