import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOf } from "./discount.ts";
import { estimateTotals } from "./estimate.ts";
import { discountLine, invoiceAmounts, jobAmountLines, taxOf, type TInvoiceLine } from "./invoice.ts";
import { bookingAmounts } from "./pricing.ts";
import {
  bookingLedger,
  bookingTaxNote,
  creditable,
  creditFits,
  jobLedger,
  paymentFits,
  paymentStatusLabel,
  taxLabel,
  type TLedgerEntry,
  type TLedgerInput,
} from "./ledger.ts";

const paid = (kind: string, amount: number, status = "succeeded"): TLedgerEntry => ({ kind, amount, status });
const line = (description: string, amount: number): TInvoiceLine => ({ description, quantity: 1, unit_amount: amount, amount });

describe("jobLedger", () => {
  const booking = {
    lines: [
      { description: "Faucet repair", amount: 9500 },
      { description: "Add-on: Haul away", amount: 1500 },
    ],
    discount: 0,
  };

  it("prices a booking's lines, adds tax at the rate, and derives the balance from the entries", () => {
    const ledger = jobLedger({ taxRatePercent: 7.5, booking, entries: [paid("deposit", 9500)] });
    expect(ledger).toMatchObject({
      source: "booking",
      subtotal: 11000,
      discount: 0,
      tax: 825,
      total: 11825,
      paid: 9500,
      refunded: 0,
      balance: 2325,
      due: 2325,
    });
  });

  it("takes the discount off before the tax", () => {
    const ledger = jobLedger({ taxRatePercent: 10, booking: { ...booking, discount: 1100 }, entries: [] });
    expect(ledger).toMatchObject({ subtotal: 11000, discount: 1100, tax: 990, total: 10890 });
  });

  it("lets an approved estimate replace the booking's lines, and an issued invoice replace both", () => {
    const estimate = { lines: [line("Cartridge", 4000), line("Labor (1 hr)", 8500)] };
    expect(jobLedger({ taxRatePercent: 7.5, booking, estimate, entries: [] })).toMatchObject({ source: "estimate", subtotal: 12500, tax: 938 });
    const invoice = { lines: [line("Cartridge", 4000)], tax_rate_percent: 5 };
    expect(jobLedger({ taxRatePercent: 7.5, booking, estimate, invoice, entries: [] })).toMatchObject({ source: "invoice", subtotal: 4000, tax: 200 });
  });

  it("bills a job's own amount when an admin repriced it, and the booking's lines while it is the booking's total", () => {
    expect(jobLedger({ taxRatePercent: 0, booking, job: { title: "Faucet repair", amount: 11000 }, entries: [] }).source).toBe("booking");
    expect(jobLedger({ taxRatePercent: 0, booking, job: { title: "Faucet repair", amount: 20000 }, entries: [] })).toMatchObject({
      source: "job_amount",
      total: 20000,
    });
  });

  it("shows a paid emergency fee as its price, untaxed and settled", () => {
    const ledger = jobLedger({ taxRatePercent: 7.5, emergencyFee: 2500, entries: [paid("emergency_fee", 2500)] });
    expect(ledger).toMatchObject({ source: "emergency", total: 2500, tax: 0, paid: 2500, balance: 0, due: 0 });
  });

  it("counts refunds back into the balance and ignores pending and failed rows", () => {
    const ledger = jobLedger({
      taxRatePercent: 0,
      booking,
      entries: [paid("deposit", 9500, "refunded"), paid("refund", 9500), paid("balance", 500, "pending"), paid("balance", 700, "failed")],
    });
    expect(ledger).toMatchObject({ paid: 9500, refunded: 9500, balance: 11000 });
  });

  it("owes nothing more after a cancel: what was kept is the price", () => {
    const ledger = jobLedger({ taxRatePercent: 7.5, booking, cancelled: true, entries: [paid("deposit", 9500), paid("refund", 4750)] });
    expect(ledger).toMatchObject({ source: "cancelled", total: 4750, balance: 0 });
  });

  it("says a refund is owed when more was paid than the price", () => {
    const ledger = jobLedger({ taxRatePercent: 0, estimate: { lines: [line("Small fix", 3000)] }, entries: [paid("deposit", 9500)] });
    expect(ledger).toMatchObject({ balance: -6500, due: 0, refund_owed: 6500 });
  });
});

