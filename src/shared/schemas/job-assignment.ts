import { z } from "zod";
import { ZJobStatus } from "./jobs.ts";

// Decision 0154: "Assign in one tap". `GET /api/admin/jobs/:id/technician-suggestions`
// and `POST /api/admin/jobs/:id/assign`.

export const ZTechnicianSuggestion = z.object({
  technician_id: z.uuid(),
  name: z.string(),
  /** Why they cannot take it at its time (kind "busy" from the day's jobs); null when free. */
  unavailable: z.object({ kind: z.string(), reason: z.string() }).nullable(),
  miles: z.number().nullable(),
  jobs_that_day: z.number().int().nullable(),
  /** Free at the job's time: listed first. */
  suggested: z.boolean(),
  /** "Free · 3 mi · 1 job that day". */
  why: z.string(),
});
export type TTechnicianSuggestion = z.infer<typeof ZTechnicianSuggestion>;

export const ZTechnicianSuggestions = z.object({
  job: z.object({ id: z.uuid(), technician_id: z.uuid().nullable(), scheduled_date: z.string().nullable(), scheduled_time: z.string().nullable() }),
  items: z.array(ZTechnicianSuggestion),
});
export type TTechnicianSuggestions = z.infer<typeof ZTechnicianSuggestions>;

/**
 * One tap: the technician, and the one the admin saw on the job (null: nobody). When the job was
 * assigned meanwhile the server answers 409 rather than take it from them (compare-and-set).
 */
export const ZAssignJobRequest = z.object({
  technician_id: z.uuid("must be a technician id"),
  expected_technician_id: z.uuid("must be a technician id").nullable(),
});
export type TAssignJobRequest = z.infer<typeof ZAssignJobRequest>;

export const ZJobAssigned = z.object({ id: z.uuid(), technician_id: z.uuid(), status: ZJobStatus, scheduled_time: z.string().nullable() });
export type TJobAssigned = z.infer<typeof ZJobAssigned>;
