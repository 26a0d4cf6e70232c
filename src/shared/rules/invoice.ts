// Invoices: the arithmetic of an invoice, in cents. The server computes every amount
// with these functions when it issues an invoice; the client only shows what it stored.

/** One line of an invoice: `amount` is `quantity × unit_amount`, rounded to the cent. */
export type TInvoiceLine = { description: string; quantity: number; unit_amount: number; amount: number };

/** The estimate an invoice bills, as stored (staff-side.md §3 estimate: items, labour rate and hours; cents). */
export type TBillableEstimate = {
  items: readonly { description: string; quantity: number; rate: number }[];
  labor_rate: number;
  estimated_hours: number;
};

export type TInvoiceAmounts = {
  subtotal: number;
  tax: number;
  total: number;
  /** What the customer already paid on the job's booking: deposits and emergency fees, less refunds. */
  deposit_paid: number;
  /** What is left to pay: total less the deposit. Below zero, the business owes the difference back. */
  balance: number;
};

/** Half a cent and up rounds up: the usual rule for money shown on a bill. */
const roundCents = (value: number) => Math.round(value);

export function lineAmount(quantity: number, unitAmount: number): number {
  return roundCents(quantity * unitAmount);
}

const line = (description: string, quantity: number, unitAmount: number): TInvoiceLine => ({
  description,
  quantity,
  unit_amount: unitAmount,
  amount: lineAmount(quantity, unitAmount),
});

/** The estimate's items, then its labour as one line ("Labor (2.5 hr)"), when there is any. */
export function estimateLines(estimate: TBillableEstimate): TInvoiceLine[] {
  const lines = estimate.items.map((item) => line(item.description, item.quantity, item.rate));
  if (estimate.estimated_hours > 0 && estimate.labor_rate > 0)
    lines.push(line(`Labor (${estimate.estimated_hours} hr)`, estimate.estimated_hours, estimate.labor_rate));
  return lines;
}

/**
 * The first-booking discount an estimate carried (decision 0181), as a line of its invoice: one
 * negative line after the estimate's, so the invoice's subtotal is what is left and its tax and
 * total are the approved estimate's.
 */
export function discountLine(percent: number, discount: number): TInvoiceLine {
  return { description: `First-booking discount (${percent}%)`, quantity: 1, unit_amount: -discount, amount: -discount };
}

/** A job billed without an estimate: one line of its amount, named after the job. */
export function jobAmountLines(title: string, totalAmount: number): TInvoiceLine[] {
  return [line(title, 1, totalAmount)];
}

/**
 * The tax on a subtotal at a percent rate (the settings' `tax_rate_percent`, e.g. 7.5). The rate
 * is taken to a thousandth of a percent first, so the product is exact in integers before the
 * one rounding to the cent.
 */
export function taxOf(subtotal: number, ratePercent: number): number {
  const rateThousandths = Math.round(ratePercent * 1000);
  return roundCents((subtotal * rateThousandths) / 100_000);
}

/**
 * The deposit already paid on a booking, from its payments: deposits and emergency fees that were
 * taken (`succeeded`, or `refunded` — decision 0008 marks a deposit refunded and records the money
 * given back as its own `refund` row), less the refunds given. Pending and failed payments took nothing.
 */
export function depositPaid(payments: readonly { kind: string; amount: number; status: string }[]): number {
  let paid = 0;
  for (const payment of payments) {
    if ((payment.kind === "deposit" || payment.kind === "emergency_fee") && (payment.status === "succeeded" || payment.status === "refunded"))
      paid += payment.amount;
    if (payment.kind === "refund" && payment.status === "succeeded") paid -= payment.amount;
  }
  return paid;
}

export function invoiceAmounts(input: { lines: readonly TInvoiceLine[]; taxRatePercent: number; depositPaid: number }): TInvoiceAmounts {
  const subtotal = input.lines.reduce((sum, item) => sum + item.amount, 0);
  const tax = taxOf(subtotal, input.taxRatePercent);
  const total = subtotal + tax;
  return { subtotal, tax, total, deposit_paid: input.depositPaid, balance: total - input.depositPaid };
}

/** An invoice with nothing left to pay is paid from the moment it is issued. */
export const isSettled = (balance: number) => balance <= 0;

const NUMBER_WIDTH = 5;

/** 42 → "INV-00042": how an invoice number is printed and searched. */
export function formatInvoiceNumber(number: number): string {
  return `INV-${String(number).padStart(NUMBER_WIDTH, "0")}`;
}

/** 7 → "CN-00007": a credit note's number (decision 0138), one sequence for every invoice, printed as invoices' are. */
export function formatCreditNoteNumber(number: number): string {
  return `CN-${String(number).padStart(NUMBER_WIDTH, "0")}`;
}

/** "INV-00042", "inv 42", "#42" or "42" → 42; null for anything else. */
export function parseInvoiceNumber(text: string): number | null {
  const match = text.trim().match(/^(?:inv[-\s]?|#)?0*(\d{1,9})$/i);
  return match ? Number(match[1]) : null;
}