describe("paymentFits", () => {
  it("takes whole cents up to what is due", () => {
    expect(paymentFits({ due: 1000 }, 1000)).toBe(true);
    expect(paymentFits({ due: 1000 }, 1001)).toBe(false);
    expect(paymentFits({ due: 1000 }, 0)).toBe(false);
    expect(paymentFits({ due: 1000 }, -5)).toBe(false);
    expect(paymentFits({ due: 1000 }, 10.5)).toBe(false);
  });
});

describe("credit notes (decision 0138)", () => {
  const invoice = { lines: [line("Water heater", 20000)], tax_rate_percent: 0 };

  it("lower what is due, never the total, and count only on an issued invoice", () => {
    const ledger = jobLedger({ taxRatePercent: 0, invoice: { ...invoice, credited: 2500 }, entries: [paid("balance", 5000)] });
    expect(ledger).toMatchObject({ total: 20000, credited: 2500, paid: 5000, balance: 12500, due: 12500, refund_owed: 0 });
    const unbilled = jobLedger({ taxRatePercent: 0, booking: { lines: [{ description: "Fix", amount: 20000 }], discount: 0 }, entries: [] });
    expect(unbilled.credited).toBe(0);
  });

  it("leave a refund owed when they credit more than is unpaid", () => {
    const ledger = jobLedger({ taxRatePercent: 0, invoice: { ...invoice, credited: 5000 }, entries: [paid("balance", 18000)] });
    expect(ledger).toMatchObject({ balance: -3000, due: 0, refund_owed: 3000 });
  });

  it("fit in whole cents up to the total less the credits already issued, whatever was paid", () => {
    const ledger = jobLedger({ taxRatePercent: 0, invoice: { ...invoice, credited: 2500 }, entries: [paid("balance", 20000)] });
    expect(creditable(ledger)).toBe(17500);
    expect(creditFits(ledger, 17500)).toBe(true);
    expect(creditFits(ledger, 17501)).toBe(false);
    expect(creditFits(ledger, 0)).toBe(false);
    expect(creditFits(ledger, -1)).toBe(false);
    expect(creditFits(ledger, 10.5)).toBe(false);
  });
});

describe("paymentStatusLabel", () => {
  it("names a refund a refund, never Paid", () => {
    expect(paymentStatusLabel("refund", "succeeded")).toBe("Refunded");
    expect(paymentStatusLabel("deposit", "succeeded")).toBe("Paid");
    expect(paymentStatusLabel("deposit", "refunded")).toBe("Refunded");
  });
});

// The property: whatever the office and the customer do, in any order, the figures hold together.
type TState = Omit<TLedgerInput, "entries" | "invoice"> & {
  entries: TLedgerEntry[];
  invoice: { lines: TInvoiceLine[]; tax_rate_percent: number; credited: number } | null;
  issuedTotal: number | null;
  /** The booking's first-booking discount percent: an estimate approved later takes the same percent off (decision 0181). */
  discountPercent: number;
  /** What the customer approved: the estimate's percent and its own total, computed as the technician's screen does. */
  approved: { percent: number; total: number } | null;
};

