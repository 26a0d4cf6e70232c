import { z } from "zod";
import { ZSearchQuery, zLine } from "./text.ts";
import { isIsoDate } from "../rules/dates.ts";
import { ZJobStatus } from "./jobs.ts";
import { ZDirectoryPage, ZDirectoryPageNumber } from "./directory-paging.ts";

// staff-side.md §2 Technician Dashboard header: the technician's name, e-mail and pending
// count, with the Jobs tab's counters (rules/technician-counters.ts).
export const ZTechnicianMe = z.object({
  id: z.uuid(),
  profile_id: z.string(),
  is_active: z.boolean(),
  name: z.string(),
  email: z.string(),
  jobs: z.object({ pending: z.number().int(), active: z.number().int(), done: z.number().int() }),
});
export type TTechnicianMe = z.infer<typeof ZTechnicianMe>;

// ---------------------------------------------------------------------------------------------
// Technicians (`/admin/technicians`, decision 0057): each technician's jobs, today's
// schedule and the rating of their completed jobs' reviews.

/** `GET /api/admin/technicians`: active technicians first, then by name; `q` over name and e-mail. */
export const ZTechnicianListQuery = z.object({
  q: ZSearchQuery,
  page: ZDirectoryPageNumber,
});
export type TTechnicianListQuery = z.infer<typeof ZTechnicianListQuery>;

/** A job on a technician's schedule for today, in slot order. */
export const ZTechnicianScheduleJob = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZJobStatus,
  scheduled_time: z.string().nullable(),
  service_city: z.string(),
  customer_name: z.string(),
});
export type TTechnicianScheduleJob = z.infer<typeof ZTechnicianScheduleJob>;

export const ZTechnicianListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** False: a former technician (the role was taken away); their jobs stay assigned. */
  is_active: z.boolean(),
  jobs: z.object({
    /** Assigned and not yet started: pending, scheduled or on hold. */
    assigned: z.number().int(),
    /** In progress. */
    active: z.number().int(),
    completed: z.number().int(),
  }),
  /** The reviews of their completed jobs (through the job's booking); average null when none. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Today's jobs in the business's time zone, cancelled ones left out, in slot order. */
  today: z.array(ZTechnicianScheduleJob),
});
export type TTechnicianListItem = z.infer<typeof ZTechnicianListItem>;

export const ZTechnicianPage = ZDirectoryPage(ZTechnicianListItem).extend({
  /** The business day "today" means, yyyy-MM-dd. */
  today: z.string(),
});
export type TTechnicianPage = z.infer<typeof ZTechnicianPage>;

// ---------------------------------------------------------------------------------------------
// Decision 0152: a technician's working week, skills and time off. Set by the admin in the
// Technicians pane; read by the technician ("My hours") and by the public booking's slots.

/** Minutes since midnight on a whole or half hour, 0-1440. */
const ZDayMinute = z
  .number()
  .int()
  .min(0, "must be between 0:00 and 24:00")
  .max(1440, "must be between 0:00 and 24:00")
  .refine((minutes) => minutes % 30 === 0, "must be a whole or half hour");
const ZIsoDate = z.string().refine(isIsoDate, "must be a date written yyyy-MM-dd");

/** One working day; null: a day off. */
export const ZWorkingDay = z
  .object({ start: ZDayMinute, end: ZDayMinute })
  .refine((day) => day.end > day.start, { error: "must be after the start", path: ["end"] })
  .nullable();
/** Seven days, Sunday first. */
export const ZWeeklyHours = z.array(ZWorkingDay).length(7, "must give seven days, Sunday first");

export const ZTimeOff = z.object({
  id: z.uuid(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** With `end_minutes`: from this time of the first day; both null: whole days. */
  start_minutes: z.number().int().nullable(),
  end_minutes: z.number().int().nullable(),
  reason: z.string(),
});
export type TTimeOffEntry = z.infer<typeof ZTimeOff>;

/** `GET /api/technician/hours`: the technician's own week, skills and current and coming time off. */
export const ZTechnicianHours = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Null: not set up, they work the business's opening hours. */
  weekly_hours: ZWeeklyHours.nullable(),
  /** Service categories; empty: all work. */
  skills: z.array(z.string()),
  /** Time off that has not ended, soonest first (at most 100). */
  time_off: z.array(ZTimeOff),
});
export type TTechnicianHours = z.infer<typeof ZTechnicianHours>;

/** `GET /api/admin/technicians/:id/hours`: the same, with the catalogue's categories to choose skills from. */
export const ZAdminTechnicianHours = ZTechnicianHours.extend({ categories: z.array(z.string()) });
export type TAdminTechnicianHours = z.infer<typeof ZAdminTechnicianHours>;

export const ZTechnicianIdParams = z.object({ id: z.uuid("must be a technician id") });
export const ZTimeOffParams = z.object({ id: z.uuid("must be a technician id"), timeOffId: z.uuid("must be a time-off id") });

/** `PUT /api/admin/technicians/:id/hours`. */
export const ZTechnicianHoursRequest = z.object({
  weekly_hours: ZWeeklyHours.nullable(),
  skills: z.array(zLine().trim().min(1, "is required").max(80, "must be at most 80 characters")).max(100, "must be at most 100 categories"),
});
export type TTechnicianHoursRequest = z.infer<typeof ZTechnicianHoursRequest>;

/** `POST /api/admin/technicians/:id/time-off`: whole days, or from a time of the first day to a time of the last. */
export const ZTimeOffRequest = z
  .object({
    starts_on: ZIsoDate,
    ends_on: ZIsoDate,
    start_minutes: ZDayMinute.nullable().default(null),
    end_minutes: ZDayMinute.nullable().default(null),
    reason: zLine().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  })
  .superRefine((entry, ctx) => {
    if (isIsoDate(entry.starts_on) && isIsoDate(entry.ends_on) && entry.ends_on < entry.starts_on)
      ctx.addIssue({ code: "custom", path: ["ends_on"], message: "must be on or after the start date" });
    if ((entry.start_minutes === null) !== (entry.end_minutes === null)) {
      const path = entry.start_minutes === null ? "start_minutes" : "end_minutes";
      ctx.addIssue({ code: "custom", path: [path], message: "is required with the other time (or leave both empty for whole days)" });
    } else if (entry.ends_on === entry.starts_on && entry.start_minutes !== null && entry.end_minutes !== null && entry.end_minutes <= entry.start_minutes) {
      ctx.addIssue({ code: "custom", path: ["end_minutes"], message: "must be after the start time" });
    }
  });
export type TTimeOffRequest = z.infer<typeof ZTimeOffRequest>;
export type TTimeOffInput = z.input<typeof ZTimeOffRequest>;
