import { describe, expect, it } from "vitest";
import {
  depositPaid,
  estimateLines,
  formatInvoiceNumber,
  invoiceAmounts,
  isSettled,
  jobAmountLines,
  lineAmount,
  parseInvoiceNumber,
  taxOf,
} from "./invoice.ts";

describe("invoice lines", () => {
  it("bills an estimate's items, then its labour as one line", () => {
    const lines = estimateLines({
      items: [
        { description: "Faucet cartridge", quantity: 2, rate: 1899 },
        { description: "Supply line", quantity: 1, rate: 1250 },
      ],
      labor_rate: 8500,
      estimated_hours: 2.5,
    });
    expect(lines).toEqual([
      { description: "Faucet cartridge", quantity: 2, unit_amount: 1899, amount: 3798 },
      { description: "Supply line", quantity: 1, unit_amount: 1250, amount: 1250 },
      { description: "Labor (2.5 hr)", quantity: 2.5, unit_amount: 8500, amount: 21250 },
    ]);
  });

  it("leaves labour out when the estimate has no hours or no rate", () => {
    expect(estimateLines({ items: [{ description: "Part", quantity: 1, rate: 500 }], labor_rate: 8500, estimated_hours: 0 })).toHaveLength(1);
    expect(estimateLines({ items: [], labor_rate: 0, estimated_hours: 3 })).toEqual([]);
  });

  it("bills a job without an estimate as one line of its amount", () => {
    expect(jobAmountLines("Deck repair", 45000)).toEqual([{ description: "Deck repair", quantity: 1, unit_amount: 45000, amount: 45000 }]);
  });

  it("rounds a fractional quantity to the cent, half a cent up", () => {
    expect(lineAmount(1.5, 333)).toBe(500); // 499.5
    expect(lineAmount(0.5, 1001)).toBe(501); // 500.5
    expect(lineAmount(0.25, 999)).toBe(250); // 249.75
    expect(lineAmount(1.1, 1000)).toBe(1100); // 1100.0000000000002 in floating point
  });
});

describe("taxOf", () => {
  it("takes the settings' percent of the subtotal", () => {
    expect(taxOf(10000, 7.5)).toBe(750);
    expect(taxOf(12550, 7.5)).toBe(941); // 941.25
    expect(taxOf(0, 7.5)).toBe(0);
    expect(taxOf(10000, 0)).toBe(0);
  });

  it("rounds half a cent up", () => {
    expect(taxOf(10, 5)).toBe(1); // 0.5
    expect(taxOf(30, 7.5)).toBe(2); // 2.25
    expect(taxOf(70, 7.5)).toBe(5); // 5.25
    expect(taxOf(100, 6.5)).toBe(7); // 6.5
  });

  it("is exact for rates with three decimals", () => {
    // 7.125% of $1,000.00 is $71.25 exactly; in floating point 7.125 / 100 * 100000 is not.
    expect(taxOf(100000, 7.125)).toBe(7125);
    expect(taxOf(1, 100)).toBe(1);
  });
});

describe("depositPaid", () => {
  it("counts deposits and emergency fees taken, less refunds", () => {
    expect(
      depositPaid([
        { kind: "deposit", amount: 8500, status: "succeeded" },
        { kind: "emergency_fee", amount: 2500, status: "succeeded" },
      ]),
    ).toBe(11000);
    // decision 0008: a cancelled deposit is marked refunded and the refund is its own row.
    expect(
      depositPaid([
        { kind: "deposit", amount: 8500, status: "refunded" },
        { kind: "refund", amount: 8500, status: "succeeded" },
      ]),
    ).toBe(0);
    // decision 0029: the excess of a prepaid deposit comes back as a refund; the rest stays paid.
    expect(
      depositPaid([
        { kind: "deposit", amount: 8500, status: "succeeded" },
        { kind: "refund", amount: 850, status: "succeeded" },
      ]),
    ).toBe(7650);
  });

  it("ignores payments that took nothing, and balance payments", () => {
    expect(
      depositPaid([
        { kind: "deposit", amount: 8500, status: "pending" },
        { kind: "deposit", amount: 8500, status: "failed" },
        { kind: "balance", amount: 5000, status: "succeeded" },
      ]),
    ).toBe(0);
  });
});

describe("invoiceAmounts", () => {
  it("adds the lines, the tax and takes off the deposit", () => {
    const lines = jobAmountLines("Faucet repair", 12550);
    expect(invoiceAmounts({ lines, taxRatePercent: 7.5, depositPaid: 8500 })).toEqual({
      subtotal: 12550,
      tax: 941,
      total: 13491,
      deposit_paid: 8500,
      balance: 4991,
    });
  });

  it("taxes the subtotal once, not each line", () => {
    // Each line's tax would round to 0 (0.375 cents); the subtotal's is 1 cent (1.125 → 1).
    const lines = [...jobAmountLines("a", 5), ...jobAmountLines("b", 5), ...jobAmountLines("c", 5)];
    expect(invoiceAmounts({ lines, taxRatePercent: 7.5, depositPaid: 0 })).toMatchObject({ subtotal: 15, tax: 1, total: 16 });
  });

  it("says when a deposit covers more than the bill", () => {
    const amounts = invoiceAmounts({ lines: jobAmountLines("Small fix", 2000), taxRatePercent: 7.5, depositPaid: 2500 });
    expect(amounts).toMatchObject({ total: 2150, balance: -350 });
    expect(isSettled(amounts.balance)).toBe(true);
    expect(isSettled(1)).toBe(false);
    expect(isSettled(0)).toBe(true);
  });
});

describe("invoice numbers", () => {
  it("prints them with a prefix and leading zeros", () => {
    expect(formatInvoiceNumber(42)).toBe("INV-00042");
    expect(formatInvoiceNumber(123456)).toBe("INV-123456");
  });

  it("reads them back from what an admin types", () => {
    for (const text of ["INV-00042", "inv-42", "inv 42", "#42", "42", " 00042 "]) expect(parseInvoiceNumber(text), text).toBe(42);
    for (const text of ["INV-", "42a", "Smith", "INV-1234567890", ""]) expect(parseInvoiceNumber(text), text).toBeNull();
  });
});
