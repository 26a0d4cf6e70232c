import { INVOICE_ALREADY_PAID, INVOICE_VOID } from "../../../shared/rules/refusals.ts";
import { AppError, notFound } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import type { TMailer } from "../../mail/mailer.ts";
import { invoiceTemplates, money } from "../../mail/templates.ts";
import { audit } from "../audit/audit.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { TInvoiceDetail, TInvoiceListItem, TInvoiceListQuery, TInvoiceSummary, TMyInvoiceDetail } from "../../../shared/schemas/invoices.ts";
import type { TOwner } from "../../db/ownership.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";
import type { TIssueInvoices } from "./invoice-issuer.ts";
import type { TInvoiceRow, TInvoicesRepository } from "./invoices.repository.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import type { TDocumentLinks } from "../documents/document-links.ts";
import { creditable, creditFits, paymentFits, type TJobLedger } from "../../../shared/rules/ledger.ts";
import type { TCreditNoteRequest } from "../../../shared/schemas/invoices.ts";
import { writeCreditNote } from "./credit-notes.ts";
import type { TRecordPaymentRequest } from "../../../shared/schemas/ledger.ts";
import { NO_CUSTOMER_EMAIL } from "../../../shared/schemas/customers.ts";

export const JOB_NOT_COMPLETED = "Only a completed job gets an invoice.";
export const JOB_ALREADY_INVOICED = "This job already has an invoice.";
export const overBalance = (due: number) => `This payment is more than the balance of ${money(due)}.`;
export const PAYMENT_KEY_REUSED =
  "This payment was already recorded with a different amount, method or reference. Close the dialog and record the new payment again.";
export const PAYING_ONLINE = "The customer is paying this invoice online right now. Look at the invoice again in a moment.";
export const INVOICE_ALREADY_VOID = "This invoice is already void.";
export const INVOICE_NO_EMAIL = `${NO_CUSTOMER_EMAIL} Print the invoice instead, or add their e-mail on the Customers page.`;
export const INVOICE_VOID_CREDIT = "This invoice is void: it cannot be credited.";
export const overCreditable = (left: number) =>
  left === 0 ? "This invoice is fully credited already." : `This credit is more than the ${money(left)} still creditable on this invoice.`;
export const NOTHING_TO_BILL = "This job has no estimate and no amount to bill. Set the job's amount first.";

type TListRow = Pick<
  TInvoiceRow,
  "id" | "number" | "customer_name" | "customer_email" | "job_title" | "job_id" | "issued_at" | "paid_at" | "voided_at" | "is_test"
>;

/**
 * A row of a list, with the total and the balance its job's ledger derives: the very figures the
 * invoice's own page shows (decision 0141). Paid is the office's word ('Mark as paid', or the last
 * payment); what is due is the ledger's, so a refund after that is owed again and says so.
 */
function presentListItem({ paid_at, voided_at, issued_at, ...row }: TListRow, ledger: Pick<TJobLedger, "total" | "due">): TInvoiceListItem {
  // A void invoice bills nothing (decision 0143): nothing is due on it, whatever its job owes.
  if (voided_at) return { ...row, issued_at: issued_at.toISOString(), total: ledger.total, balance_due: 0, status: "void" };
  return { ...row, issued_at: issued_at.toISOString(), total: ledger.total, balance_due: ledger.due, status: paid_at ? "paid" : "unpaid" };
}

/** The ledgers of many invoices at once, a page or a list of ids in chunks, never one query a row. */
const LEDGER_CHUNK = 500;

