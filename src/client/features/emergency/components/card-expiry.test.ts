import { describe, expect, it } from "vitest";
import { cardHasExpired, formatExpiry } from "./card-expiry.ts";

describe("formatExpiry", () => {
  it.each([
    ["1229", "12/29"],
    ["12/29", "12/29"],
    ["12 / 29", "12/29"],
    ["122", "12/2"],
    ["12", "12"],
    ["1", "1"],
    ["4", "04"],
    ["429", "04/29"],
    ["122930", "12/29"],
    ["", ""],
    ["ab", ""],
  ])("%j → %j", (raw, expected) => {
    expect(formatExpiry(raw)).toBe(expected);
  });

  it("is stable: formatting a formatted value changes nothing", () => {
    for (const value of ["12/29", "04/30", "1", "12/2"]) expect(formatExpiry(value)).toBe(value);
  });
});

describe("cardHasExpired", () => {
  const today = new Date(2026, 10, 27); // 27 November 2026
  it.each([
    ["01/23", true],
    ["10/26", true],
    ["11/26", false], // good through the end of its month
    ["12/26", false],
    ["01/27", false],
  ])("%j → %j", (expiry, expected) => {
    expect(cardHasExpired(expiry, today)).toBe(expected);
  });
});
