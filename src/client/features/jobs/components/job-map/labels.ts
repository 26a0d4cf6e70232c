import type { TMarker } from "./clusters.ts";
import type { TPoint } from "./viewport.ts";

// The city labels sit among the job markers: a marker (a cluster most of all, as it sits where
// the jobs are, i.e. in the cities) would hide the name under it. Each label takes the first
// side of its dot that no marker covers; if every side is covered it keeps the right, and as
// labels are drawn over the markers with a white halo it still reads.

export const LABEL_GAP = 5;
export const LABEL_HEIGHT = 14;

type TBox = { left: number; top: number; right: number; bottom: number };
export type TLabelPlacement = { x: number; y: number; align: "left" | "right" | "center" };

const candidates = (dot: TPoint, width: number): (TLabelPlacement & { box: TBox })[] => {
  const half = LABEL_HEIGHT / 2;
  const right = { x: dot.x + LABEL_GAP, y: dot.y, align: "left" as const };
  const left = { x: dot.x - LABEL_GAP, y: dot.y, align: "right" as const };
  const above = { x: dot.x, y: dot.y - LABEL_GAP - half, align: "center" as const };
  const below = { x: dot.x, y: dot.y + LABEL_GAP + half, align: "center" as const };
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

/** Where a label of this width goes beside its city's dot: the first side no marker covers. */
export function placeLabel(dot: TPoint, width: number, markers: readonly TMarker[]): TLabelPlacement {
  const options = candidates(dot, width);
  const free = options.find((option) => !markers.some((marker) => covers(marker, option.box))) ?? options[0]!;
  return { x: free.x, y: free.y, align: free.align };
}
