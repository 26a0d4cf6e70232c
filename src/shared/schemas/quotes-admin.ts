import { z } from "zod";
import { zText, ZSearchQuery } from "./text.ts";
import { ZAddress, ZCity, ZName, ZPhone, ZRequiredEmail, ZState, ZZip } from "./common.ts";
import { ZJobForm, ZJobStatus, ZJobTitle } from "./jobs.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";

// Quotes: the landing page's quote requests (customer-side.md §2 Quote form), listed
// for admins at /admin/quotes, answered with a note or turned into a job.

export const QUOTE_STATUSES = ["new", "answered"] as const;
export const ZQuoteStatus = z.enum(QUOTE_STATUSES);
export type TQuoteStatus = z.infer<typeof ZQuoteStatus>;
export const QUOTE_FILTERS = ["all", ...QUOTE_STATUSES] as const;
export type TQuoteFilter = (typeof QUOTE_FILTERS)[number];

/** `GET /api/admin/quotes`: newest first, keyset-paged (decision 0028), searched on the server. */
export const ZQuoteListQuery = ZPageQuery.extend({
  /** Over name, e-mail, service and phone (its digits too). */
  q: ZSearchQuery,
  status: z.enum(QUOTE_FILTERS, { error: "must be all, new or answered" }).default("all"),
});
export type TQuoteListQuery = z.input<typeof ZQuoteListQuery>;

export const ZAdminQuote = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  service: z.string(),
  message: z.string(),
  status: ZQuoteStatus,
  answer_note: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** Who answered it (or turned it into a job); null when not answered or the account is gone. */
  answered_by_name: z.string().nullable(),
  /** The job it was turned into; null when none (or when that job was deleted since). */
  job: z.object({ id: z.uuid(), title: z.string(), status: ZJobStatus }).nullable(),
  created_at: z.string(),
});
export type TAdminQuote = z.infer<typeof ZAdminQuote>;

/** `counts` comes with the first page only (no cursor): the filter tabs' numbers. */
export const ZAdminQuotePage = ZPage(ZAdminQuote).extend({
  counts: z.object({ new: z.number().int(), answered: z.number().int() }).nullable(),
});
export type TAdminQuotePage = z.infer<typeof ZAdminQuotePage>;

/** `POST /api/admin/quotes/:id/answer`: only a new quote; the note says what was answered. */
export const ZAnswerQuoteRequest = z.object({
  note: zText().trim().min(1, "is required").max(2000, "must be at most 2000 characters"),
});
export type TAnswerQuoteRequest = z.input<typeof ZAnswerQuoteRequest>;

const job = ZJobForm.shape;

/**
 * `POST /api/admin/quotes/:id/job`: the job a quote becomes, for the customer of this e-mail
 * (found, or created from these details). A quote has no address, and its e-mail is optional:
 * the admin's dialog asks for what the job needs, prefilled from the quote, never invented.
 */
export const ZConvertQuoteRequest = z.object({
  title: ZJobTitle,
  description: job.description,
  customer_name: ZName,
  customer_email: ZRequiredEmail,
  customer_phone: ZPhone,
  service_address: ZAddress,
  service_city: ZCity.min(1, "is required"),
  service_state: ZState,
  service_zip: ZZip,
  priority: job.priority,
  scheduled_date: job.scheduled_date,
  scheduled_time: job.scheduled_time,
});
export type TConvertQuoteRequest = z.input<typeof ZConvertQuoteRequest>;
export type TConvertQuoteParsed = z.output<typeof ZConvertQuoteRequest>;
