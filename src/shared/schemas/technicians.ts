import { z } from "zod";
import { ZSearchQuery } from "./text.ts";
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
// Issue 11, Technicians (`/admin/technicians`, decision 0057): each technician's jobs, today's
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
