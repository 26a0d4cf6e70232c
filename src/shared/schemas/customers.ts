import { z } from "zod";
import { ZSearchQuery, zLine } from "./text.ts";
import { LOCALES } from "../i18n/locale.ts";
import { ZJobStatus } from "./jobs.ts";
import { ZInvoiceStatus } from "./invoices.ts";
import { ZDirectoryPage, ZDirectoryPageNumber } from "./directory-paging.ts";
import { ZAddress, ZCity, ZName, ZNotes, ZOptionalEmail, ZPhone, ZState, ZZip } from "./common.ts";

// Customers (`/admin/customers`, decision 0056): everyone who booked or has a job,
// with contact details, counts, what they paid and their last visit; a page with their history.
// Money in cents; days as yyyy-MM-dd in the business's time zone; instants as ISO strings.

/** Decision 0153: what the office hears when mail cannot go to a customer added without an e-mail. */
export const NO_CUSTOMER_EMAIL = "This customer has no e-mail address on file.";

export const CUSTOMER_SORTS = ["name", "newest"] as const;
export type TCustomerSort = (typeof CUSTOMER_SORTS)[number];

/** `GET /api/admin/customers`: `q` over name, e-mail and phone (the support inbox links `?q=<email>`). */
export const ZCustomerListQuery = z.object({
  q: ZSearchQuery,
  page: ZDirectoryPageNumber,
  sort: z.enum(CUSTOMER_SORTS, { error: "must be name or newest" }).default("name"),
});
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;

/**
 * What a customer paid, over money that moved (status succeeded, or refunded — a deposit taken
 * and given back, whose refund is its own row): deposits, emergency fees and invoice payments,
 * less refunds. Test-mode payments are included, as the Payments pane's "all" does, and their
 * part is given apart (`test`) so the screen can mark it. Failed and pending payments are not.
 */
export const ZCustomerPaid = z.object({ total: z.number().int(), test: z.number().int() });

export const ZCustomerListItem = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a customer the office added without an e-mail (decision 0153). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** True when the customer has a HomeFix account (a profile linked by e-mail). */
  has_account: z.boolean(),
  created_at: z.string(),
  bookings: z.number().int(),
  jobs: z.number().int(),
  paid: ZCustomerPaid,
  /** The day of their latest completed job or completed booking; null before the first visit. */
  last_visit: z.string().nullable(),
});
export type TCustomerListItem = z.infer<typeof ZCustomerListItem>;

export const ZCustomerPage = ZDirectoryPage(ZCustomerListItem);
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

export const ZCustomerParams = z.object({ id: z.uuid("must be a customer id") });

/** How many rows of each kind the history page shows, newest first; the counts say how many there are. */
export const CUSTOMER_HISTORY_LIMIT = 50;

export const ZCustomerBooking = z.object({
  id: z.uuid(),
  service_name: z.string().nullable(),
  scheduled_date: z.string(),
  scheduled_time: z.string(),
  status: z.string(),
  is_emergency: z.boolean(),
  is_test: z.boolean(),
  /** Cents: the subtotal less the first-booking discount. */
  amount: z.number().int(),
  created_at: z.string(),
});

export const ZCustomerJob = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZJobStatus,
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  completed_at: z.string().nullable(),
  total_amount: z.number().int().nullable(),
  technician_name: z.string().nullable(),
  created_at: z.string(),
});

export const ZCustomerPayment = z.object({
  id: z.uuid(),
  kind: z.string(),
  amount: z.number().int(),
  status: z.string(),
  is_test: z.boolean(),
  created_at: z.string(),
  invoice_number: z.number().int().nullable(),
});

export const ZCustomerInvoice = z.object({
  id: z.uuid(),
  number: z.number().int(),
  job_title: z.string(),
  issued_at: z.string(),
  total: z.number().int(),
  balance_due: z.number().int(),
  status: ZInvoiceStatus,
  is_test: z.boolean(),
});

export const ZCustomerReview = z.object({
  id: z.uuid(),
  service_name: z.string(),
  rating: z.number().int(),
  review_text: z.string().nullable(),
  created_at: z.string(),
});

const history = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** `GET /api/admin/customers/:id`: the list's figures and the customer's history. */
export const ZCustomerDetail = ZCustomerListItem.extend({
  address: z.string().nullable(),
  zip_code: z.string().nullable(),
  notes: z.string().nullable(),
  /** The language of the customer's account (decision 0164); null for a customer without one. */
  preferred_locale: z.enum(LOCALES).nullable(),
  bookings_history: history(ZCustomerBooking),
  jobs_history: history(ZCustomerJob),
  payments_history: history(ZCustomerPayment),
  invoices_history: history(ZCustomerInvoice),
  reviews_history: history(ZCustomerReview),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

// ---------------------------------------------------------------------------------------------
// Customers added by hand (decision 0153): `POST /api/admin/customers`,
// `PUT /api/admin/customers/:id`. For phone-in work: the phone is required, the e-mail is not.

/** An optional field: blank becomes null, anything else must pass `rule`. */
const optional = <T extends z.ZodType>(rule: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), rule.nullable()).default(null);

export const ZCustomerForm = z.object({
  first_name: ZName,
  /** Blank when the caller gave one name only ("Mrs. Ortiz"). */
  last_name: zLine().trim().max(100, "must be at most 100 characters").default(""),
  phone: ZPhone,
  /** Lower case; null when none was given. */
  email: ZOptionalEmail.transform((value) => value ?? null),
  address: optional(ZAddress),
  city: optional(ZCity),
  state: optional(ZState),
  zip_code: optional(ZZip),
  notes: optional(ZNotes),
});
export type TCustomerForm = z.input<typeof ZCustomerForm>;
export type TCustomerFormParsed = z.output<typeof ZCustomerForm>;

/** What a create or an edit answers: the customer's record as the form and the job form's picker use it. */
export const ZCustomerRecord = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TCustomerRecord = z.infer<typeof ZCustomerRecord>;

/** The 409s of a duplicate (decision 0153); the reply's `existing_id` is the customer it repeats. */
export const duplicateEmail = (name: string) => `This e-mail already belongs to ${name}.`;
export const duplicatePhone = (name: string) => `This phone number already belongs to ${name}.`;
