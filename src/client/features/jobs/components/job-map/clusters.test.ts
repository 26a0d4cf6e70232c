import { describe, expect, it } from "vitest";
import type { TJobMapJob } from "../../../../../shared/schemas/job-map.ts";
import { clusterJobs, hitTest, markerSize, type TPlacedJob } from "./clusters.ts";

const job = (id: string, x: number, y: number, priority: TJobMapJob["priority"] = 1): TPlacedJob => ({
  id,
  x,
  y,
  priority,
  title: `Job ${id}`,
  status: "pending",
  city: "Orlando",
  state: "FL",
  zip: "32801",
  customer_name: "Maria Lopez",
  technician: null,
  scheduled_date: null,
  scheduled_time: null,
  position: { lat: 28.5, lng: -81.4 },
  placed_by: "zip",
});

describe("job map markers and clusters (staff-side.md §9)", () => {
  it("sizes markers by priority: 8, 10, 12", () => {
    expect([markerSize(1), markerSize(2), markerSize(3)]).toEqual([8, 10, 12]);
  });

  it("clusters jobs within 50 px into one marker of size 16, and none when switched off", () => {
    const jobs = [job("a", 100, 100), job("b", 140, 100, 3), job("c", 151, 100), job("d", 400, 400)];
    const clustered = clusterJobs(jobs, true);
    expect(clustered.map((m) => m.jobs.map((j) => j.id))).toEqual([["a", "b"], ["c"], ["d"]]);
    expect(clustered[0]).toMatchObject({ size: 16, x: 120, y: 100 });
    expect(clustered[1]!.size).toBe(8);
    const single = clusterJobs(jobs, false);
    expect(single).toHaveLength(4);
    expect(single[1]!.size).toBe(12);
  });

  it("hits a marker within its size plus 4, the nearest first", () => {
    const markers = clusterJobs([job("a", 100, 100), job("b", 120, 100, 3)], false);
    expect(hitTest(markers, { x: 100 - 11.9, y: 100 })?.key).toBe("a");
    expect(hitTest(markers, { x: 119, y: 100 })?.key).toBe("b");
    expect(hitTest(markers, { x: 120, y: 100 + 16 })?.key).toBe("b");
    expect(hitTest(markers, { x: 120, y: 100 + 16.5 })).toBeNull();
    expect(hitTest(markers, { x: 300, y: 300 })).toBeNull();
  });

  it("of two overlapping markers, hits the one drawn on top (the later), whichever centre is nearer", () => {
    const markers = clusterJobs([job("under", 100, 100), job("top", 100.4, 100, 3)], false);
    expect(hitTest(markers, { x: 100, y: 100 })?.key).toBe("top");
    expect(hitTest(markers, { x: 100.4, y: 100 })?.key).toBe("top");
    // Outside the top one's disc but inside the slop of both, the nearer wins.
    expect(hitTest(clusterJobs([job("a", 100, 100), job("b", 123, 100)], false), { x: 111, y: 100 })?.key).toBe("a");
  });
});
