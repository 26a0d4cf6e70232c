import { describe, expect, it } from "vitest";
import { filledWidth } from "./star-rating.tsx";

describe("filledWidth", () => {
  it("fills whole stars with their gaps, then part of the next star", () => {
    expect(filledWidth(0, 16)).toBe(0);
    expect(filledWidth(1, 16)).toBe(18);
    expect(filledWidth(4.5, 16)).toBe(4 * 18 + 8);
    expect(filledWidth(5, 16)).toBe(5 * 18);
  });

  it("keeps the rating between 0 and 5", () => {
    expect(filledWidth(-1, 14)).toBe(0);
    expect(filledWidth(7, 14)).toBe(5 * 16);
  });
});
