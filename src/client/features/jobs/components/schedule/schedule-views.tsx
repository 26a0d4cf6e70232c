import { TIME_SLOTS } from "@/shared/constants.ts";
import { slotMinutes } from "@/shared/rules/dates.ts";
import { jobMinutes } from "@/shared/rules/technician-availability.ts";
import type { CSSProperties } from "react";
import type { TSchedule, TScheduleJob } from "@/shared/schemas/schedule.ts";
import { cn } from "@/client/lib/cn.ts";
import { ScheduleBlock } from "./schedule-block.tsx";
import { byTime, dayLabel } from "./schedule-format.ts";
import { dropAttributes, dropKey, type TDropTarget, type useBoardDrag } from "./use-board-drag.ts";

export type TBoardProps = {
  schedule: TSchedule;
  now: Date;
  drag: ReturnType<typeof useBoardDrag>;
  onMove: (job: TScheduleJob) => void;
};

/** One hour of the day view, in pixels. */
const HOUR_PX = 72;
const FIRST_SLOT_MINUTES = slotMinutes(TIME_SLOTS[0]);

function Block({
  job,
  props,
  style,
  className,
  withDate,
}: {
  job: TScheduleJob;
  props: TBoardProps;
  style?: CSSProperties;
  className?: string;
  withDate?: boolean;
}) {
  const active = props.drag.drag?.jobId === job.id ? props.drag.drag : null;
  return (
    <ScheduleBlock
      job={job}
      now={props.now}
      handlers={props.drag.blockHandlers(job.id)}
      dragging={Boolean(active)}
      offset={active ?? undefined}
      onMove={props.onMove}
      style={style}
      className={className}
      withDate={withDate}
    />
  );
}

function isOver(props: TBoardProps, target: TDropTarget) {
  const over = props.drag.drag?.over;
  return Boolean(over && dropKey(over) === dropKey(target));
}

