import { useEffect, useRef, useState, type PointerEvent } from "react";
import { Eraser, Ruler } from "lucide-react";
import type { TMeasurementLine } from "@/shared/schemas/estimates.ts";
import { TECHNICIAN_LIMITS } from "@/shared/rules/estimate.ts";
import { Button } from "@/client/ui/button.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

const { canvasHeight: HEIGHT, gridSpacing: GRID } = TECHNICIAN_LIMITS;

/** One grid square is one foot: a line's label is its length in feet, to a tenth. */
export function lineLabel(x1: number, y1: number, x2: number, y2: number) {
  return `${(Math.hypot(x2 - x1, y2 - y1) / GRID).toFixed(1)} ft`;
}

function draw(canvas: HTMLCanvasElement, lines: readonly TMeasurementLine[], start: { x: number; y: number } | null) {
  const context = canvas.getContext("2d");
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.strokeStyle = "#e2e8f0";
  context.lineWidth = 1;
  for (let x = 0; x <= width; x += GRID) {
    context.beginPath();
    context.moveTo(x + 0.5, 0);
    context.lineTo(x + 0.5, height);
    context.stroke();
  }
  for (let y = 0; y <= height; y += GRID) {
    context.beginPath();
    context.moveTo(0, y + 0.5);
    context.lineTo(width, y + 0.5);
    context.stroke();
  }
  context.strokeStyle = "#1d4ed8";
  context.fillStyle = "#0f172a";
  context.lineWidth = 2;
  context.font = "600 13px system-ui, sans-serif";
  for (const line of lines) {
    context.beginPath();
    context.moveTo(line.x1, line.y1);
    context.lineTo(line.x2, line.y2);
    context.stroke();
    context.fillText(line.label, (line.x1 + line.x2) / 2 + 4, (line.y1 + line.y2) / 2 - 4);
  }
  if (start) {
    context.fillStyle = "#b91c1c";
    context.beginPath();
    context.arc(start.x, start.y, 4, 0, Math.PI * 2);
    context.fill();
  }
}

/**
 * staff-side.md §2 Measure: a 300 px canvas with a 20 px grid. With Measure on, two taps (or
 * clicks) make a labelled line; Clear removes the lines. Pointer events, so touch works too.
 */
export function MeasureCanvas({ lines, onLinesChange }: { lines: TMeasurementLine[]; onLinesChange: (lines: TMeasurementLine[]) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [measuring, setMeasuring] = useState(false);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [width, setWidth] = useState(300);

  // The canvas draws at its on-screen width, so a tap lands where the finger is.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(1, Math.floor(entry.contentRect.width))));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (canvasRef.current) draw(canvasRef.current, lines, start);
  }, [lines, start, width]);

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (!measuring) return;
    const box = event.currentTarget.getBoundingClientRect();
    const point = { x: Math.round(event.clientX - box.left), y: Math.round(event.clientY - box.top) };
    if (!start) {
      setStart(point);
      return;
    }
    onLinesChange([...lines, { x1: start.x, y1: start.y, x2: point.x, y2: point.y, label: lineLabel(start.x, start.y, point.x, point.y) }]);
    setStart(null);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={measuring ? "primary" : "outline"}
          size="lg"
          aria-pressed={measuring}
          onClick={() => {
            setMeasuring(!measuring);
            setStart(null);
          }}
        >
          <Ruler aria-hidden="true" />
          {m.tech_canvas_measure()}
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={() => {
            onLinesChange([]);
            setStart(null);
          }}
          disabled={lines.length === 0 && !start}
        >
          <Eraser aria-hidden="true" />
          {m.tech_canvas_clear()}
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        width={width}
        height={HEIGHT}
        onPointerDown={onPointerDown}
        role="img"
        aria-label={lines.length === 0 ? m.tech_canvas_label_empty() : m.tech_canvas_label_lines({ lines: lines.map((line) => line.label).join(", ") })}
        data-testid="measure-canvas"
        className={`block w-full touch-none rounded-lg border border-slate-300 ${measuring ? "cursor-crosshair" : ""}`}
        style={{ height: HEIGHT }}
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {measuring ? (start ? m.tech_canvas_tap_end() : m.tech_canvas_tap_start()) : m.tech_canvas_turn_on()}
        {lines.length > 0 ? m.tech_canvas_lines({ count: lines.length, lines: lines.map((line) => line.label).join(", ") }) : ""}
      </p>
    </div>
  );
}
