import { z } from "zod";
import { isIsoDate } from "../rules/dates.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";

// Payments (`/admin/payments`): what the site recorded — deposits, emergency fees,
// refunds — and the invoice payments admins recorded, newest first, with totals for the filter.

export const PAYMENT_KINDS = ["deposit", "emergency_fee", "balance", "refund"] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_FILTERS = ["all", ...PAYMENT_KINDS] as const;
export type TPaymentKindFilter = (typeof PAYMENT_KIND_FILTERS)[number];
/** Test payments are marked (customer-side.md §4: test mode on by default); the filter can keep or leave them. */
export const PAYMENT_MODE_FILTERS = ["all", "live", "test"] as const;
export type TPaymentModeFilter = (typeof PAYMENT_MODE_FILTERS)[number];

const ZDay = z.string().refine((value) => isIsoDate(value) && value >= "2000-01-01" && value <= "2999-12-31", "must be a date written yyyy-MM-dd");

const filterShape = {
  from: ZDay.optional(),
  to: ZDay.optional(),
  kind: z.enum(PAYMENT_KIND_FILTERS, { error: "must be all, deposit, emergency_fee, balance or refund" }).default("all"),
  mode: z.enum(PAYMENT_MODE_FILTERS, { error: "must be all, live or test" }).default("all"),
};
const fromNotAfterTo = (filters: { from?: string; to?: string }) => !filters.from || !filters.to || filters.from <= filters.to;
const TO_BEFORE_FROM = { message: "must not be before from", path: ["to"] };

/** The filter, kept in the URL by the screen. Days are whole days in the business's time zone, both included. */
export const ZPaymentFilters = z.object(filterShape).refine(fromNotAfterTo, TO_BEFORE_FROM);
export type TPaymentFilters = z.infer<typeof ZPaymentFilters>;

/** `GET /api/admin/payments`: newest first, keyset-paged (decision 0028); the first page carries the totals. */
export const ZPaymentListQuery = ZPageQuery.extend(filterShape).refine(fromNotAfterTo, TO_BEFORE_FROM);
export type TPaymentListQuery = z.infer<typeof ZPaymentListQuery>;

export const ZAdminPayment = z.object({
  id: z.uuid(),
  kind: z.string(),
  amount: z.number().int(),
  /** succeeded, pending, failed or refunded (a deposit given back: its refund is its own row). */
  status: z.string(),
  /** How the row reads (decision 0135): a refund says "Refunded", never "Paid". */
  status_label: z.string(),
  is_test: z.boolean(),
  provider: z.string(),
  /** An office payment's method (card, cash, check, other) and reference; null for the site's own payments. */
  method: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
  customer_name: z.string().nullable(),
  booking_id: z.uuid().nullable(),
  job: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  invoice: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

/**
 * The filter's totals, over money that moved (status succeeded, or refunded: a deposit taken
 * and later given back, whose refund is its own row). `net` is what came in less refunds.
 */
export const ZPaymentTotals = z.object({
  /** Every payment the filter selects, settled or not. */
  count: z.number().int(),
  by_kind: z.object({ deposit: z.number().int(), emergency_fee: z.number().int(), balance: z.number().int(), refund: z.number().int() }),
  net: z.number().int(),
});
export type TPaymentTotals = z.infer<typeof ZPaymentTotals>;

export const ZAdminPaymentPage = ZPage(ZAdminPayment).extend({ totals: ZPaymentTotals.nullable() });
export type TAdminPaymentPage = z.infer<typeof ZAdminPaymentPage>;