/** Day view: a column per technician, the day's hourly slots down the side; blocks placed by time and sized by hours. */
export function DayView(props: TBoardProps) {
  const { schedule } = props;
  const day = schedule.days[0];
  const open = (slot: string) => {
    const start = slotMinutes(slot);
    return Boolean(day.hours && start >= day.hours.open * 60 && start + 60 <= day.hours.close * 60);
  };
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      role="region"
      aria-label={`Schedule for ${dayLabel(day.date, "long")}`}
      tabIndex={0}
    >
      <div className="grid min-w-max" style={{ gridTemplateColumns: `5rem repeat(${schedule.technicians.length}, minmax(11rem, 1fr))` }}>
        <div className="sticky left-0 z-10 border-b border-slate-200 bg-white" />
        {schedule.technicians.map((technician) => (
          <h3 key={technician.id} className="border-b border-l border-slate-200 px-2 py-2 text-sm font-semibold text-slate-900">
            {technician.name}
          </h3>
        ))}
        <div className="sticky left-0 z-10 bg-white">
          {TIME_SLOTS.map((slot) => (
            <div key={slot} style={{ height: HOUR_PX }} className="border-b border-slate-100 pr-2 text-right text-xs text-slate-600">
              {slot}
            </div>
          ))}
        </div>
        {schedule.technicians.map((technician) => {
          const jobs = schedule.jobs.filter((job) => job.technician_id === technician.id && job.scheduled_date === day.date).sort(byTime);
          return (
            <div key={technician.id} role="group" aria-label={technician.name} className="relative border-l border-slate-200">
              {TIME_SLOTS.map((slot) => {
                const target = { technicianId: technician.id, date: day.date, time: slot };
                return (
                  <div
                    key={slot}
                    {...dropAttributes(target)}
                    style={{ height: HOUR_PX }}
                    className={cn(
                      "border-b border-slate-100",
                      !open(slot) && "bg-slate-100",
                      isOver(props, target) && "bg-brand-100 ring-2 ring-brand-500 ring-inset",
                    )}
                  />
                );
              })}
              {jobs.map((job) => {
                const start = slotMinutes(job.scheduled_time ?? "");
                const top = ((start - FIRST_SLOT_MINUTES) / 60) * HOUR_PX;
                const height = (jobMinutes(job.estimated_hours) / 60) * HOUR_PX - 4;
                return (
                  <Block key={job.id} job={job} props={props} className="absolute right-1 left-1" style={{ top: top + 2, height: Math.max(height, 40) }} />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Week view: a row per technician, the days across; each job a block in its day, taller for more hours. */
export function WeekView(props: TBoardProps) {
  const { schedule } = props;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" role="region" aria-label="Schedule for the week" tabIndex={0}>
      <table className="w-full min-w-[64rem] table-fixed border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className="w-36 border-b border-slate-200 p-2 text-left">
              Technician
            </th>
            {schedule.days.map((day) => (
              <th key={day.date} scope="col" className={cn("border-b border-l border-slate-200 p-2 text-left font-semibold", !day.hours && "bg-slate-100")}>
                {dayLabel(day.date)}
                {!day.hours ? <span className="block text-xs font-normal text-slate-600">Closed</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schedule.technicians.map((technician) => (
            <tr key={technician.id}>
              <th scope="row" className="border-b border-slate-200 p-2 text-left align-top font-semibold text-slate-900">
                {technician.name}
              </th>
              {schedule.days.map((day) => {
                const target = { technicianId: technician.id, date: day.date, time: null };
                const jobs = schedule.jobs.filter((job) => job.technician_id === technician.id && job.scheduled_date === day.date).sort(byTime);
                return (
                  <td
                    key={day.date}
                    {...dropAttributes(target)}
                    className={cn(
                      "h-24 border-b border-l border-slate-200 p-1 align-top",
                      !day.hours && "bg-slate-50",
                      isOver(props, target) && "bg-brand-100 ring-2 ring-brand-500 ring-inset",
                    )}
                  >
                    <div className="flex flex-col gap-1">
                      {jobs.map((job) => (
                        <Block key={job.id} job={job} props={props} style={{ minHeight: Math.max(56, (jobMinutes(job.estimated_hours) / 60) * 36) }} />
                      ))}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** At 375 px: the day as an agenda, one list per technician in time order, each job with its Move button. */
export function DayAgenda(props: TBoardProps & { date: string }) {
  const { schedule, date } = props;
  return (
    <div className="space-y-4">
      {schedule.technicians.map((technician) => {
        const jobs = schedule.jobs.filter((job) => job.technician_id === technician.id && job.scheduled_date === date).sort(byTime);
        return (
          <section key={technician.id} aria-labelledby={`agenda-${technician.id}`} className="rounded-xl border border-slate-200 bg-white p-3">
            <h3 id={`agenda-${technician.id}`} className="mb-2 text-sm font-semibold text-slate-900">
              {technician.name}
            </h3>
            {jobs.length === 0 ? (
              <p className="text-sm text-slate-600">No jobs this day.</p>
            ) : (
              <ul className="space-y-2">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <Block job={job} props={props} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Open jobs with no technician, date or slot yet: new bookings, quotes turned into jobs, emergencies counting down. */
export function UnscheduledTray(props: TBoardProps) {
  const { schedule } = props;
  const jobs = schedule.unscheduled;
  return (
    <section aria-labelledby="unscheduled-title" className="rounded-xl border border-slate-200 bg-white p-3">
      <h2 id="unscheduled-title" className="mb-2 text-base font-semibold text-slate-900">
        Unscheduled{" "}
        <span className="text-sm font-normal text-slate-600">
          ({jobs.length}
          {schedule.unscheduled_more ? "+" : ""})
        </span>
      </h2>
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-600">Every open job has a technician and a time.</p>
      ) : (
        <ul className="max-h-[32rem] space-y-2 overflow-y-auto">
          {jobs.map((job) => (
            <li key={job.id}>
              <Block job={job} props={props} withDate />
            </li>
          ))}
        </ul>
      )}
      {schedule.unscheduled_more ? <p className="mt-2 text-xs text-slate-600">More unscheduled jobs are in the Jobs list.</p> : null}
    </section>
  );
}
