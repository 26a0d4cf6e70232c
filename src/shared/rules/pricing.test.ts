import { describe, expect, it } from "vitest";
import { bookingAmounts, initialPayment, remainingBalance } from "./pricing.ts";

const flat = { base_price: 14900, pricing_type: "flat", min_hours: null };
const hourly = { base_price: 8500, pricing_type: "hourly", min_hours: 2 };

describe("initialPayment (customer-side.md §9)", () => {
  it("is the base rate for a flat service", () => expect(initialPayment(flat)).toBe(14900));
  it("is the rate times the minimum hours for an hourly service", () => expect(initialPayment(hourly)).toBe(17000));
  it("takes 1 hour when no minimum is set", () => expect(initialPayment({ ...hourly, min_hours: null })).toBe(8500));
  it("treats an unknown pricing type as hourly", () => expect(initialPayment({ ...hourly, pricing_type: "per-visit" })).toBe(17000));
});

describe("bookingAmounts", () => {
  it("adds the add-ons to a flat price; nothing remains when there are none", () => {
    expect(bookingAmounts(flat, null, [])).toMatchObject({ subtotal: 14900, initialPayment: 14900, remainingBalance: 0 });
    expect(bookingAmounts(flat, null, [2500, 4500])).toMatchObject({ base: 14900, addOns: 7000, subtotal: 21900, remainingBalance: 7000 });
  });
  it("bills hourly services by the estimated hours", () => {
    expect(bookingAmounts(hourly, 4, [1000])).toEqual({
      hours: 4,
      base: 34000,
      addOns: 1000,
      subtotal: 35000,
      discount: 0,
      total: 35000,
      initialPayment: 17000,
      remainingBalance: 18000,
    });
  });
  it("never bills fewer than the minimum hours", () => {
    expect(bookingAmounts(hourly, 1, []).hours).toBe(2);
    expect(bookingAmounts(hourly, undefined, []).subtotal).toBe(17000);
  });
});

describe("bookingAmounts with a first-booking discount (docs/decisions/0007)", () => {
  it("takes the percent off the subtotal and off the deposit alike", () => {
    expect(bookingAmounts(hourly, 4, [1000], 10)).toEqual({
      hours: 4,
      base: 34000,
      addOns: 1000,
      subtotal: 35000,
      discount: 3500,
      total: 31500,
      initialPayment: 15300,
      remainingBalance: 16200,
    });
  });
  it("leaves nothing to pay later on a flat service without add-ons", () => {
    expect(bookingAmounts(flat, null, [], 10)).toMatchObject({ subtotal: 14900, discount: 1490, total: 13410, initialPayment: 13410, remainingBalance: 0 });
  });
  it("never asks a deposit above the discounted total", () => {
    const amounts = bookingAmounts({ base_price: 8905, pricing_type: "flat", min_hours: null }, null, [], 50);
    expect(amounts.initialPayment).toBeLessThanOrEqual(amounts.total);
    expect(amounts.remainingBalance).toBe(0);
  });
});

describe("remainingBalance", () => {
  it("is the total after the discount less the deposit", () => {
    expect(remainingBalance({ subtotal: 35000, discount_amount: 3500, initial_payment_amount: 15300 })).toBe(16200);
    expect(remainingBalance({ subtotal: 100, discount_amount: 0, initial_payment_amount: 200 })).toBe(0);
  });
});
