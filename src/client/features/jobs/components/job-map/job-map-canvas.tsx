import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { TJobRoute, TMapPlace } from "@/shared/schemas/job-map.ts";
import { PRIORITY_LABELS, priorityName } from "../job-format.ts";
import type { TBaseMap } from "./base-map.ts";
import { hitTest, type TMarker } from "./clusters.ts";
import { drawMap } from "./draw.ts";
import { BUTTON_STEP, panBy, WHEEL_STEP, zoomAbout, type TPoint, type TSize, type TView } from "./viewport.ts";

/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD = 4;

type TJobMapCanvasProps = {
  size: TSize;
  view: TView;
  base: TBaseMap | null;
  places: readonly TMapPlace[];
  markers: readonly TMarker[];
  routes: readonly { route: TJobRoute; points: TPoint[] }[];
  selectedIds: ReadonlySet<string>;
  label: string;
  onViewChange: (view: TView) => void;
  onOpenJob: (id: string) => void;
  onToggleSelect: (id: string) => void;
};

/**
 * staff-side.md §2 Map view: the canvas. Drag pans, the wheel zooms about the pointer, a click on
 * a marker opens its job (Ctrl/Cmd+click selects it), a click on a cluster zooms in on it; the
 * hover card names the job under the pointer.
 */
export function JobMapCanvas(props: TJobMapCanvasProps) {
  const { size, view, markers, onViewChange } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hovered, setHovered] = useState<TMarker | null>(null);
  const press = useRef<{ start: TPoint; view: TView; dragging: boolean } | null>(null);

  // Redraw whenever anything drawn changes, at the screen's pixel density.
  const { base, places, routes, selectedIds } = props;
  const hoveredKey = hovered?.key ?? null;
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(size.width * dpr);
    canvas.height = Math.round(size.height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawMap(ctx, { size, view, base, places, markers, routes, selectedIds, hoveredKey });
  }, [size, view, base, places, markers, routes, selectedIds, hoveredKey]);

  // The wheel zooms the map, not the page: a non-passive listener so it can keep the page still.
  const latest = useRef({ view, size, onViewChange });
  useEffect(() => {
    latest.current = { view, size, onViewChange };
  });
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { view: current, size: currentSize, onViewChange: change } = latest.current;
      const step = event.deltaY < 0 ? WHEEL_STEP : -WHEEL_STEP;
      change(zoomAbout(current, currentSize, current.zoom + step, pointIn(canvas, event)));
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    return () => canvas.removeEventListener("wheel", onWheel);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press.current = { start: pointIn(event.currentTarget, event), view, dragging: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const point = pointIn(event.currentTarget, event);
    const current = press.current;
    if (current) {
      const dx = point.x - current.start.x;
      const dy = point.y - current.start.y;
      if (current.dragging || Math.hypot(dx, dy) > DRAG_THRESHOLD) {
        current.dragging = true;
        setHovered(null);
        onViewChange(panBy(current.view, size, dx, dy));
        return;
      }
    }
    setHovered(hitTest(markers, point));
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = press.current;
    press.current = null;
    if (!current || current.dragging) return;
    const hit = hitTest(markers, pointIn(event.currentTarget, event));
    if (!hit) return;
    if (hit.jobs.length > 1) {
      onViewChange(zoomAbout(view, size, view.zoom + 2 * BUTTON_STEP, hit));
    } else if (event.ctrlKey || event.metaKey) {
      props.onToggleSelect(hit.jobs[0]!.id);
    } else {
      props.onOpenJob(hit.jobs[0]!.id);
    }
  };

  return (
    <>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={props.label}
        style={{ width: size.width, height: size.height }}
        className={hovered ? "block cursor-pointer touch-none" : "block cursor-grab touch-none active:cursor-grabbing"}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (press.current = null)}
        onPointerLeave={() => setHovered(null)}
      />
      {hovered ? <HoverCard marker={hovered} size={size} /> : null}
    </>
  );
}

function pointIn(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): TPoint {
  const box = canvas.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/** §2: the hover card: title, city and state, customer and priority (a cluster lists its first jobs). */
function HoverCard({ marker, size }: { marker: TMarker; size: TSize }) {
  const left = Math.min(marker.x + marker.size + 8, size.width - 240);
  const top = Math.max(8, Math.min(marker.y - 20, size.height - 130));
  const [job] = marker.jobs;
  return (
    <div
      data-testid="job-map-hover-card"
      className="pointer-events-none absolute w-56 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg"
      style={{ left: Math.max(8, left), top }}
    >
      {marker.jobs.length > 1 ? (
        <>
          <p className="font-semibold text-slate-900">{marker.jobs.length} jobs here</p>
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {marker.jobs.slice(0, 4).map((one) => (
              <li key={one.id} className="truncate">
                {one.title}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">Click to zoom in</p>
        </>
      ) : job ? (
        <>
          <p className="font-semibold break-words text-slate-900">{job.title}</p>
          <p className="text-slate-700">{[job.city, job.state].filter(Boolean).join(", ")}</p>
          <p className="text-slate-700">{job.customer_name}</p>
          <p className="text-slate-700">{PRIORITY_LABELS[priorityName(job.priority)]} priority</p>
        </>
      ) : null}
    </div>
  );
}
