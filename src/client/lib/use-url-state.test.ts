import { describe, expect, it } from "vitest";
import { oneOf, pageParam } from "./use-url-state.ts";

describe("a list's state read from the address", () => {
  it("takes a listed value, and the fallback for anything else", () => {
    const filters = ["all", "unpaid", "paid"] as const;
    expect(oneOf(filters, "paid", "all")).toBe("paid");
    expect(oneOf(filters, "PAID", "all")).toBe("all");
    expect(oneOf(filters, "", "all")).toBe("all");
    expect(oneOf(filters, null, "all")).toBe("all");
    expect(oneOf(filters, "__proto__", "all")).toBe("all");
  });

  it("reads a page from 1 to 10,000, else the first", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam("10000")).toBe(10_000);
    for (const raw of [null, "", "0", "-2", "2.5", "10001", "abc", "1e3x"]) expect(pageParam(raw)).toBe(1);
  });
});
