import { describe, expect, it } from "vitest";
import { bookingAmounts } from "../../../shared/rules/pricing.ts";
import { discountPercentOf } from "./booking-confirmation.ts";

// Decision 0105: a booking confirmed by the sweep says its discount's percent as its request would have.
describe("discountPercentOf", () => {
  it("reads back every whole percent of the subtotals bookings have", () => {
    for (const base of [101, 999, 6000, 8500, 14900, 123457]) {
      for (let percent = 1; percent <= 100; percent++) {
        const amounts = bookingAmounts({ base_price: base, pricing_type: "flat", min_hours: null }, null, [2500], percent);
        expect(discountPercentOf({ subtotal: amounts.subtotal, discount_amount: amounts.discount })).toBe(percent);
      }
    }
  });

  it("is 0 without a discount", () => {
    expect(discountPercentOf({ subtotal: 14900, discount_amount: 0 })).toBe(0);
  });
});
