import { AppError, fieldError, notFound } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { TIME_SLOTS } from "../../../shared/constants.ts";
import { hoursOn, weekdayOf, type TOpeningHours } from "../../../shared/rules/business-hours.ts";
import { addDaysIso, businessToday, isIsoDate } from "../../../shared/rules/dates.ts";
import { promiseDueAt } from "../../../shared/rules/emergency-promise.ts";
import { JOB_STATUS_LABELS } from "../../../shared/rules/job-status.ts";
import { moveWarnings, type TUnavailable } from "../../../shared/rules/schedule-move.ts";
import {
  SCHEDULE_CHANGED,
  SCHEDULE_TECHNICIAN_LIMIT,
  SCHEDULE_TRAY_LIMIT,
  type TScheduleJob,
  type TScheduleMoveResult,
  type TScheduleQuery,
} from "../../../shared/schemas/schedule.ts";
import type { z } from "zod";
import type { ZScheduleMoveRequest } from "../../../shared/schemas/schedule.ts";
import type { TJobNotices } from "../notifications/job-notices.ts";
import type { TJobsRepository } from "./jobs.repository.ts";
import type { TJobsService } from "./jobs.service.ts";
import type { TScheduleRepository } from "./schedule.repository.ts";

// The schedule board (decision 0155). A move goes the way an Edit of the job's date,
// time and technician goes (admin-jobs.service.ts `update`): the refund window kept (decision
// 0131), the technician and the customer told (job notices), the audit written, and the jobs
// trigger publishes `job.changed`, all in one transaction.

const isSlot = (time: string | null) => (TIME_SLOTS as readonly (string | null)[]).includes(time);

type TBoardRow = Awaited<ReturnType<TScheduleRepository["days"]>>[number];

function presentJob({ emergency_paid_at, ...job }: TBoardRow): TScheduleJob {
  return { ...job, priority: job.priority as 1 | 2 | 3, emergency_due_at: emergency_paid_at ? promiseDueAt(emergency_paid_at).toISOString() : null };
}

/** The days a view shows: the day, or the Monday-to-Sunday week around it. */
export function scheduleDays(query: TScheduleQuery): string[] {
  if (query.view === "day") return [query.date];
  const monday = addDaysIso(query.date, -((weekdayOf(query.date) + 6) % 7));
  return Array.from({ length: 7 }, (_, day) => addDaysIso(monday, day));
}

