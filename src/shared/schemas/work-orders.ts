import { z } from "zod";
import { ZJobLedger } from "./ledger.ts";
import { ZJobStatus } from "./jobs.ts";

// Decision 0154: a job's printable work order and a technician's printable day sheet.
// `GET /api/admin/jobs/:id/work-order`, `GET /api/admin/technicians/:id/day-sheet?date=`,
// `GET /api/technician/jobs/:id/work-order`, `GET /api/technician/day-sheet?date=`.

const ZNote = z.object({ body: z.string(), is_internal: z.boolean(), author_name: z.string().nullable(), created_at: z.string() });

export const ZWorkOrderJob = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: ZJobStatus,
  priority: z.number().int(),
  service_name: z.string().nullable(),
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  estimated_hours: z.number().nullable(),
  service_address: z.string(),
  service_city: z.string(),
  service_state: z.string(),
  service_zip: z.string(),
  /** The address on a web map (opens the phone's maps from a printed QR-less page too). */
  map_url: z.string(),
  customer: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  technician: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The customer's notes on the job (the booking's, the office's). */
  notes: z.string().nullable(),
  /** For staff only: never on anything the customer sees. */
  internal_notes: z.string().nullable(),
  /** The job's notes, oldest first, internal ones marked. */
  job_notes: z.array(ZNote),
});
export type TWorkOrderJob = z.infer<typeof ZWorkOrderJob>;

export const ZWorkOrder = z.object({
  job: ZWorkOrderJob,
  /** The job's money through the ledger (decision 0135); null when it has none. */
  ledger: ZJobLedger.nullable(),
});
export type TWorkOrder = z.infer<typeof ZWorkOrder>;

export const ZDaySheetQuery = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written yyyy-MM-dd") });
export type TDaySheetQuery = z.infer<typeof ZDaySheetQuery>;

export const ZDaySheet = z.object({
  date: z.string(),
  technician: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }),
  /** The day's jobs but cancelled ones, in route order (job-routes.ts). */
  jobs: z.array(ZWorkOrderJob),
});
export type TDaySheet = z.infer<typeof ZDaySheet>;
