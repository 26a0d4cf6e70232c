import { describe, expect, it } from "vitest";
import { percentOf } from "./discount.ts";
import { dollarsToCents, estimateTotals, itemTotal, parseMeasure, roomArea, totalArea, wallArea } from "./estimate.ts";

describe("room measurements (staff-side.md §3, §5)", () => {
  it("computes a room's floor area as length × width, to the hundredth", () => {
    expect(roomArea(12, 10)).toBe(120);
    expect(roomArea(12.3, 10.1)).toBe(124.23);
    expect(roomArea(0, 10)).toBe(0);
  });

  it("computes the wall area from the perimeter and the height, 0 without a height", () => {
    expect(wallArea(12, 10, 8)).toBe(352);
    expect(wallArea(12.5, 10, 8.5)).toBe(382.5);
    expect(wallArea(12, 10, null)).toBe(0);
    expect(wallArea(12, 10, 0)).toBe(0);
  });

  it("adds up the rooms' floor areas", () => {
    expect(totalArea([{ area: 120 }, { area: 124.23 }, { area: 0.1 }])).toBe(244.33);
    expect(totalArea([])).toBe(0);
  });

  it("turns an unparsable number into 0", () => {
    expect(parseMeasure("12.5")).toBe(12.5);
    expect(parseMeasure(" 7 ")).toBe(7);
    expect(parseMeasure("abc")).toBe(0);
    expect(parseMeasure("")).toBe(0);
    expect(parseMeasure(Number.NaN)).toBe(0);
    expect(parseMeasure(undefined)).toBe(0);
  });
});

describe("estimate totals in cents (staff-side.md §9)", () => {
  it("prices an item as quantity × rate, rounded to the cent", () => {
    expect(itemTotal(3, 4599)).toBe(13797);
    expect(itemTotal(124.23, 350)).toBe(43481); // 43480.5 rounds up
    expect(itemTotal(1, 1)).toBe(1);
  });

  it("is (labour hours × rate + item totals) × 1.075 at the default rates", () => {
    const totals = estimateTotals({
      items: [
        { quantity: 3, rate: 4599 },
        { quantity: 1, rate: 1250 },
      ],
      laborHours: 2.5,
      laborRateCents: 8500,
      taxRatePercent: 7.5,
    });
    expect(totals).toEqual({ labor_cost: 21250, materials_cost: 15047, subtotal: 36297, discount: 0, tax: 2722, total: 39019 });
    // 36297 × 1.075 = 39019.275 → 39019
    expect(totals.total).toBe(Math.round(36297 * 1.075));
  });

  it("rounds the tax to the cent, half a cent up", () => {
    // 10 × 1.075 = 10.75; 2 × 0.075 = 0.15; 6 × 0.075 = 0.45 → 0 and 1 cent.
    expect(estimateTotals({ items: [{ quantity: 1, rate: 6 }], laborHours: 0, laborRateCents: 8500, taxRatePercent: 7.5 })).toMatchObject({
      tax: 0,
      total: 6,
    });
    expect(estimateTotals({ items: [{ quantity: 1, rate: 20 }], laborHours: 0, laborRateCents: 8500, taxRatePercent: 7.5 })).toMatchObject({
      tax: 2,
      total: 22,
    });
  });

  it("prices labour alone, and nothing at all as zero", () => {
    expect(estimateTotals({ items: [], laborHours: 1.5, laborRateCents: 8500, taxRatePercent: 7.5 })).toEqual({
      labor_cost: 12750,
      materials_cost: 0,
      subtotal: 12750,
      discount: 0,
      tax: 956,
      total: 13706,
    });
    expect(estimateTotals({ items: [], laborHours: 0, laborRateCents: 8500, taxRatePercent: 7.5 }).total).toBe(0);
  });

  it("follows the settings' rates", () => {
    expect(estimateTotals({ items: [], laborHours: 2, laborRateCents: 10000, taxRatePercent: 6.5 })).toMatchObject({
      subtotal: 20000,
      tax: 1300,
      total: 21300,
    });
  });

  it("takes a first-booking discount's percent off the subtotal, rounded as at booking, and taxes what is left (decision 0181)", () => {
    const totals = estimateTotals({
      items: [
        { quantity: 3, rate: 4599 },
        { quantity: 1, rate: 1250 },
      ],
      laborHours: 2.5,
      laborRateCents: 8500,
      taxRatePercent: 7.5,
      discountPercent: 10,
    });
    // 10 % of 36297 = 3629.7 → 3630; 32667 × 7.5 % = 2450.025 → 2450
    expect(totals).toEqual({ labor_cost: 21250, materials_cost: 15047, subtotal: 36297, discount: 3630, tax: 2450, total: 35117 });
    expect(totals.discount).toBe(percentOf(totals.subtotal, 10));
    expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
  });

  it("takes nothing off without a percent, or off an empty estimate", () => {
    const input = { items: [{ quantity: 2, rate: 1000 }], laborHours: 0, laborRateCents: 8500, taxRatePercent: 7.5 };
    expect(estimateTotals(input)).toEqual(estimateTotals({ ...input, discountPercent: 0 }));
    expect(estimateTotals({ ...input, items: [], discountPercent: 10 })).toMatchObject({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });

  it("reads dollars typed in the rate field as cents", () => {
    expect(dollarsToCents("45.99")).toBe(4599);
    expect(dollarsToCents("0.015")).toBe(2);
    expect(dollarsToCents("x")).toBe(0);
  });
});

describe("estimate statuses (decision 0069)", () => {
  it("sends drafts and sent estimates, lets the customer decide only what was sent", async () => {
    const { canSend, canDecide, afterChange } = await import("./estimate-status.ts");
    expect(["draft", "sent", "approved", "declined"].filter((s) => canSend(s as never))).toEqual(["draft", "sent"]);
    expect(["draft", "sent", "approved", "declined"].filter((s) => canDecide(s as never))).toEqual(["sent"]);
    expect(afterChange({ status: "draft", revision: 1 })).toEqual({ status: "draft", revision: 1 });
    expect(afterChange({ status: "sent", revision: 1 })).toEqual({ status: "draft", revision: 2 });
    expect(afterChange({ status: "approved", revision: 2 })).toEqual({ status: "draft", revision: 3 });
  });
});
