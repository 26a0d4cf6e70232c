import { z } from "zod";
import { ZSearchQuery, zText } from "./text.ts";
import { ZIdempotencyKey } from "./common.ts";
import { ZJobStatus } from "./jobs.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";
import { ZJobLedger } from "./ledger.ts";

// Invoices: the contract between `/api/admin/invoices…` and the admin's screens.
// Money in cents; instants as ISO strings.

export const INVOICE_FILTERS = ["all", "unpaid", "paid", "void"] as const;
export type TInvoiceFilter = (typeof INVOICE_FILTERS)[number];
/** A void invoice (decision 0143) bills nothing: it is neither unpaid nor paid. */
export const ZInvoiceStatus = z.enum(["unpaid", "paid", "void"]);
export type TInvoiceStatus = z.infer<typeof ZInvoiceStatus>;

/** `GET /api/admin/invoices`: newest number first, keyset-paged (decision 0028), searched on the server. */
export const ZInvoiceListQuery = ZPageQuery.extend({
  /** An invoice number ("INV-00042", "42"), or any part of the customer's name or e-mail or the job's title. */
  q: ZSearchQuery,
  status: z.enum(INVOICE_FILTERS, { error: "must be all, unpaid, paid or void" }).default("all"),
});
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;

export const ZInvoiceListItem = z.object({
  id: z.uuid(),
  number: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  job_title: z.string(),
  /** Null when the job was deleted since: the invoice keeps what it billed. */
  job_id: z.uuid().nullable(),
  issued_at: z.string(),
  total: z.number().int(),
  /** What is left to pay: the balance as issued while unpaid, 0 once paid. */
  balance_due: z.number().int(),
  status: ZInvoiceStatus,
  is_test: z.boolean(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoicePage = ZPage(ZInvoiceListItem);
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

/** `GET /api/admin/invoices/summary`: the figures above the list, and the external frame when configured. */
export const ZInvoiceSummary = z.object({
  unpaid: z.object({ count: z.number().int(), balance: z.number().int() }),
  paid: z.object({ count: z.number().int() }),
  /** Voided invoices (decision 0143): they bill nothing. */
  void: z.object({ count: z.number().int() }),
  /** Completed jobs with no invoice yet (older data, or nothing to bill yet). */
  uninvoiced_jobs: z.number().int(),
  /** The setting `embeds.invoices_url`: an external billing platform offered as an extra tab. */
  external_url: z.string().nullable(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_amount: z.number().int(),
  amount: z.number().int(),
});

export const ZInvoiceDetail = ZInvoiceListItem.extend({
  customer_phone: z.string().nullable(),
  service_address: z.string(),
  service_city: z.string(),
  service_state: z.string(),
  service_zip: z.string(),
  lines: z.array(ZInvoiceLine),
  lines_from: z.enum(["estimate", "job_amount"]),
  tax_rate_percent: z.number(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  deposit_paid: z.number().int(),
  /** Total less the deposit, as issued (below zero: the business owes the difference back). */
  balance: z.number().int(),
  job: z.object({ id: z.uuid(), title: z.string(), status: ZJobStatus }).nullable(),
  booking_id: z.uuid().nullable(),
  issued_by_name: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_by_name: z.string().nullable(),
  /** When and why the office voided it (decision 0143), and who; all null while it stands. */
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  voided_by_name: z.string().nullable(),
  /** The balance payment 'Mark as paid' recorded; null when unpaid, or when nothing was left to pay. */
  payment: z.object({ id: z.uuid(), amount: z.number().int(), created_at: z.string() }).nullable(),
  /** Every payment recorded against the invoice (part payments and the rest), oldest first. */
  payments: z.array(
    z.object({
      id: z.uuid(),
      amount: z.number().int(),
      /** card, cash, check or other; null for a payment recorded before methods were. */
      method: z.string().nullable(),
      reference: z.string().nullable(),
      recorded_by_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Credit notes issued against it (decision 0138), oldest first: part of the bill given back, never an edit. */
  credit_notes: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      amount: z.number().int(),
      reason: z.string(),
      /** `manual`: issued by the office; `missed_promise`: the emergency's 2-hour promise was missed. */
      kind: z.enum(["manual", "missed_promise"]),
      created_at: z.string(),
      /** Who issued it; null for an automatic credit. */
      created_by_name: z.string().nullable(),
    }),
  ),
  /** Where the invoice was e-mailed, newest first. */
  emails: z.array(z.object({ to: z.string(), sent_by_name: z.string().nullable(), created_at: z.string() })),
  /** The job's money now (decision 0135): what was paid and refunded since issue, and the balance derived from it. */
  ledger: ZJobLedger,
  /** The business as the settings have it now: the printable page's letterhead. */
  business: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string(), email: z.string() }),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

/**
 * `GET /api/me/invoices/:id`: the customer's own invoice, the same bill the office sees, without
 * the office's side of it (who issued it, recorded its payments or marked it paid, and where it
 * was e-mailed).
 */
export const ZMyInvoiceDetail = ZInvoiceDetail.omit({ emails: true, issued_by_name: true, paid_by_name: true, voided_by_name: true }).extend({
  payments: z.array(ZInvoiceDetail.shape.payments.element.omit({ recorded_by_name: true })),
  credit_notes: z.array(ZInvoiceDetail.shape.credit_notes.element.omit({ created_by_name: true })),
});
export type TMyInvoiceDetail = z.infer<typeof ZMyInvoiceDetail>;

/** `GET /api/me/invoices`: the customer's own invoices, newest number first, keyset-paged. */
export const ZMyInvoiceListQuery = ZPageQuery;

/** `GET /api/admin/invoices/uninvoiced-jobs`: completed jobs without an invoice, newest completed first. */
export const ZUninvoicedJobsQuery = ZPageQuery;
export const ZUninvoicedJob = z.object({
  id: z.uuid(),
  title: z.string(),
  customer_name: z.string(),
  completed_at: z.string().nullable(),
  total_amount: z.number().int().nullable(),
  /** False while the job has neither an estimate nor an amount: there is nothing to bill yet. */
  billable: z.boolean(),
});
export type TUninvoicedJob = z.infer<typeof ZUninvoicedJob>;
export const ZUninvoicedJobPage = ZPage(ZUninvoicedJob);
export type TUninvoicedJobPage = z.infer<typeof ZUninvoicedJobPage>;

/** `POST /api/admin/invoices`: the invoice of a completed job that has none (older data). */
export const ZIssueInvoiceRequest = z.object({ job_id: z.uuid("must be a job id") });
export type TIssueInvoiceRequest = z.infer<typeof ZIssueInvoiceRequest>;

/** `POST /api/admin/invoices/:id/void`: why the invoice is withdrawn; the customer may read it (decision 0143). */
export const ZVoidInvoiceRequest = z.object({
  reason: zText().trim().min(1, "is required").max(500, "must be at most 500 characters"),
});
export type TVoidInvoiceRequest = z.infer<typeof ZVoidInvoiceRequest>;

/**
 * `POST /api/admin/invoices/:id/credit-notes`: part of the invoice given back (decision 0138), in
 * whole cents, no more than its total less the credits already issued; the customer reads the reason.
 */
export const ZCreditNoteRequest = z.object({
  amount: z
    .number({ error: "must be an amount in cents" })
    .int("must be whole cents")
    .positive("must be more than $0.00")
    .max(100_000_000, "must be at most $1,000,000"),
  reason: zText().trim().min(1, "is required").max(500, "must be at most 500 characters"),
});
export type TCreditNoteRequest = z.infer<typeof ZCreditNoteRequest>;

/** `POST /api/admin/invoices/:id/email`: one key per click; a retry with it sends nothing more (decision 0061). */
export const ZEmailInvoiceRequest = z.object({ idempotency_key: ZIdempotencyKey });
export type TEmailInvoiceRequest = z.infer<typeof ZEmailInvoiceRequest>;

/**
 * `POST /api/me/invoices/:id/payments`: the customer pays the balance of their invoice online
 * (decision 0142). The server charges what the job's ledger says is due; `amount` is the balance
 * the customer saw, and a balance that changed since (a payment the office recorded) is a 409
 * rather than a charge of another sum. The `Idempotency-Key` header makes a retry charge nothing more.
 */
export const ZPayInvoiceRequest = z.object({
  amount: z
    .number({ error: "must be an amount in cents" })
    .int("must be whole cents")
    .positive("must be more than $0.00")
    .max(100_000_000, "must be at most $1,000,000"),
});
export type TPayInvoiceRequest = z.infer<typeof ZPayInvoiceRequest>;

export const ZInvoicePaid = z.object({
  invoice_id: z.uuid(),
  payment_id: z.uuid(),
  amount: z.number().int(),
  is_test: z.boolean(),
  /** What is left after this payment, from the job's ledger. */
  balance_due: z.number().int(),
  status: ZInvoiceStatus,
});
export type TInvoicePaid = z.infer<typeof ZInvoicePaid>;
