import { describe, expect, it } from "vitest";
import { emailKey, firstBookingDiscountPercent, percentOf, phoneKey } from "./discount.ts";

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

describe("emailKey", () => {
  it("matches one address in any case, with or without a +tag", () => {
    expect(emailKey("Grace.Holloway+promo@Example.com")).toBe("grace.holloway@example.com");
    expect(emailKey(" grace.holloway@example.com ")).toBe("grace.holloway@example.com");
    expect(emailKey("grace+a+b@example.com")).toBe("grace@example.com");
  });
  it("keeps a + that is not in the local part", () => expect(emailKey("grace@ex+ample.com")).toBe("grace@ex+ample.com"));
});
