import { useRef, useState, type PointerEvent } from "react";

/** Where a block is dropped: a technician's day, and in the day view an hour. */
export type TDropTarget = { technicianId: string; date: string; time: string | null };

/** A drop cell's data attributes, read back under the pointer. */
export function dropAttributes(target: TDropTarget) {
  return { "data-drop-technician": target.technicianId, "data-drop-date": target.date, "data-drop-time": target.time ?? "" };
}

export const dropKey = (target: TDropTarget) => `${target.technicianId}|${target.date}|${target.time ?? ""}`;

function targetAt(x: number, y: number): TDropTarget | null {
  for (const element of document.elementsFromPoint(x, y)) {
    if (!(element instanceof HTMLElement) || !element.dataset.dropTechnician) continue;
    return { technicianId: element.dataset.dropTechnician, date: element.dataset.dropDate ?? "", time: element.dataset.dropTime || null };
  }
  return null;
}

/** The pointer moves this far before a press becomes a drag, so a click on a block stays a click. */
const DRAG_THRESHOLD_PX = 5;

/**
 * Dragging a job's block with the pointer (mouse, pen or touch) onto a technician's
 * day or hour. The block follows the pointer; the cell under it is the target. The keyboard and
 * screen-reader path is each block's Move button (the Move dialog), never this.
 */
export function useBoardDrag(onDrop: (jobId: string, target: TDropTarget) => void) {
  const start = useRef<{ jobId: string; x: number; y: number; pointerId: number } | null>(null);
  const [drag, setDrag] = useState<{ jobId: string; dx: number; dy: number; over: TDropTarget | null } | null>(null);

  function blockHandlers(jobId: string) {
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || (event.target as HTMLElement).closest("button, a")) return;
        start.current = { jobId, x: event.clientX, y: event.clientY, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        if (!from || from.pointerId !== event.pointerId) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (!drag && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        setDrag({ jobId, dx, dy, over: targetAt(event.clientX, event.clientY) });
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        start.current = null;
        if (!from || !drag) return;
        const target = targetAt(event.clientX, event.clientY);
        setDrag(null);
        if (target) onDrop(from.jobId, target);
      },
      onPointerCancel() {
        start.current = null;
        setDrag(null);
      },
    };
  }

  return { drag, blockHandlers };
}
