import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { TIME_SLOTS } from "@/shared/constants.ts";
import { addDaysIso, businessToday } from "@/shared/rules/dates.ts";
import type { TScheduleJob, TScheduleMoveResult } from "@/shared/schemas/schedule.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { toast } from "@/client/lib/toast.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useSchedule } from "../api/get-schedule.ts";
import { useMoveJob } from "../api/move-job.ts";
import { useLiveJobs } from "../api/use-live-jobs.ts";
import { MoveDialog, type TMoveTarget } from "../components/schedule/move-dialog.tsx";
import { dayLabel, isSlot } from "../components/schedule/schedule-format.ts";
import { DayAgenda, DayView, UnscheduledTray, WeekView, type TBoardProps } from "../components/schedule/schedule-views.tsx";
import { useBoardDrag, type TDropTarget } from "../components/schedule/use-board-drag.ts";
import { useScheduleParams } from "../components/schedule/use-schedule-params.ts";

type TMoving = { job: TScheduleJob; target: TMoveTarget; warnings: TScheduleMoveResult["warnings"] };

/** The emergencies' windows count down on screen: the clock ticks every 30 seconds. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** The schedule board (decision 0155). Live: every job change anywhere redraws it (useLiveJobs). */
export function SchedulePage() {
  usePageTitle("Schedule");
  useLiveJobs();
  const { view, date, update } = useScheduleParams();
  const schedule = useSchedule(view, date);
  const move = useMoveJob();
  const now = useNow();
  const [moving, setMoving] = useState<TMoving | null>(null);

  const technicianName = (id: string) => schedule.data?.technicians.find((technician) => technician.id === id)?.name ?? "the technician";

  /** Sends the move; null when done (saved or refused), else the warnings to confirm. */
  async function send(job: TScheduleJob, target: TMoveTarget, confirm: boolean): Promise<TScheduleMoveResult["warnings"] | null> {
    try {
      const result = await move.mutateAsync({
        id: job.id,
        request: {
          scheduled_date: target.date,
          scheduled_time: target.time as (typeof TIME_SLOTS)[number],
          technician_id: target.technicianId,
          expected: { scheduled_date: job.scheduled_date, scheduled_time: job.scheduled_time, technician_id: job.technician_id },
          confirm,
        },
      });
      if (!result.moved) return result.warnings;
      toast.success("Job moved", { description: `${job.title}: ${technicianName(target.technicianId)}, ${dayLabel(target.date)} at ${target.time}` });
      setMoving(null);
      return null;
    } catch (error) {
      // 409: someone else moved it first; the board is read again (the mutation invalidates it).
      toast.error("Error", { description: errorMessage(error) });
      if (error instanceof ApiError && error.status !== 400) setMoving(null);
      return null;
    }
  }

  async function onDrop(jobId: string, drop: TDropTarget) {
    const data = schedule.data;
    const job = data?.jobs.find((row) => row.id === jobId) ?? data?.unscheduled.find((row) => row.id === jobId);
    if (!job) return;
    const time = drop.time ?? (isSlot(job.scheduled_time) ? job.scheduled_time : TIME_SLOTS[0]);
    const target = { date: drop.date, time, technicianId: drop.technicianId };
    if (job.scheduled_date === target.date && job.scheduled_time === target.time && job.technician_id === target.technicianId) return;
    const warnings = await send(job, target, false);
    // A drop that runs into something opens the Move dialog on that target, to confirm or change.
    if (warnings) setMoving({ job, target, warnings });
  }

  const drag = useBoardDrag((jobId, target) => void onDrop(jobId, target));
  const openMove = (job: TScheduleJob) =>
    setMoving({
      job,
      warnings: [],
      target: {
        date: job.scheduled_date ?? date,
        time: isSlot(job.scheduled_time) ? job.scheduled_time : TIME_SLOTS[0],
        technicianId: job.technician_id ?? schedule.data?.technicians[0]?.id ?? "",
      },
    });

  const step = view === "day" ? 1 : 7;
  const data = schedule.data;
  const props: TBoardProps | null = data ? { schedule: data, now, drag, onMove: openMove } : null;

  return (
    <div>
      <PageHeader title="Schedule" description="Drag a job to another time or technician, or use its Move button." />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div role="group" aria-label="View" className="flex gap-1">
          {(["day", "week"] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? "primary" : "outline"}
              size="sm"
              aria-pressed={view === option}
              onClick={() => update({ view: option })}
            >
              {option === "day" ? "Day" : "Week"}
            </Button>
          ))}
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={view === "day" ? "Previous day" : "Previous week"}
            onClick={() => update({ date: addDaysIso(date, -step) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" className="h-10" onClick={() => update({ date: businessToday() })}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label={view === "day" ? "Next day" : "Next week"} onClick={() => update({ date: addDaysIso(date, step) })}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="schedule-date">Date</Label>
          <Input
            id="schedule-date"
            type="date"
            className="w-40"
            value={date}
            onChange={(event) => event.target.value && update({ date: event.target.value })}
          />
        </div>
      </div>

      {schedule.isError ? <Alert variant="destructive">{errorMessage(schedule.error, "The schedule could not be loaded.")}</Alert> : null}
      {!props ? (
        schedule.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : null
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <UnscheduledTray {...props} />
          <div className="min-w-0 space-y-2">
            {props.schedule.technician_total > props.schedule.technicians.length ? (
              <Alert variant="info">
                Showing {props.schedule.technicians.length} of {props.schedule.technician_total} technicians.
              </Alert>
            ) : null}
            {props.schedule.technicians.length === 0 ? (
              <Alert variant="info">No active technicians yet. Add one on the Technicians page.</Alert>
            ) : (
              <>
                <div className="hidden md:block">{view === "day" ? <DayView {...props} /> : <WeekView {...props} />}</div>
                <div className="md:hidden">
                  <h2 className="mb-2 text-base font-semibold text-slate-900">{dayLabel(date, "long")}</h2>
                  <DayAgenda {...props} date={date} />
                </div>
              </>
            )}
          </div>
        </div>
      )}

      {moving && data ? (
        <MoveDialog
          key={moving.job.id + moving.target.date + moving.target.time + moving.target.technicianId}
          job={moving.job}
          technicians={data.technicians}
          initial={moving.target}
          initialWarnings={moving.warnings}
          pending={move.isPending}
          onSubmit={(target, confirm) => send(moving.job, target, confirm)}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </div>
  );
}
