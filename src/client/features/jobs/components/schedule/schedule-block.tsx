import type { CSSProperties, PointerEvent } from "react";
import { Siren } from "lucide-react";
import { timeLeft } from "@/shared/rules/emergency-promise.ts";
import type { TScheduleJob } from "@/shared/schemas/schedule.ts";
import { cn } from "@/client/lib/cn.ts";
import { adminJobHref } from "@/client/lib/paths.ts";
import { Link } from "react-router";
import { JOB_STATUS_LABELS } from "../job-format.ts";
import { STATUS_TONES } from "../job-badges.tsx";
import { dayLabel, spanText } from "./schedule-format.ts";

type THandlers = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
};

/** An emergency's 2-hour response window, counting down (customer-side.md §9). */
export function PromiseLeft({ dueAt, now }: { dueAt: string; now: Date }) {
  const left = timeLeft(new Date(dueAt), now);
  return (
    <span className={cn("inline-flex items-center gap-1 rounded px-1.5 text-xs font-bold", left.overdue ? "bg-red-700 text-white" : "bg-red-50 text-red-800")}>
      <Siren aria-hidden="true" className="size-3" />
      {left.label}
    </span>
  );
}

/**
 * A job on the board: coloured by its status, sized by its hours (the caller's style), dragged
 * by the pointer; its Move button is the keyboard and screen-reader way to do the same. Below
 * `md` (the agenda, which has no drop cells) a swipe over a block scrolls the page.
 */
export function ScheduleBlock({
  job,
  now,
  handlers,
  dragging,
  offset,
  onMove,
  style,
  className,
  withDate = false,
}: {
  job: TScheduleJob;
  now: Date;
  handlers: THandlers;
  dragging: boolean;
  offset?: { dx: number; dy: number };
  onMove: (job: TScheduleJob) => void;
  style?: CSSProperties;
  className?: string;
  /** In the tray, where the day is not the column's: the job's date too. */
  withDate?: boolean;
}) {
  const when = withDate ? `${job.scheduled_date ? dayLabel(job.scheduled_date) : "No date yet"} · ${spanText(job)}` : spanText(job);
  return (
    <article
      aria-label={`${job.title}, ${when}, ${JOB_STATUS_LABELS[job.status]}`}
      data-job-id={job.id}
      {...handlers}
      style={{ ...style, ...(dragging && offset ? { transform: `translate(${offset.dx}px, ${offset.dy}px)` } : {}) }}
      className={cn(
        "flex cursor-grab flex-col gap-0.5 overflow-hidden rounded-lg p-1.5 text-xs ring-1 ring-inset select-none md:touch-none",
        STATUS_TONES[job.status],
        dragging && "z-30 cursor-grabbing opacity-90 shadow-lg",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-1">
        <Link to={adminJobHref(job.id)} title={job.title} className="min-w-0 truncate font-semibold underline-offset-2 hover:underline">
          {job.title}
        </Link>
        <button
          type="button"
          onClick={() => onMove(job)}
          aria-label={`Move ${job.title}`}
          className="shrink-0 rounded border border-current/30 bg-white/70 px-1.5 font-semibold hover:bg-white"
        >
          Move
        </button>
      </div>
      <p className="truncate">{when}</p>
      <p className="truncate opacity-90">
        {job.customer_name || "No name"} · {JOB_STATUS_LABELS[job.status]}
      </p>
      {job.emergency_due_at ? <PromiseLeft dueAt={job.emergency_due_at} now={now} /> : null}
    </article>
  );
}
