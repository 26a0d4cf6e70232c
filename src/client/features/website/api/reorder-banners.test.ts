import { describe, expect, it } from "vitest";
import { movedIds } from "./reorder-banners.ts";

describe("movedIds", () => {
  it("swaps a banner with its neighbour", () => {
    expect(movedIds(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(movedIds(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });
  it("leaves the ends where they are", () => {
    expect(movedIds(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(movedIds(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});
