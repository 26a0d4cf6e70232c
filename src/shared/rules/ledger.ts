import { taxOf, type TInvoiceLine } from "./invoice.ts";
import { currentLocale, type TLocale } from "../i18n/locale.ts";
import { m } from "../i18n/paraglide/messages.js";

// The money of one job, in integer cents (decision 0135). Every screen that shows a job's price,
// what was paid or what is left (the customer's booking, the admin's job and invoice, the
// payments list) reads the figures this function derives, so they cannot disagree:
//
//   price:   the current price lines (the issued invoice's, else the approved estimate's, else the
//            booking's service and add-ons), less the discount, then tax at the business's rate;
//   entries: what came in (deposit, emergency fee, balance payments) and what went back (refunds);
//   credits: credit notes against the issued invoice (decision 0138), part of the bill given back;
//   balance: total − credited − paid + refunded, derived here and stored nowhere. Below zero a refund is owed.

/** The ways an office payment came in: card (test mode), cash, check or other. */
export const PAYMENT_METHODS = ["card", "cash", "check", "other"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How a method reads to a person: the office's dialog, the invoice's history, the receipt mail. */
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = { card: "Card", cash: "Cash", check: "Check", other: "Other" };
/** A stored method (null for the site's own payments) as a person reads it. */
export const paymentMethodLabel = (method: string | null) =>
  method && method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[method as TPaymentMethod] : null;

/** One line of a price. An emergency fee is a flat fee with no tax on it; every other line is taxed. */
export type TPriceLine = { description: string; amount: number; taxable: boolean };

/** A payment row as the ledger counts it: `refund` is money given back, every other kind came in. */
export type TLedgerEntry = { kind: string; amount: number; status: string };

/** Where the price lines came from, in the order one replaces the other. */
export type TPriceSource = "invoice" | "estimate" | "job_amount" | "booking" | "emergency" | "cancelled" | "none";

export type TLedgerInput = {
  taxRatePercent: number;
  /**
   * The issued invoice, frozen at issue: its lines and its tax stand whatever changes later. Null when none or void.
   * `credited`: its credit notes added up (decision 0138); they lower what is due, never the total.
   */
  invoice?: { lines: readonly TInvoiceLine[]; tax_rate_percent: number; credited?: number } | null;
  /**
   * The newest approved estimate's lines: they replace the booking's once the customer approves.
   * `discount`: the first-booking discount it carried, the booking's percent of its lines (decision 0181).
   */
  estimate?: { lines: readonly TInvoiceLine[]; discount?: number } | null;
  /** The booking's service and add-ons, and the discount taken off them. */
  booking?: { lines: readonly { description: string; amount: number }[]; discount: number } | null;
  /** The job's own amount (before tax), for a job an admin made or repriced; billed when there is no estimate. */
  job?: { title: string; amount: number | null } | null;
  /** An emergency's call-out fee: its whole price until an estimate is approved. */
  emergencyFee?: number | null;
  /** A cancelled job owes nothing more: what was kept is its price. */
  cancelled?: boolean;
  entries: readonly TLedgerEntry[];
};

export type TJobLedger = {
  source: TPriceSource;
  lines: TPriceLine[];
  /** The lines added up, before the discount and tax. */
  subtotal: number;
  discount: number;
  tax_rate_percent: number;
  tax: number;
  /** Subtotal − discount + tax: what the job costs. */
  total: number;
  /** Credit notes issued against the invoice: part of the bill given back. */
  credited: number;
  /** Money taken: deposits, emergency fees and balance payments that succeeded (or were later refunded). */
  paid: number;
  /** Money given back. */
  refunded: number;
  /** total − credited − paid + refunded. Below zero, the business owes that much back. */
  balance: number;
  /** What is left to pay, never below zero. */
  due: number;
  /** What the business owes back, never below zero. */
  refund_owed: number;
};

/** Taken money: succeeded, or succeeded and refunded later (the refund is its own entry, decision 0008). */
const TAKEN = new Set(["succeeded", "refunded"]);

/** What came in and what went back, from the payment rows; pending and failed rows moved nothing. */
export function entrySums(entries: readonly TLedgerEntry[]): { paid: number; refunded: number } {
  let paid = 0;
  let refunded = 0;
  for (const entry of entries) {
    if (entry.kind === "refund") {
      if (entry.status === "succeeded") refunded += entry.amount;
    } else if (TAKEN.has(entry.status)) paid += entry.amount;
  }
  return { paid, refunded };
}

const taxed = (line: { description: string; amount: number }): TPriceLine => ({ description: line.description, amount: line.amount, taxable: true });

function priceOf(input: TLedgerInput, kept: number): { source: TPriceSource; lines: TPriceLine[]; discount: number; rate: number } {
  const rate = input.taxRatePercent;
  if (input.invoice) return { source: "invoice", lines: input.invoice.lines.map(taxed), discount: 0, rate: input.invoice.tax_rate_percent };
  if (input.cancelled)
    return { source: "cancelled", lines: kept > 0 ? [{ description: "Kept on cancellation", amount: kept, taxable: false }] : [], discount: 0, rate };
  if (input.estimate && input.estimate.lines.length > 0)
    return { source: "estimate", lines: input.estimate.lines.map(taxed), discount: input.estimate.discount ?? 0, rate };
  const booking = input.booking;
  const bookingTotal = booking ? booking.lines.reduce((sum, line) => sum + line.amount, 0) - booking.discount : null;
  // An admin who repriced the job set its amount; until then it is the booking's own total.
  if (input.job && input.job.amount !== null && input.job.amount !== bookingTotal)
    return { source: "job_amount", lines: [taxed({ description: input.job.title, amount: input.job.amount })], discount: 0, rate };
  if (booking && booking.lines.length > 0) return { source: "booking", lines: booking.lines.map(taxed), discount: booking.discount, rate };
  if (input.emergencyFee)
    return { source: "emergency", lines: [{ description: "Emergency service fee", amount: input.emergencyFee, taxable: false }], discount: 0, rate };
  return { source: "none", lines: [], discount: 0, rate };
}

/** The job's price, entries and balance (decision 0135). */
export function jobLedger(input: TLedgerInput): TJobLedger {
  const { paid, refunded } = entrySums(input.entries);
  const { source, lines, discount, rate } = priceOf(input, paid - refunded);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const taxable = lines.reduce((sum, line) => (line.taxable ? sum + line.amount : sum), 0) - discount;
  const tax = taxOf(Math.max(0, taxable), rate);
  const total = subtotal - discount + tax;
  // Credits belong to the invoice they were issued on: without a live invoice there are none.
  const credited = source === "invoice" ? (input.invoice?.credited ?? 0) : 0;
  const balance = total - credited - paid + refunded;
  return {
    source,
    lines,
    subtotal,
    discount,
    tax_rate_percent: rate,
    tax,
    total,
    credited,
    paid,
    refunded,
    balance,
    due: Math.max(0, balance),
    refund_owed: Math.max(0, -balance),
  };
}

/** The tax line's label at a rate: "Tax (7.5%)", "Tax (8%)". One wording for every screen and mail. */
export const taxLabel = (ratePercent: number, locale: TLocale = currentLocale()) => m.tax_label({ rate: Number(ratePercent.toFixed(3)) }, { locale });

/**
 * What a booking's tax and deposit mean, said before the customer pays (the booking dialog), on
 * the receipt and in the mail: prices are before tax, tax is added at the business's rate, and the
 * initial payment is part of the total, not an extra (decision 0146).
 */
export function bookingTaxNote(ratePercent: number, locale: TLocale = currentLocale()): string {
  return m.tax_booking_note({ rate: Number(ratePercent.toFixed(3)) }, { locale });
}

/**
 * A booking's figures before it is recorded (the booking dialog, as the customer picks hours and
 * add-ons): its lines and discount, taxed at the business's rate, with the deposit as its one
 * payment. The same rule as the recorded booking's ledger, so the dialog and the receipt agree.
 */
export function bookingLedger(input: {
  lines: readonly { description: string; amount: number }[];
  discount: number;
  deposit: number;
  taxRatePercent: number;
}): TJobLedger {
  return jobLedger({
    taxRatePercent: input.taxRatePercent,
    booking: { lines: input.lines, discount: input.discount },
    entries: input.deposit > 0 ? [{ kind: "deposit", amount: input.deposit, status: "succeeded" }] : [],
  });
}

/** How a payment row reads in a list: a refund is "Refunded" money going out, never "Paid". */
export function paymentStatusLabel(kind: string, status: string): string {
  if (kind === "refund") return status === "succeeded" ? "Refunded" : status === "failed" ? "Refund failed" : "Refund pending";
  return { succeeded: "Paid", pending: "Pending", failed: "Failed", refunded: "Refunded" }[status] ?? status;
}

/** A payment the office may record now: whole cents, more than nothing, and no more than is left to pay. */
export function paymentFits(ledger: Pick<TJobLedger, "due">, amount: number): boolean {
  return Number.isInteger(amount) && amount > 0 && amount <= ledger.due;
}

/**
 * What a credit note may still give back on an invoice (decision 0138): its total less the credits
 * already issued, whatever was paid. A credit beyond what is unpaid leaves a refund owed.
 */
export function creditable(ledger: Pick<TJobLedger, "total" | "credited">): number {
  return Math.max(0, ledger.total - ledger.credited);
}

/** A credit note the office may issue now: whole cents, more than nothing, and no more than is still creditable. */
export function creditFits(ledger: Pick<TJobLedger, "total" | "credited">, amount: number): boolean {
  return Number.isInteger(amount) && amount > 0 && amount <= creditable(ledger);
}
