import { describe, expect, it } from "vitest";
import type { TMarker } from "./clusters.ts";
import { LABEL_GAP, placeLabel } from "./labels.ts";

const marker = (x: number, y: number, size = 16): TMarker => ({ key: `${x},${y}`, x, y, size, jobs: [] });
const dot = { x: 100, y: 100 };

describe("placeLabel", () => {
  it("puts a city's name to the right of its dot when nothing covers it", () => {
    expect(placeLabel(dot, 60, [marker(300, 300)])).toEqual({ x: 100 + LABEL_GAP, y: 100, align: "left" });
  });

  it("moves the name to the left when a cluster covers its right", () => {
    expect(placeLabel(dot, 60, [marker(140, 100)])).toEqual({ x: 100 - LABEL_GAP, y: 100, align: "right" });
  });

  it("moves the name above, then below, when markers cover both sides", () => {
    expect(placeLabel(dot, 40, [marker(140, 100), marker(60, 100)])).toMatchObject({ x: 100, align: "center" });
    expect(placeLabel(dot, 40, [marker(140, 100), marker(60, 100)]).y).toBeLessThan(100);
    expect(placeLabel(dot, 40, [marker(140, 100), marker(60, 100), marker(100, 80)]).y).toBeGreaterThan(100);
  });

  it("moves the name out past a cluster that sits on the dot itself, not over its count", () => {
    expect(placeLabel(dot, 60, [marker(104, 102)])).toEqual({ x: 100 + LABEL_GAP + 20, y: 100, align: "left" });
  });

  it("keeps the right when markers cover every side (the label is drawn over them)", () => {
    expect(placeLabel(dot, 60, [marker(100, 100, 80)])).toEqual({ x: 100 + LABEL_GAP, y: 100, align: "left" });
  });
});
