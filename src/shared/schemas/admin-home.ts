import { z } from "zod";
import { ZJobPriority, ZJobStatus } from "./jobs.ts";

// Admin home: the dispatcher's morning view, `GET /api/admin/home`, in one round trip.
// Every list is capped (HOME_LIMITS) and carries its full count, so the home stays small at a
// million jobs and still says how much is waiting.

export const HOME_LIMITS = {
  /** Today's jobs shown per technician (the rest is counted). */
  jobsPerTechnician: 12,
  unassigned: 15,
  emergencies: 30,
  quotes: 5,
  chats: 5,
  /** The latest emergencies whose 2-hour promise is decided, of the last `promiseDays`. */
  promiseOutcomes: 5,
  promiseDays: 30,
} as const;

export const ZHomeJob = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZJobStatus,
  priority: ZJobPriority,
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  service_city: z.string(),
  service_state: z.string(),
  customer_name: z.string(),
});
export type THomeJob = z.infer<typeof ZHomeJob>;

/** `is_active` false: a former technician who still holds today's jobs. */
export const ZHomeTechnician = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), is_active: z.boolean() });
export type THomeTechnician = z.infer<typeof ZHomeTechnician>;

/** One technician's day in slot order; `technician` null groups today's jobs nobody has yet. */
export const ZTechnicianDay = z.object({ technician: ZHomeTechnician.nullable(), total: z.number().int(), jobs: z.array(ZHomeJob) });
export type TTechnicianDay = z.infer<typeof ZTechnicianDay>;

/**
 * A paid emergency not yet scheduled (decision 0049): `awaiting_details` has no job yet, only
 * the contact given at payment; `awaiting_dispatch` has its job, still pending or unassigned;
 * `awaiting_start` has a technician who has not started: the promise is kept only when they do.
 */
export const EMERGENCY_STAGES = ["awaiting_details", "awaiting_dispatch", "awaiting_start"] as const;
export const ZHomeEmergency = z.object({
  booking_id: z.uuid(),
  job_id: z.uuid().nullable(),
  stage: z.enum(EMERGENCY_STAGES),
  paid_at: z.string(),
  /** paid_at plus the 2-hour response promise. */
  due_at: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_email: z.string(),
  service_city: z.string().nullable(),
  /** The response time the customer chose with the details (customer-side.md §9), null before. */
  response_time: z.string().nullable(),
  is_test: z.boolean(),
});
export type THomeEmergency = z.infer<typeof ZHomeEmergency>;

export const ZHomeQuote = z.object({ id: z.uuid(), name: z.string(), service: z.string(), created_at: z.string() });
export type THomeQuote = z.infer<typeof ZHomeQuote>;

/** An open conversation whose last message written by a person is the customer's (decision 0050). */
export const ZHomeChat = z.object({
  id: z.uuid(),
  customer_name: z.string(),
  customer_email: z.string(),
  last_message: z.string(),
  last_message_at: z.string(),
});
export type THomeChat = z.infer<typeof ZHomeChat>;

/**
 * An emergency's 2-hour promise once decided: kept (`minutes` to spare) or missed (`minutes`
 * late); `arrived_at` null is one missed with nobody there yet, late by the minutes so far.
 */
export const ZHomePromiseOutcome = z.object({
  booking_id: z.uuid(),
  job_id: z.uuid().nullable(),
  customer_name: z.string(),
  received_at: z.string(),
  due_at: z.string(),
  arrived_at: z.string().nullable(),
  kept: z.boolean(),
  minutes: z.number().int(),
});
export type THomePromiseOutcome = z.infer<typeof ZHomePromiseOutcome>;

/** This month's promises (business time): kept of decided, `percent` rounded down, null before any is decided. */
export const ZHomePromise = z.object({
  /** The month counted, yyyy-MM. */
  month: z.string(),
  kept: z.number().int(),
  missed: z.number().int(),
  decided: z.number().int(),
  percent: z.number().int().nullable(),
  recent: z.array(ZHomePromiseOutcome),
});
export type THomePromise = z.infer<typeof ZHomePromise>;

const list = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const ZAdminHome = z.object({
  /** The server's clock when the home was read: the client counts the promises down from it. */
  generated_at: z.string(),
  /** Today in the business's time zone (America/New_York), yyyy-MM-dd. */
  today: z.string(),
  today_jobs: z.object({ total: z.number().int(), by_technician: z.array(ZTechnicianDay) }),
  unassigned: list(ZHomeJob),
  emergencies: list(ZHomeEmergency),
  quotes: list(ZHomeQuote),
  chats: list(ZHomeChat),
  promise: ZHomePromise,
});
export type TAdminHome = z.infer<typeof ZAdminHome>;