// Invoices: the list, one invoice, issuing one for an older job, e-mailing it and
// marking it paid. Each write is one transaction with its audit entry (DESIGN.md, Data: audit_log).
export function invoicesService(deps: {
  repository: TInvoicesRepository;
  issueInvoices: TIssueInvoices;
  settings: { business: (executor?: TTx) => Promise<TBusinessSettings> };
  mailer: TMailer;
  /** The invoice's job's money (decision 0135): what a payment is checked against. */
  readLedger: TReadJobLedger;
  /** The signed link the invoice's mail carries (decision 0144): it opens the invoice without an account. */
  links: TDocumentLinks;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invoice ledgers of the ids, keyed by invoice id. */
  async function ledgers(ids: readonly string[]) {
    const found = new Map<string, TJobLedger>();
    for (let start = 0; start < ids.length; start += LEDGER_CHUNK) {
      const reads = await deps.readLedger.many("invoiceId", ids.slice(start, start + LEDGER_CHUNK));
      for (const [id, read] of reads) found.set(id, read.ledger);
    }
    return found;
  }

  /** A page of invoices with each row's figures from its job's ledger. */
  async function presentPage(page: { items: TListRow[]; next_cursor: string | null }) {
    const byId = await ledgers(page.items.map((row) => row.id));
    return { items: page.items.map((row) => presentListItem(row, byId.get(row.id)!)), next_cursor: page.next_cursor };
  }

  async function detail(id: string): Promise<TInvoiceDetail> {
    const [row, emails, payments, credits, business, read] = await Promise.all([
      repository.find(id),
      repository.emails(id),
      repository.payments(id),
      repository.creditNotes(id),
      deps.settings.business(),
      deps.readLedger({ invoiceId: id }),
    ]);
    if (!row || !read) throw notFound("Invoice");
    const { job_status, job_current_title, payment_id, payment_amount, payment_created_at, paid_at, voided_at, issued_at, ...rest } = row;
    return {
      ...rest,
      ...presentListItem(row, read.ledger),
      balance: row.balance,
      issued_at: issued_at.toISOString(),
      paid_at: paid_at?.toISOString() ?? null,
      voided_at: voided_at?.toISOString() ?? null,
      job: row.job_id && job_status && job_current_title ? { id: row.job_id, title: job_current_title, status: job_status as TJobStatus } : null,
      payment:
        payment_id && payment_amount !== null && payment_created_at
          ? { id: payment_id, amount: payment_amount, created_at: payment_created_at.toISOString() }
          : null,
      payments: payments.map((payment) => ({
        ...payment,
        // A payment with no audit entry of its own ('Mark as paid' before payments were audited) was recorded by who marked the invoice paid.
        recorded_by_name: payment.recorded_by_name ?? (payment.id === payment_id ? row.paid_by_name : null),
        created_at: payment.created_at.toISOString(),
      })),
      credit_notes: credits.map((credit) => ({ ...credit, created_at: credit.created_at.toISOString() })),
      emails: emails.map((email) => ({ ...email, created_at: email.created_at.toISOString() })),
      ledger: read.ledger,
      business: { name: business.name, address: business.address ?? null, phone: business.phone, email: business.email },
    };
  }

  /** What the customer sees of an invoice: the bill, without the office's names and mail log. */
  function customerView(invoice: TInvoiceDetail): TMyInvoiceDetail {
    const { emails: _emails, issued_by_name: _issuer, paid_by_name: _payer, payments, credit_notes, ...bill } = invoice;
    return {
      ...bill,
      payments: payments.map(({ recorded_by_name: _recorder, ...payment }) => payment),
      credit_notes: credit_notes.map(({ created_by_name: _issuer, ...credit }) => credit),
    };
  }

  /**
   * Records a balance payment against the invoice, in one transaction with its audit entry. The
   * invoice's row lock orders two payments of the same invoice: the second reads the balance the
   * first left, so two payments of the last balance at once are one payment and one 409. Null
   * `input` pays what is left. The invoice is paid once nothing is left (compare-and-set).
   *
   * The customer's receipt is written to the mail outbox in the same transaction: one mail per
   * payment, never one for a payment that rolled back. A retry of an office payment (its key) finds
   * the payment it recorded and records and mails nothing more.
   */
  async function recordPayment(actorId: string, id: string, input: TRecordPaymentRequest | null) {
    await repository.transaction(async (tx) => {
      const invoice = await repository.lockInvoice(tx, id);
      if (!invoice) throw notFound("Invoice");
      const key = input ? `invoice:${id}:${input.idempotency_key}` : null;
      const earlier = key ? await repository.paymentByKey(tx, key) : null;
      if (earlier && input) {
        const same = earlier.amount === input.amount && earlier.method === input.method && (earlier.reference ?? "") === (input.reference ?? "");
        if (same) return;
        throw new AppError("IDEMPOTENCY_KEY_REUSED", PAYMENT_KEY_REUSED, [{ field: "idempotency_key", message: "was already used for another payment" }]);
      }
      if (invoice.voided_at) throw new AppError("CONFLICT", INVOICE_VOID);
      const read = await deps.readLedger({ invoiceId: id }, tx);
      const due = read?.ledger.due ?? 0;
      if (invoice.paid_at || due === 0) throw new AppError("CONFLICT", INVOICE_ALREADY_PAID);
      // A card payment the customer is making online holds the balance until it settles (decision 0142).
      if ((await repository.pendingOnline(tx, id)) > 0) throw new AppError("CONFLICT", PAYING_ONLINE);
      const amount = input?.amount ?? due;
      if (!paymentFits({ due }, amount)) {
        throw new AppError("CONFLICT", overBalance(due), [{ field: "amount", message: `must not be more than the balance of ${money(due)}` }]);
      }
      const paymentId = await repository.insertBalancePayment(tx, {
        invoiceId: id,
        bookingId: invoice.booking_id,
        userId: invoice.profile_id,
        amount,
        isTest: invoice.is_test,
        method: input?.method ?? "other",
        reference: input?.reference || null,
        inFull: amount === due,
        key,
      });
      if (amount === due && !(await repository.markPaid(tx, { id, paymentId, paidBy: actorId, at: now() }))) {
        throw new AppError("CONFLICT", INVOICE_ALREADY_PAID);
      }
      await audit.record(tx, {
        actorId,
        action: input ? "record-payment" : "mark-paid",
        entity: "invoice",
        entityId: id,
        details: { number: invoice.number, payment_id: paymentId, amount, method: input?.method ?? null, balance: due - amount },
      });
      const business = await deps.settings.business(tx);
      const receipt = {
        number: invoice.number,
        customer_name: invoice.customer_name,
        job_title: invoice.job_title,
        amount,
        method: input?.method ?? "other",
        reference: input?.reference || null,
        received_at: now(),
        still_due: due - amount,
        is_test: invoice.is_test,
        url: deps.links.url("invoice", id),
      };
      // No receipt for a customer added without an e-mail (decision 0153).
      const to = invoice.current_email || invoice.customer_email;
      if (to) {
        await deps.mailer.enqueue(
          { to, locale: invoice.booking_locale ?? undefined, render: () => invoiceTemplates.paymentReceipt(to, receipt, business) },
          tx,
        );
      }
    });
  }

  return {
    async list(query: TInvoiceListQuery & { status: NonNullable<TInvoiceListQuery["status"]>; limit: number }) {
      return presentPage(await repository.page(query));
    },

    async summary(): Promise<TInvoiceSummary> {
      const [counts, business] = await Promise.all([repository.summary(), deps.settings.business()]);
      // What the unpaid rows of the list say, added up: the same ledger, not a second formula.
      const unpaid = await ledgers(counts.unpaid_ids);
      const balance = [...unpaid.values()].reduce((sum, ledger) => sum + ledger.due, 0);
      return {
        unpaid: { count: counts.unpaid_ids.length, balance },
        paid: { count: counts.paid_count },
        void: { count: counts.void_count },
        uninvoiced_jobs: counts.uninvoiced_jobs,
        external_url: business.embeds.invoices_url,
      };
    },

    detail,

    /** The signed-in customer's invoices, newest first (their dashboard's Invoices). */
    async listOwn(owner: TOwner, query: TPageQuery) {
      return presentPage(await repository.ownPage(owner, query));
    },

    /** One of the customer's own invoices, without the office's names and mail log; another's is a 404. */
    async detailOwn(owner: TOwner, id: string): Promise<TMyInvoiceDetail> {
      if (!(await repository.isOwn(owner, id))) throw notFound("Invoice");
      return customerView(await detail(id));
    },

    /** The invoice a signed mail link opens (decision 0144): the customer's own view of it, without an account. */
    async detailByLink(id: string): Promise<TMyInvoiceDetail> {
      return customerView(await detail(id));
    },

    async uninvoicedJobs(query: TPageQuery) {
      const page = await repository.uninvoicedJobs(query);
      return { ...page, items: page.items.map((job) => ({ ...job, completed_at: job.completed_at?.toISOString() ?? null })) };
    },

    /** An invoice for a job completed before invoices existed, or before it had anything to bill. */
    async issueForJob(actorId: string, jobId: string) {
      const invoiceId = await repository.transaction(async (tx) => {
        const job = await repository.lockJob(tx, jobId);
        if (!job) throw notFound("Job");
        if (job.invoice_id) throw new AppError("CONFLICT", JOB_ALREADY_INVOICED);
        if (job.status !== "completed") throw new AppError("CONFLICT", JOB_NOT_COMPLETED);
        const [issued] = await deps.issueInvoices(tx, [jobId], { actorId });
        if (!issued) throw new AppError("CONFLICT", NOTHING_TO_BILL);
        return issued.id;
      });
      return detail(invoiceId);
    },

    /**
     * Writes the invoice to the customer through the mail outbox, in one transaction with its
     * record and audit entry. The click's idempotency key makes a retry send nothing more
     * (decision 0061); another click, with a new key, sends it again.
     */
    async email(actorId: string, id: string, idempotencyKey: string) {
      await repository.transaction(async (tx) => {
        const invoice = await repository.lockInvoice(tx, id);
        if (!invoice) throw notFound("Invoice");
        if (invoice.voided_at) throw new AppError("CONFLICT", INVOICE_VOID);
        // A customer added without an e-mail has an empty one on the invoice (decision 0153).
        const to = invoice.current_email || invoice.customer_email;
        if (!to) throw new AppError("CONFLICT", INVOICE_NO_EMAIL);
        const sent = await repository.recordEmail(tx, { invoice_id: id, idempotency_key: idempotencyKey, to, sent_by: actorId });
        if (!sent) return;
        const [full, business, read] = await Promise.all([repository.find(id, tx), deps.settings.business(tx), deps.readLedger({ invoiceId: id }, tx)]);
        // What is left now, from the job's ledger: a part payment since issue is not billed again.
        const due = read?.ledger.due ?? full!.balance;
        const paidSince = Math.max(0, (read?.ledger.paid ?? 0) - full!.deposit_paid);
        const mail = {
          ...full!,
          balance: due,
          credited: read?.ledger.credited ?? 0,
          paid_since: paidSince,
          paid: Boolean(full!.paid_at),
          url: deps.links.url("invoice", id),
        };
        // Decision 0166: in the customer's language, else the language the booking was made in.
        await deps.mailer.enqueue({ to, locale: invoice.booking_locale ?? undefined, render: () => invoiceTemplates.invoice(to, mail, business) }, tx);
        await audit.record(tx, { actorId, action: "email", entity: "invoice", entityId: id, details: { number: invoice.number, to } });
      });
      return detail(id);
    },

    /**
     * Voids an issued invoice (decision 0143): it is never edited, and it bills nothing from now
     * on. The payments made against it stay the job's, and the job may be billed again (it is
     * back among the completed jobs without an invoice, and may be deleted). Refused while a card
     * payment of it is under way, so no charge settles against a void bill.
     */
    async void(actorId: string, id: string, reason: string) {
      await repository.transaction(async (tx) => {
        const invoice = await repository.lockInvoice(tx, id);
        if (!invoice) throw notFound("Invoice");
        if (invoice.voided_at) throw new AppError("CONFLICT", INVOICE_ALREADY_VOID);
        if ((await repository.pendingOnline(tx, id)) > 0) throw new AppError("CONFLICT", PAYING_ONLINE);
        if (!(await repository.voidInvoice(tx, { id, by: actorId, reason, at: now() }))) throw new AppError("CONFLICT", INVOICE_ALREADY_VOID);
        await audit.record(tx, {
          actorId,
          action: "void",
          entity: "invoice",
          entityId: id,
          details: { number: invoice.number, job_id: invoice.job_id, reason },
        });
      });
      return detail(id);
    },

    /**
     * A credit note (decision 0138): part of the invoice given back, never an edit of it. Under the
     * invoice's row lock the ledger is read and the amount checked against what is still creditable
     * (its total less the credits issued), so two credits that together exceed it are one 200 and one
     * 409. A credit beyond what is unpaid leaves a refund owed; one that leaves nothing due settles it.
     */
    async credit(actorId: string, id: string, input: TCreditNoteRequest) {
      await repository.transaction(async (tx) => {
        const invoice = await repository.lockInvoice(tx, id);
        if (!invoice) throw notFound("Invoice");
        if (invoice.voided_at) throw new AppError("CONFLICT", INVOICE_VOID_CREDIT);
        const read = await deps.readLedger({ invoiceId: id }, tx);
        if (!read) throw notFound("Invoice");
        if (!creditFits(read.ledger, input.amount)) {
          const left = creditable(read.ledger);
          throw new AppError("CONFLICT", overCreditable(left), [{ field: "amount", message: `must not be more than the ${money(left)} still creditable` }]);
        }
        await writeCreditNote(tx, { readLedger: deps.readLedger, now: now() }, invoice, {
          amount: input.amount,
          reason: input.reason,
          kind: "manual",
          createdBy: actorId,
        });
      });
      return detail(id);
    },

    /** 'Mark as paid': records what is left to pay as one payment, and the invoice as paid. */
    async markPaid(actorId: string, id: string) {
      await recordPayment(actorId, id, null);
      return detail(id);
    },

    /** A payment the office took: all of the balance, or a part of it, with its method and reference. */
    async recordPayment(actorId: string, id: string, input: TRecordPaymentRequest) {
      await recordPayment(actorId, id, input);
      return detail(id);
    },
  };
}

export type TInvoicesService = ReturnType<typeof invoicesService>;
