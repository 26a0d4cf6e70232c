import { z } from "zod";
import { TIME_SLOTS } from "../constants.ts";
import { ZJobPriority, ZJobStatus } from "./jobs.ts";

// The schedule board (decision 0155): `GET /api/admin/schedule` reads a day or a week,
// `POST /api/admin/schedule/jobs/:id/move` moves one job, compare-and-set on what the board showed.

/** The board shows at most this many active technicians (in name order); the reply says how many there are. */
export const SCHEDULE_TECHNICIAN_LIMIT = 60;
/** The Unscheduled tray shows at most this many jobs, soonest first; the reply says when there are more. */
export const SCHEDULE_TRAY_LIMIT = 100;

const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written yyyy-MM-dd");

export const SCHEDULE_VIEWS = ["day", "week"] as const;
export type TScheduleView = (typeof SCHEDULE_VIEWS)[number];

export const ZScheduleQuery = z.object({
  view: z.enum(SCHEDULE_VIEWS, { error: "must be day or week" }).default("week"),
  /** The day shown, or a day of the week shown (weeks start on Monday). */
  date: ZIsoDate,
});
export type TScheduleQuery = z.infer<typeof ZScheduleQuery>;

export const ZScheduleJob = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZJobStatus,
  priority: ZJobPriority,
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  estimated_hours: z.number().nullable(),
  technician_id: z.uuid().nullable(),
  service_city: z.string(),
  customer_name: z.string(),
  /** A paid emergency's 2-hour promise runs out then (ISO); null for any other job. */
  emergency_due_at: z.string().nullable(),
});
export type TScheduleJob = z.infer<typeof ZScheduleJob>;

export const ZScheduleTechnician = z.object({ id: z.uuid(), name: z.string() });
export type TScheduleTechnician = z.infer<typeof ZScheduleTechnician>;

export const ZScheduleDay = z.object({
  date: z.string(),
  /** The business's hours that day (whole hours), null when closed (emergencies only, or a holiday). */
  hours: z.object({ open: z.number().int(), close: z.number().int() }).nullable(),
});

export const ZSchedule = z.object({
  view: z.enum(SCHEDULE_VIEWS),
  days: z.array(ZScheduleDay),
  technicians: z.array(ZScheduleTechnician),
  /** Active technicians in all; more than the board shows when above SCHEDULE_TECHNICIAN_LIMIT. */
  technician_total: z.number().int(),
  /** The shown technicians' jobs of those days, with a time slot, not cancelled. */
  jobs: z.array(ZScheduleJob),
  /** Open jobs with no technician, no date or no time slot yet (an emergency's response window). */
  unscheduled: z.array(ZScheduleJob),
  unscheduled_more: z.boolean(),
});
export type TSchedule = z.infer<typeof ZSchedule>;

/**
 * A move: where to, and what the board showed the job's visit to be (`expected`); a job whose
 * date, time or technician changed since is refused with 409. Without `confirm` a move that
 * runs into something is not saved: the reply lists the warnings for the office to confirm.
 */
export const ZScheduleMoveRequest = z.object({
  scheduled_date: ZIsoDate,
  scheduled_time: z.enum(TIME_SLOTS, { error: "must be one of the listed time slots" }),
  technician_id: z.uuid("must be a technician id"),
  expected: z.object({
    scheduled_date: ZIsoDate.nullable(),
    scheduled_time: z.string().nullable(),
    technician_id: z.uuid("must be a technician id").nullable(),
  }),
  confirm: z.boolean().default(false),
});
export type TScheduleMoveRequest = z.input<typeof ZScheduleMoveRequest>;

export const ZMoveWarning = z.object({
  kind: z.enum(["overlap", "outside_hours", "unavailable", "past_promise"]),
  message: z.string(),
});

export const ZScheduleMoveResult = z.object({
  moved: z.boolean(),
  warnings: z.array(ZMoveWarning),
});
export type TScheduleMoveResult = z.infer<typeof ZScheduleMoveResult>;

export const SCHEDULE_CHANGED = "This job was changed by someone else. The board has been refreshed.";
