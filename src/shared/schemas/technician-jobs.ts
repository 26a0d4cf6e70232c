import { z } from "zod";
import { zLine, zText } from "./text.ts";
import { ZJobStatus } from "./jobs.ts";
import { ZEmergencySummary } from "./emergency.ts";
import { ZResponsiveImage } from "./media.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";

// staff-side.md §2 Technician Dashboard (Jobs tab, Job Details dialog), §3 Job, §4 technician
// actions "Jobs": the contract of `/api/technician/jobs…` and the phone app.

/**
 * `GET /api/technician/jobs`: `open` is every job not completed or cancelled, with the jobs
 * completed today (today's first, then by scheduled date); `done` the completed ones, most
 * recently completed first, keyset-paged.
 */
export const TECHNICIAN_JOB_VIEWS = ["open", "done"] as const;
export const ZTechnicianJobsQuery = ZPageQuery.extend({
  view: z.enum(TECHNICIAN_JOB_VIEWS, { error: "must be open or done" }).default("open"),
});
export type TTechnicianJobsQuery = z.input<typeof ZTechnicianJobsQuery>;

export const ZTechnicianJob = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: ZJobStatus,
  priority: z.number().int(),
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  service_address: z.string(),
  service_city: z.string(),
  service_state: z.string(),
  service_zip: z.string(),
  estimated_hours: z.number().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** §3: the technician UI derives customer_name and customer_phone. */
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  /** An emergency job's response window and fee (null for any other job). */
  emergency: ZEmergencySummary.nullable(),
});
export type TTechnicianJob = z.infer<typeof ZTechnicianJob>;
export const ZTechnicianJobPage = ZPage(ZTechnicianJob);
export type TTechnicianJobPage = z.infer<typeof ZTechnicianJobPage>;

export const ZTechnicianNote = z.object({
  id: z.uuid(),
  body: z.string(),
  is_internal: z.boolean(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type TTechnicianNote = z.infer<typeof ZTechnicianNote>;

export const ZTechnicianPhoto = z.object({
  id: z.uuid(),
  /** The full-size image (the upload's fallback). */
  url: z.string(),
  caption: z.string().nullable(),
  /** The WebP widths for a thumbnail; null when the upload's files are gone. */
  image: ZResponsiveImage.nullable(),
  created_at: z.string(),
});
export type TTechnicianPhoto = z.infer<typeof ZTechnicianPhoto>;

/** `GET /api/technician/jobs/:id`: the Job Details dialog, with the job's notes and photos. */
export const ZTechnicianJobDetail = ZTechnicianJob.extend({
  notes: z.array(ZTechnicianNote),
  photos: z.array(ZTechnicianPhoto),
});
export type TTechnicianJobDetail = z.infer<typeof ZTechnicianJobDetail>;

/**
 * `POST /api/technician/jobs/:id/start|complete`. `expected`: the status the technician saw; the
 * move is judged from it and refused (409) when the job moved meanwhile.
 */
export const ZTechnicianStatusRequest = z.object({ expected: ZJobStatus.optional() });
export type TTechnicianStatusRequest = z.infer<typeof ZTechnicianStatusRequest>;
export const ZTechnicianStatusChanged = z.object({
  id: z.uuid(),
  status: ZJobStatus,
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type TTechnicianStatusChanged = z.infer<typeof ZTechnicianStatusChanged>;

const noteText = zText().trim().max(2000, "must be at most 2000 characters").default("");

/**
 * `POST /api/technician/jobs/:id/notes` (Save Notes): each non-empty box is added to the job's
 * note history, Customer Notes visible to the customer, Internal Notes to staff only.
 */
export const ZTechnicianNotesRequest = z
  .object({ customer_notes: noteText, internal_notes: noteText })
  .refine((notes) => notes.customer_notes !== "" || notes.internal_notes !== "", {
    message: "write a customer note or an internal note",
    path: ["customer_notes"],
  });
export type TTechnicianNotesRequest = z.input<typeof ZTechnicianNotesRequest>;
export const ZTechnicianNotesSaved = z.object({ notes: z.array(ZTechnicianNote) });
export type TTechnicianNotesSaved = z.infer<typeof ZTechnicianNotesSaved>;

/** `POST /api/technician/jobs/:id/photos`: an image uploaded through `POST /api/uploads` (folder `jobs`). */
export const ZTechnicianPhotoRequest = z.object({
  url: zLine().trim().min(1, "is required").max(500, "must be at most 500 characters"),
  caption: zText().trim().max(200, "must be at most 200 characters").optional(),
});
export type TTechnicianPhotoRequest = z.input<typeof ZTechnicianPhotoRequest>;
