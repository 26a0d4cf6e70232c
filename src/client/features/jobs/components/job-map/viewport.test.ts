import { describe, expect, it } from "vitest";
import { MAP_BOUNDS } from "../../../../../shared/schemas/job-map.ts";
import { clampToBounds, clampZoom, fitView, panBy, project, zoomAbout } from "./viewport.ts";

const size = { width: 800, height: 500 };
const orlando = { lat: 28.5383, lng: -81.3792 };
const ocala = { lat: 29.1872, lng: -82.1401 };
const melbourne = { lat: 28.0836, lng: -80.6081 };

describe("job map viewport (staff-side.md §9)", () => {
  it("opens framed on the jobs: every job inside the canvas, within the padding", () => {
    const view = fitView([orlando, ocala, melbourne], size, 40);
    expect(view.zoom).toBe(1);
    for (const place of [orlando, ocala, melbourne]) {
      const { x, y } = project(view, size, place);
      expect(x).toBeGreaterThanOrEqual(39.9);
      expect(x).toBeLessThanOrEqual(760.1);
      expect(y).toBeGreaterThanOrEqual(39.9);
      expect(y).toBeLessThanOrEqual(460.1);
    }
    // The farthest pair touches the padding on one axis: the fit is tight, not just inside.
    const points = [orlando, ocala, melbourne].map((p) => project(view, size, p));
    const spanX = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    const spanY = Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
    expect(Math.max(spanX / 720, spanY / 420)).toBeCloseTo(1, 3);
  });

  it("frames a single job on a readable area, and Central Florida with none", () => {
    const one = fitView([orlando], size);
    expect(project(one, size, orlando).x).toBeCloseTo(400, 5);
    expect(Number.isFinite(one.baseScale)).toBe(true);
    const none = fitView([], size);
    expect(none.center.lat).toBeCloseTo(orlando.lat, 3);
  });

  it("keeps places and the view's centre inside the continental-US bounds", () => {
    expect(clampToBounds({ lat: 10, lng: -150 })).toEqual({ lat: MAP_BOUNDS.south, lng: MAP_BOUNDS.west });
    expect(clampToBounds({ lat: 60, lng: 0 })).toEqual({ lat: MAP_BOUNDS.north, lng: MAP_BOUNDS.east });
    const view = fitView([orlando], size);
    const far = panBy(view, size, -100_000, -100_000);
    expect(far.center.lng).toBeLessThanOrEqual(MAP_BOUNDS.east);
    expect(far.center.lat).toBeGreaterThanOrEqual(MAP_BOUNDS.south);
  });

  it("drag moves the map with the pointer", () => {
    const view = fitView([orlando, ocala], size);
    const before = project(view, size, orlando);
    const after = project(panBy(view, size, 30, -20), size, orlando);
    expect(after.x - before.x).toBeCloseTo(30, 3);
    expect(after.y - before.y).toBeCloseTo(-20, 3);
  });

  it("zooms within 0.5 to 3 in tenths, keeping the place under the pointer", () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(9)).toBe(3);
    expect(clampZoom(1 + 0.1 + 0.2)).toBe(1.3);
    const view = fitView([orlando, ocala, melbourne], size);
    const anchor = project(view, size, ocala);
    const zoomed = zoomAbout(view, size, 1.2, anchor);
    expect(zoomed.zoom).toBe(1.2);
    const moved = project(zoomed, size, ocala);
    expect(moved.x).toBeCloseTo(anchor.x, 3);
    expect(moved.y).toBeCloseTo(anchor.y, 3);
    expect(zoomAbout(zoomed, size, 5).zoom).toBe(3);
    expect(zoomAbout(view, size, 0.2).zoom).toBe(0.5);
  });
});