const cents = fc.integer({ min: 1, max: 500_000 });
const action = fc.oneof(
  fc.record({ type: fc.constant("discount" as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ type: fc.constant("approve" as const), amounts: fc.array(cents, { minLength: 1, maxLength: 4 }) }),
  fc.record({ type: fc.constant("invoice" as const) }),
  fc.record({ type: fc.constant("pay" as const), amount: fc.oneof(cents, fc.integer({ min: -1000, max: 0 }), fc.double({ min: 0, max: 1000, noNaN: true })) }),
  fc.record({ type: fc.constant("refund" as const), amount: cents }),
  fc.record({ type: fc.constant("credit" as const), amount: fc.oneof(cents, fc.integer({ min: -1000, max: 0 })) }),
  fc.record({ type: fc.constant("cancel" as const) }),
  fc.record({ type: fc.constant("void" as const) }),
);

type TAction = typeof action extends fc.Arbitrary<infer T> ? T : never;

function step(state: TState, act: TAction): TState {
  const now = jobLedger(state);
  switch (act.type) {
    case "discount": {
      if (state.invoice || !state.booking) return state;
      const subtotal = state.booking.lines.reduce((sum, item) => sum + item.amount, 0);
      return { ...state, booking: { ...state.booking, discount: percentOf(subtotal, act.percent) }, discountPercent: act.percent };
    }
    case "approve": {
      if (state.invoice || state.cancelled) return state;
      const totals = estimateTotals({
        items: act.amounts.map((amount) => ({ quantity: 1, rate: amount })),
        laborHours: 0,
        laborRateCents: 0,
        taxRatePercent: state.taxRatePercent,
        discountPercent: state.discountPercent,
      });
      const lines = act.amounts.map((amount, i) => line(`Item ${i + 1}`, amount));
      return { ...state, estimate: { lines, discount: totals.discount }, approved: { percent: state.discountPercent, total: totals.total } };
    }
    case "invoice": {
      if (state.invoice || state.cancelled) return state;
      // The invoice is issued from the current price lines: the discount folds into one billed line.
      // From an estimate, its discount is a line of its own, as the invoice issuer bills it (decision 0181).
      const estimate = state.estimate!;
      const lines =
        now.source === "estimate"
          ? [...estimate.lines, ...(estimate.discount ? [discountLine(state.approved!.percent, estimate.discount)] : [])]
          : jobAmountLines("Service", now.subtotal - now.discount);
      const issued = invoiceAmounts({ lines, taxRatePercent: state.taxRatePercent, depositPaid: 0 });
      return { ...state, invoice: { lines, tax_rate_percent: state.taxRatePercent, credited: 0 }, issuedTotal: issued.total };
    }
    case "pay":
      return paymentFits(now, act.amount) ? { ...state, entries: [...state.entries, paid("balance", act.amount)] } : state;
    case "refund":
      return act.amount <= now.paid - now.refunded ? { ...state, entries: [...state.entries, paid("refund", act.amount)] } : state;
    case "credit":
      return state.invoice && creditFits(now, act.amount) ? { ...state, invoice: { ...state.invoice, credited: state.invoice.credited + act.amount } } : state;
    case "cancel":
      return state.invoice ? state : { ...state, cancelled: true };
    case "void":
      return { ...state, invoice: null, issuedTotal: null };
  }
}

describe("jobLedger, for any sequence of discount, approve, invoice, payment, refund, credit note, cancel and void", () => {
  it("keeps every figure consistent, and the balance below zero only when a refund is owed", () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 12_000 }).map((thousandths) => thousandths / 1000),
        fc.array(action, { maxLength: 25 }),
        (bookingAmounts, taxRatePercent, actions) => {
          let state: TState = {
            taxRatePercent,
            booking: { lines: bookingAmounts.map((amount, i) => ({ description: `Line ${i + 1}`, amount })), discount: 0 },
            entries: [paid("deposit", bookingAmounts[0])],
            invoice: null,
            issuedTotal: null,
            discountPercent: 0,
            approved: null,
          };
          for (const act of actions) {
            const before = jobLedger(state);
            state = step(state, act);
            const ledger = jobLedger(state);
            expect(ledger.total).toBe(ledger.subtotal - ledger.discount + ledger.tax);
            expect(ledger.balance).toBe(ledger.total - ledger.credited - ledger.paid + ledger.refunded);
            // Credits never exceed the bill, and belong to the live invoice only.
            expect(ledger.credited).toBeGreaterThanOrEqual(0);
            expect(ledger.credited).toBeLessThanOrEqual(ledger.total);
            if (!state.invoice) expect(ledger.credited).toBe(0);
            expect(ledger.due - ledger.refund_owed).toBe(ledger.balance);
            expect(Math.min(ledger.due, ledger.refund_owed)).toBe(0);
            expect(ledger.paid - ledger.refunded).toBeGreaterThanOrEqual(0);
            expect(ledger.total).toBeGreaterThanOrEqual(0);
            // Below zero only when more was collected than the price: never more than was collected.
            if (ledger.balance < 0) expect(ledger.refund_owed).toBeLessThanOrEqual(ledger.paid - ledger.refunded);
            // An accepted payment never takes the balance below zero.
            if (act.type === "pay" && ledger.paid > before.paid) expect(ledger.balance).toBeGreaterThanOrEqual(0);
            // The invoice's own arithmetic and the ledger's agree on the total.
            if (state.invoice) expect(ledger.total).toBe(state.issuedTotal);
            if (state.cancelled && !state.invoice) expect(ledger.balance).toBe(0);
            // An approved estimate keeps the booking's discount percent: the figure approved is the one billed (decision 0181).
            if (ledger.source === "estimate") {
              expect(ledger.discount).toBe(percentOf(ledger.subtotal, state.approved!.percent));
              expect(ledger.total).toBe(state.approved!.total);
            }
            if (act.type === "invoice" && before.source === "estimate") expect(ledger.total).toBe(before.total);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("bookingLedger: a booking's figures before it is recorded (decision 0146)", () => {
  it("taxes the lines less the discount, and the deposit is applied to the total with tax", () => {
    const ledger = bookingLedger({ lines: [{ description: "TV Mounting", amount: 12900 }], discount: 0, deposit: 12900, taxRatePercent: 7.5 });
    expect(ledger).toMatchObject({ subtotal: 12900, discount: 0, tax: 968, total: 13868, paid: 12900, due: 968, tax_rate_percent: 7.5 });
  });

  it("takes the discount off before the tax, and the remaining balance with tax is the pre-tax remainder plus the tax", () => {
    const amounts = bookingAmounts({ base_price: 8500, pricing_type: "hourly", min_hours: 2 }, 3, [1500], 10);
    const ledger = bookingLedger({
      lines: [
        { description: "Labor", amount: amounts.base },
        { description: "Add-ons", amount: amounts.addOns },
      ],
      discount: amounts.discount,
      deposit: amounts.initialPayment,
      taxRatePercent: 7.5,
    });
    expect(ledger.subtotal).toBe(amounts.subtotal);
    expect(ledger.tax).toBe(taxOf(amounts.total, 7.5));
    expect(ledger.total).toBe(amounts.total + ledger.tax);
    expect(ledger.due).toBe(amounts.remainingBalance + ledger.tax);
  });

  it("is the job ledger of the same booking with its deposit paid", () => {
    const input = { lines: [{ description: "Service", amount: 33500 }], discount: 3350, deposit: 15300, taxRatePercent: 8.25 };
    expect(bookingLedger(input)).toEqual(
      jobLedger({ taxRatePercent: 8.25, booking: { lines: input.lines, discount: 3350 }, entries: [{ kind: "deposit", amount: 15300, status: "succeeded" }] }),
    );
  });

  it("names the tax line and says what the deposit covers, at the business's rate", () => {
    expect(taxLabel(7.5)).toBe("Tax (7.5%)");
    expect(taxLabel(8)).toBe("Tax (8%)");
    expect(bookingTaxNote(7.5)).toBe(
      "Prices are before tax: tax at 7.5% is added to your total. Your initial payment is applied to your total; what is left, with the tax, is due after the service.",
    );
  });
});
