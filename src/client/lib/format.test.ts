import { describe, expect, it } from "vitest";
import { formatRate } from "./format.ts";

describe("formatRate", () => {
  it("shows '/hr' for hourly work only", () => {
    expect(formatRate({ base_price: 8500, pricing_type: "hourly" })).toBe("$85.00/hr");
    expect(formatRate({ base_price: 12900, pricing_type: "flat" })).toBe("$129.00");
  });
  it("treats an unknown pricing type as hourly, as the spec does", () => {
    expect(formatRate({ base_price: 8500, pricing_type: "per-visit" })).toBe("$85.00/hr");
  });
});
