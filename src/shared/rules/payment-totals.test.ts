import { describe, expect, it } from "vitest";
import { netOf } from "./payment-totals.ts";

describe("netOf", () => {
  it("adds what came in and takes off what was given back", () => {
    expect(netOf({ deposit: 17000, emergency_fee: 2500, balance: 4991, refund: 8500 })).toBe(15991);
  });

  it("can be below zero when a filter holds only refunds", () => {
    expect(netOf({ deposit: 0, emergency_fee: 0, balance: 0, refund: 8500 })).toBe(-8500);
    expect(netOf({ deposit: 0, emergency_fee: 0, balance: 0, refund: 0 })).toBe(0);
  });
});