export function scheduleService(deps: {
  schedule: TScheduleRepository;
  repository: TJobsRepository;
  jobs: TJobsService;
  notices?: TJobNotices;
  openingHours: (tx?: TTx) => Promise<TOpeningHours>;
  /**
   * When a technician is not available on a date (their working hours and time off), in minutes
   * of the business's clock; optional until technicians' hours exist.
   */
  unavailable?: (tx: TTx, technicianId: string, date: string) => Promise<TUnavailable[]>;
  /** The places left in a day's public slots (decision 0152): the job form's capacity check. */
  places?: (tx: TTx, date: string, time: string, exceptBooking: string | null) => Promise<{ capacity: number; remaining: number }>;
  now?: () => Date;
}) {
  const { schedule, repository, notices } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The job form's slot lock: what a job's new date and time runs into, as 409 fields on
     * scheduled_time. The slot full for the public (the places the booking dialog offers) and an
     * overlap with the technician's other job, judged by the board's own `moveWarnings`. A
     * response window or no time at all is no slot, so nothing to check.
     */
    async slotConflicts(
      tx: TTx,
      job: { id: string | null; booking_id: string | null; technician_id: string | null; estimated_hours: number | null; date: string; time: string },
    ) {
      if (!isSlot(job.time)) return [];
      const conflicts: { field: string; message: string }[] = [];
      // The public places guard a crew against overbooking: not a day already gone (a visit
      // recorded afterwards) and not a business with no technician on that day to overbook.
      const places = deps.places && job.date >= businessToday(now()) ? await deps.places(tx, job.date, job.time, job.booking_id) : null;
      if (places && places.capacity > 0 && places.remaining <= 0)
        conflicts.push({ field: "scheduled_time", message: `is full: no place is left at ${job.time} that day` });
      if (job.technician_id) {
        const [opening, dayJobs] = await Promise.all([deps.openingHours(tx), schedule.dayJobs(tx, job.technician_id, job.date)]);
        const warnings = moveWarnings({
          job: { id: job.id ?? "", estimated_hours: job.estimated_hours, emergency_due_at: null },
          to: { date: job.date, time: job.time },
          dayJobs,
          opening,
        });
        for (const warning of warnings) if (warning.kind === "overlap") conflicts.push({ field: "scheduled_time", message: warning.message });
      }
      return conflicts;
    },

    async board(query: TScheduleQuery) {
      if (!isIsoDate(query.date)) throw fieldError("date", "must be a real date written yyyy-MM-dd");
      const days = scheduleDays(query);
      const [technicians, opening, tray] = await Promise.all([
        schedule.technicians(SCHEDULE_TECHNICIAN_LIMIT),
        deps.openingHours(),
        schedule.unscheduled(SCHEDULE_TRAY_LIMIT + 1),
      ]);
      const rows = await schedule.days(
        days[0],
        days.at(-1)!,
        technicians.rows.map((technician) => technician.id),
      );
      // A job of these days still holding an emergency's response window has no slot yet: it waits in the tray.
      const needsTime = rows.filter((row) => !isSlot(row.scheduled_time));
      return {
        view: query.view,
        days: days.map((date) => ({ date, hours: hoursOn(date, opening) })),
        technicians: technicians.rows,
        technician_total: technicians.total,
        jobs: rows.filter((row) => isSlot(row.scheduled_time)).map(presentJob),
        unscheduled: [...needsTime, ...tray.slice(0, SCHEDULE_TRAY_LIMIT)].map(presentJob),
        unscheduled_more: tray.length > SCHEDULE_TRAY_LIMIT,
      };
    },

    async move(actorId: string, id: string, request: z.output<typeof ZScheduleMoveRequest>): Promise<TScheduleMoveResult> {
      if (!isIsoDate(request.scheduled_date)) throw fieldError("scheduled_date", "must be a real date written yyyy-MM-dd");
      const to = { scheduled_date: request.scheduled_date, scheduled_time: request.scheduled_time, technician_id: request.technician_id };
      return repository.transaction(async (tx) => {
        const before = await schedule.lockForMove(tx, id);
        if (!before) throw notFound("Job");
        const seen = request.expected;
        if (before.scheduled_date !== seen.scheduled_date || before.scheduled_time !== seen.scheduled_time || before.technician_id !== seen.technician_id) {
          throw new AppError("CONFLICT", SCHEDULE_CHANGED);
        }
        if (before.status === "completed" || before.status === "cancelled") {
          throw new AppError("CONFLICT", `A ${JOB_STATUS_LABELS[before.status]} job cannot be moved on the board.`);
        }
        const technician = await repository.technician(tx, to.technician_id);
        if (!technician) throw fieldError("technician_id", "is not a known technician");
        if (!technician.is_active && to.technician_id !== before.technician_id) throw fieldError("technician_id", "is no longer an active technician");

        const [opening, dayJobs, unavailable] = await Promise.all([
          deps.openingHours(tx),
          schedule.dayJobs(tx, to.technician_id, to.scheduled_date),
          deps.unavailable?.(tx, to.technician_id, to.scheduled_date),
        ]);
        const warnings = moveWarnings({
          job: { id, estimated_hours: before.estimated_hours, emergency_due_at: before.emergency_paid_at ? promiseDueAt(before.emergency_paid_at) : null },
          to: { date: to.scheduled_date, time: to.scheduled_time },
          dayJobs,
          opening,
          unavailable,
        });
        // Nothing is saved until the office has seen what the move runs into and confirmed it.
        if (warnings.length > 0 && !request.confirm) return { moved: false, warnings };

        if (before.scheduled_date !== to.scheduled_date || before.scheduled_time !== to.scheduled_time) await deps.jobs.visitMoving(tx, id, before);
        const snapshot = await notices?.snapshot(tx, [id]);
        const moved = await schedule.move(tx, { id, seen, to, now: now() });
        if (!moved) throw new AppError("CONFLICT", SCHEDULE_CHANGED);
        const changed = Object.fromEntries(
          (["scheduled_date", "scheduled_time", "technician_id"] as const)
            .filter((field) => before[field] !== to[field])
            .map((field) => [field, { from: before[field], to: to[field] }]),
        );
        await audit.record(tx, {
          actorId,
          action: "update",
          entity: "job",
          entityId: id,
          details: { changed, via: "schedule", warnings: warnings.map((w) => w.kind) },
        });
        if (snapshot) await notices!.changed(tx, snapshot);
        return { moved: true, warnings };
      });
    },
  };
}

export type TScheduleService = ReturnType<typeof scheduleService>;
