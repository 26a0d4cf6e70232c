import { describe, expect, it } from "vitest";
import { firstBookingDiscountPercent, percentOf, phoneKey } from "./discount.ts";

describe("firstBookingDiscountPercent", () => {
  it("gives the setting's percent to a first booking while the discount is on", () => {
    expect(firstBookingDiscountPercent({ enabled: true, percent: 10 }, true)).toBe(10);
  });
  it("gives nothing to a returning customer", () => expect(firstBookingDiscountPercent({ enabled: true, percent: 10 }, false)).toBe(0));
  it("gives nothing while the discount is off", () => expect(firstBookingDiscountPercent({ enabled: false, percent: 10 }, true)).toBe(0));
});

describe("percentOf", () => {
  it("rounds to the nearest cent", () => {
    expect(percentOf(14900, 10)).toBe(1490);
    expect(percentOf(8905, 10)).toBe(891);
    expect(percentOf(0, 10)).toBe(0);
  });
});

describe("phoneKey", () => {
  it("matches one number however it is written", () => {
    expect(phoneKey("(407) 555-0199")).toBe("4075550199");
    expect(phoneKey("+1 407 555 0199")).toBe("4075550199");
  });
  it("is null for a number too short to identify anyone", () => {
    expect(phoneKey("")).toBeNull();
    expect(phoneKey("555")).toBeNull();
  });
});
