import { describe, expect, it } from "vitest";
import { showingLine } from "./showing-line.ts";

describe("showingLine", () => {
  it("counts a search that finds nothing out of the whole catalogue", () => {
    expect(showingLine(0, 0, 16)).toBe("Showing 0 of 16 services");
  });
  it("counts a search's matches out of the whole catalogue once they are all shown", () => {
    expect(showingLine(3, 3, 16)).toBe("Showing 3 of 16 services");
  });
  it("counts the first page of the whole catalogue", () => {
    expect(showingLine(12, 16, 16)).toBe("Showing 12 of 16 services");
  });
  it("counts out of the matches while more of them are to load", () => {
    expect(showingLine(12, 40, 1000)).toBe("Showing 12 of 40 matching services");
  });
  it("says one service", () => {
    expect(showingLine(1, 1, 1)).toBe("Showing 1 of 1 service");
  });
});
