import { geoPath } from "d3-geo";
import type { TJobStatus } from "@/shared/rules/job-status.ts";
import type { TJobRoute, TMapPlace } from "@/shared/schemas/job-map.ts";
import type { TBaseMap } from "./base-map.ts";
import type { TMarker } from "./clusters.ts";
import { placeLabel } from "./labels.ts";
import { project, projectionFor, type TSize, type TView } from "./viewport.ts";

// Draws the Map View's canvas (staff-side.md §2, §9): sea, land, state and county lines, the
// named cities' dots, today's routes, the markers, then the cities' names on top (beside their
// dot where no marker covers it, see labels.ts) so a marker never hides one.

/** One colour per status, the same hues as the status badges (job-badges.tsx). */
export const STATUS_COLORS: Record<TJobStatus, string> = {
  pending: "#d97706",
  scheduled: "#1d4ed8",
  in_progress: "#7c3aed",
  on_hold: "#ea580c",
  completed: "#16a34a",
  cancelled: "#64748b",
};
const CLUSTER_COLOR = "#0f172a";
const ROUTE_COLORS = ["#0e7490", "#be185d", "#4d7c0f", "#7c2d12", "#4338ca", "#a16207"];

export type TDrawInput = {
  size: TSize;
  view: TView;
  base: TBaseMap | null;
  places: readonly TMapPlace[];
  markers: readonly TMarker[];
  /** Each route's stops, in scheduled order, as pixels. */
  routes: readonly { route: TJobRoute; points: { x: number; y: number }[] }[];
  selectedIds: ReadonlySet<string>;
  hoveredKey: string | null;
};

export function drawMap(ctx: CanvasRenderingContext2D, input: TDrawInput) {
  const { size, view, base } = input;
  ctx.clearRect(0, 0, size.width, size.height);
  ctx.fillStyle = "#cfe3f5"; // sea
  ctx.fillRect(0, 0, size.width, size.height);

  if (base) {
    const path = geoPath(projectionFor(view, size), ctx);
    ctx.beginPath();
    path(base.states);
    ctx.fillStyle = "#f4f6f0";
    ctx.fill();
    ctx.beginPath();
    path(base.counties);
    ctx.strokeStyle = "#a8b3c2";
    ctx.lineWidth = 0.8;
    ctx.stroke();
    ctx.beginPath();
    path(base.borders);
    ctx.strokeStyle = "#64748b";
    ctx.lineWidth = 1.4;
    ctx.stroke();
  }

  const places = visiblePlaces(input);
  for (const { x, y } of places) {
    ctx.beginPath();
    ctx.arc(x, y, 2.5, 0, Math.PI * 2);
    ctx.fillStyle = "#334155";
    ctx.fill();
  }

  input.routes.forEach(({ points }, index) => {
    if (points.length < 2) return;
    ctx.beginPath();
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.strokeStyle = ROUTE_COLORS[index % ROUTE_COLORS.length]!;
    ctx.lineWidth = 3;
    ctx.setLineDash([8, 5]);
    ctx.stroke();
    ctx.setLineDash([]);
  });

  for (const marker of input.markers) drawMarker(ctx, marker, input);

  ctx.font = "600 12px system-ui, sans-serif";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  for (const { place, x, y } of places) {
    const label = placeLabel({ x, y }, ctx.measureText(place.name).width, input.markers);
    ctx.textAlign = label.align;
    ctx.lineWidth = 4;
    ctx.strokeStyle = "rgba(255,255,255,0.95)";
    ctx.strokeText(place.name, label.x, label.y);
    ctx.fillStyle = place.service_area ? "#1e293b" : "#475569";
    ctx.fillText(place.name, label.x, label.y);
  }
  ctx.textAlign = "start";
  ctx.lineJoin = "miter";
}

/** The named cities on or near the screen, with their pixels. */
function visiblePlaces({ size, view, places }: TDrawInput) {
  return places
    .map((place) => ({ place, ...project(view, size, place.position) }))
    .filter(({ x, y }) => x >= -50 && y >= -20 && x <= size.width + 50 && y <= size.height + 20);
}

function drawMarker(ctx: CanvasRenderingContext2D, marker: TMarker, { selectedIds, hoveredKey }: TDrawInput) {
  const cluster = marker.jobs.length > 1;
  const selected = marker.jobs.some((job) => selectedIds.has(job.id));
  if (selected) {
    ctx.beginPath();
    ctx.arc(marker.x, marker.y, marker.size + 4, 0, Math.PI * 2);
    ctx.lineWidth = 3;
    ctx.strokeStyle = "#0f172a";
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(marker.x, marker.y, marker.size, 0, Math.PI * 2);
  ctx.fillStyle = cluster ? CLUSTER_COLOR : STATUS_COLORS[marker.jobs[0]!.status];
  ctx.fill();
  ctx.lineWidth = marker.key === hoveredKey ? 3 : 2;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
  if (cluster) {
    ctx.fillStyle = "#ffffff";
    ctx.font = "700 12px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(marker.jobs.length), marker.x, marker.y);
    ctx.textAlign = "start";
  }
}
