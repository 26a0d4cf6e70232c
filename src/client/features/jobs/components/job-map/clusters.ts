import type { TJobMapJob } from "../../../../../shared/schemas/job-map.ts";
import type { TPoint } from "./viewport.ts";

// staff-side.md §9: markers sized by priority (8, 10, 12; clusters 16), clusters of the jobs
// within 50 px of one another, and a hit-test radius of the marker's size plus 4.

export const CLUSTER_DISTANCE = 50;
export const CLUSTER_SIZE = 16;
export const HIT_SLOP = 4;
const PRIORITY_SIZES = { 1: 8, 2: 10, 3: 12 } as const;

export const markerSize = (priority: TJobMapJob["priority"]) => PRIORITY_SIZES[priority] ?? 8;

export type TPlacedJob = TJobMapJob & TPoint;
/** One drawn marker: a job alone, or a cluster of jobs (its centre the mean of theirs). */
export type TMarker = { key: string; x: number; y: number; size: number; jobs: TPlacedJob[] };

/**
 * Greedy clustering in screen space: each job joins the first cluster whose first job lies within
 * `distance` pixels, or starts its own. The jobs come newest first from the server, so the result
 * does not change between renders. With `enabled` off, every job is its own marker.
 */
export function clusterJobs(jobs: readonly TPlacedJob[], enabled: boolean, distance = CLUSTER_DISTANCE): TMarker[] {
  if (!enabled) return jobs.map((job) => ({ key: job.id, x: job.x, y: job.y, size: markerSize(job.priority), jobs: [job] }));
  const groups: TPlacedJob[][] = [];
  for (const job of jobs) {
    const group = groups.find(([first]) => Math.hypot(first!.x - job.x, first!.y - job.y) <= distance);
    if (group) group.push(job);
    else groups.push([job]);
  }
  return groups.map((group) => {
    if (group.length === 1) {
      const [job] = group as [TPlacedJob];
      return { key: job.id, x: job.x, y: job.y, size: markerSize(job.priority), jobs: group };
    }
    const x = group.reduce((sum, job) => sum + job.x, 0) / group.length;
    const y = group.reduce((sum, job) => sum + job.y, 0) / group.length;
    return { key: `cluster:${group[0]!.id}`, x, y, size: CLUSTER_SIZE, jobs: group };
  });
}

/**
 * The marker under the pointer: the one drawn on top (markers are drawn in order, so the last)
 * whose disc covers the pointer, as the eye sees it when two overlap; else the nearest whose hit
 * radius (size + 4) reaches it; else null.
 */
export function hitTest(markers: readonly TMarker[], point: TPoint): TMarker | null {
  let best: TMarker | null = null;
  let bestDistance = Infinity;
  for (let index = markers.length - 1; index >= 0; index--) {
    const marker = markers[index]!;
    const distance = Math.hypot(marker.x - point.x, marker.y - point.y);
    if (distance <= marker.size) return marker;
    if (distance <= marker.size + HIT_SLOP && distance < bestDistance) {
      best = marker;
      bestDistance = distance;
    }
  }
  return best;
}
