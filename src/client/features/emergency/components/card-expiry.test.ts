import { describe, expect, it } from "vitest";
import { formatExpiry } from "./card-expiry.ts";

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
