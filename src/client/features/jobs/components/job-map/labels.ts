import type { TMarker } from "./clusters.ts";
import type { TPoint } from "./viewport.ts";

// The city labels sit among the job markers: a marker (a cluster most of all, as it sits where
// the jobs are, i.e. in the cities) would hide the name under it. Each label takes the nearest
// side of its dot that no marker covers, moving out past a cluster on the dot rather than over
// its count; if every side is covered it keeps the right, and as labels are drawn over the
// markers with a white halo it still reads.

export const LABEL_GAP = 5;
/** How far from its dot a label may move to clear a marker: past a cluster (16 px radius) on the dot. */
const LABEL_GAPS = [LABEL_GAP, LABEL_GAP + 20, LABEL_GAP + 40];
export const LABEL_HEIGHT = 14;

type TBox = { left: number; top: number; right: number; bottom: number };
export type TLabelPlacement = { x: number; y: number; align: "left" | "right" | "center" };

const candidates = (dot: TPoint, width: number, gap: number): (TLabelPlacement & { box: TBox })[] => {
  const half = LABEL_HEIGHT / 2;
  const right = { x: dot.x + gap, y: dot.y, align: "left" as const };
  const left = { x: dot.x - gap, y: dot.y, align: "right" as const };
  const above = { x: dot.x, y: dot.y - gap - half, align: "center" as const };
  const below = { x: dot.x, y: dot.y + gap + half, align: "center" as const };
  return [
    { ...right, box: { left: right.x, right: right.x + width, top: dot.y - half, bottom: dot.y + half } },
    { ...left, box: { left: left.x - width, right: left.x, top: dot.y - half, bottom: dot.y + half } },
    { ...above, box: { left: dot.x - width / 2, right: dot.x + width / 2, top: above.y - half, bottom: above.y + half } },
    { ...below, box: { left: dot.x - width / 2, right: dot.x + width / 2, top: below.y - half, bottom: below.y + half } },
  ];
};

/** Whether the marker's circle (with its 2 px outline) reaches into the box. */
const covers = (marker: TMarker, box: TBox) => {
  const nearestX = Math.max(box.left, Math.min(marker.x, box.right));
  const nearestY = Math.max(box.top, Math.min(marker.y, box.bottom));
  const radius = marker.size + 2;
  return (marker.x - nearestX) ** 2 + (marker.y - nearestY) ** 2 < radius ** 2;
};

/** Where a label of this width goes beside its city's dot: the nearest side no marker covers. */
export function placeLabel(dot: TPoint, width: number, markers: readonly TMarker[]): TLabelPlacement {
  const options = LABEL_GAPS.flatMap((gap) => candidates(dot, width, gap));
  const free = options.find((option) => !markers.some((marker) => covers(marker, option.box))) ?? options[0]!;
  return { x: free.x, y: free.y, align: free.align };
}
