import { z } from "zod";
import { ZJobLedger } from "./ledger.ts";
import { zLine, zText, ZSearchQuery } from "./text.ts";
import { ZAddress, ZCity, ZState, ZZip } from "./common.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";
import { TIME_SLOTS } from "../constants.ts";
import { ZEmergencySummary } from "./emergency.ts";
import { RESPONSE_TIMES } from "../rules/emergency-promise.ts";
import { BULK_JOB_STATUSES, JOB_STATUSES } from "../rules/job-status.ts";
import { CUSTOMER_BOOKING_STATUSES } from "./account.ts";

// staff-side.md §2 Jobs Management, §3 Job, §5 Job form. The contract between the
// admin jobs API (`/api/admin/jobs…`) and its screens: one schema, both sides.

export const ZJobStatus = z.enum(JOB_STATUSES, { error: "must be one of pending, scheduled, in_progress, on_hold, completed, cancelled" });
export const JOB_PRIORITY_NAMES = ["low", "medium", "high"] as const;
export const ZJobPriorityName = z.enum(JOB_PRIORITY_NAMES, { error: "must be low, medium or high" });
/** §3: priority 1 low, 2 medium, 3 high, as stored and as lists carry it. */
export const ZJobPriority = z.union([z.literal(1), z.literal(2), z.literal(3)]);

// ---------------------------------------------------------------------------------------------
// Filters (§2: search, status filter, priority filter), kept in the URL by the screen.

export const ZJobFilters = z.object({
  /** Over title, customer name, city and the job id (a full or leading part of the uuid). */
  q: ZSearchQuery,
  status: z.enum(["all", ...JOB_STATUSES], { error: "must be all or a job status" }).default("all"),
  priority: z.enum(["all", ...JOB_PRIORITY_NAMES], { error: "must be all, high, medium or low" }).default("all"),
  /** One technician's jobs (the Technicians pane links here). */
  technician: z.uuid("must be a technician id").optional(),
});
export type TJobFilters = z.infer<typeof ZJobFilters>;

/** `GET /api/admin/jobs`: newest first by created_at, keyset-paged (decision 0028). */
export const ZJobListQuery = ZPageQuery.extend(ZJobFilters.shape);
export type TJobListQuery = z.infer<typeof ZJobListQuery>;

export const ZJobPerson = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() });

export const ZJobListItem = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: ZJobStatus,
  priority: ZJobPriority,
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  service_address: z.string(),
  service_city: z.string(),
  service_state: z.string(),
  service_zip: z.string(),
  estimated_hours: z.number().nullable(),
  /** Cents. */
  total_amount: z.number().int().nullable(),
  /** email is null for a customer the office added without one (decision 0153). */
  customer: ZJobPerson.extend({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** Null when unassigned. `is_active` false: a former technician. */
  technician: ZJobPerson.extend({ is_active: z.boolean() }).nullable(),
  booking_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** A paid emergency's 2-hour promise runs out then (null for any other job); past it and not started, it is overdue. */
  emergency_due_at: z.string().nullable(),
  /** An emergency job's response window and fee (null for any other job). */
  emergency: ZEmergencySummary.nullable(),
});
export type TJobListItem = z.infer<typeof ZJobListItem>;

export const ZJobPage = ZPage(ZJobListItem);
export type TJobPage = z.infer<typeof ZJobPage>;

/** `GET /api/admin/jobs/count`: the title's counters (§2: total and filtered). */
export const ZJobCount = z.object({
  total: z.number().int(),
  filtered: z.number().int(),
  /**
   * True when a search matched more jobs than the server counts one by one (JOB_COUNT_CAP,
   * decision 0047): `filtered` is then that cap, a lower bound ("1,000+"). Status and priority
   * alone are always exact.
   */
  filtered_capped: z.boolean().optional(),
});
export type TJobCount = z.infer<typeof ZJobCount>;

// ---------------------------------------------------------------------------------------------
// The eight summary cards (§9), over the whole data set: `GET /api/admin/jobs/summary`.

export const ZJobSummary = z.object({
  total: z.number().int(),
  /** Jobs created in the last 30 days against the 30 before, in percent; null when the earlier window is empty. */
  total_trend_percent: z.number().nullable(),
  completed: z.number().int(),
  /** completed / total, in percent, 0 when there are no jobs. */
  completion_rate_percent: z.number(),
  in_progress: z.number().int(),
  scheduled: z.number().int(),
  /** Cents (decision 0135): the money collected less refunds. */
  revenue: z.number().int(),
  /** Cents: the issued invoices' subtotals, before tax, and their average per completed job. */
  billed_before_tax: z.number().int(),
  average_per_completed: z.number().int(),
  /** Priority 3 or more, with the pending count. */
  high_priority: z.number().int(),
  pending: z.number().int(),
  /** scheduled_date today, and within the next 7 days (today included), in the business's zone. */
  today: z.number().int(),
  next_7_days: z.number().int(),
  /** Distinct (city, state), with the total estimated hours. */
  locations: z.number().int(),
  total_estimated_hours: z.number(),
  on_hold: z.number().int(),
  cancelled: z.number().int(),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

// ---------------------------------------------------------------------------------------------
// The job form (§5): `POST /api/admin/jobs`, `PUT /api/admin/jobs/:id`.

/** The times a job may be given: the booking slots, then an emergency's response windows. */
export const JOB_TIMES = [...TIME_SLOTS, ...RESPONSE_TIMES] as const;
export const isResponseTime = (time: string | null | undefined): boolean => (RESPONSE_TIMES as readonly (string | null | undefined)[]).includes(time);
export const RESPONSE_TIME_ONLY_EMERGENCY = "is a response window, which only an emergency job has";

export const ZJobTitle = zLine().trim().min(1, "is required").max(200, "must be at most 200 characters");

export const ZJobForm = z.object({
  title: ZJobTitle,
  /** §5: an empty description becomes null. */
  description: zText()
    .trim()
    .max(5000, "must be at most 5000 characters")
    .transform((value) => value || null)
    .nullable()
    .default(null),
  customer_id: z.uuid("Please select a customer"),
  /** §5: technician 'none' becomes null. */
  technician_id: z.uuid("must be a technician id").nullable().default(null),
  status: ZJobStatus.default("pending"),
  priority: ZJobPriorityName.default("low"),
  /** yyyy-MM-dd or null (§5: an empty scheduled date becomes null). Any date: admins record past jobs too. */
  scheduled_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written yyyy-MM-dd")
    .nullable()
    .default(null),
  /** A booking slot, or for an emergency job its response window (customer-side.md §9), which the job keeps when assigned. */
  scheduled_time: z.enum(JOB_TIMES, { error: "must be one of the listed time slots" }).nullable().default(null),
  service_address: ZAddress,
  service_city: ZCity.min(1, "is required"),
  service_state: ZState,
  service_zip: ZZip,
  /** Step 0.5 (§5), null when empty. */
  estimated_hours: z
    .number("must be a number")
    .min(0, "must not be negative")
    .max(1000, "must be at most 1000")
    .refine((hours) => Number.isInteger(hours * 2), "must be in steps of 0.5")
    .nullable()
    .default(null),
  /** Cents, null when empty; the form takes dollars with cents. */
  total_amount: z
    .number("must be a number")
    .int("must be whole cents")
    .min(0, "must not be negative")
    .max(100_000_000, "is too large")
    .nullable()
    .default(null),
});
export type TJobForm = z.input<typeof ZJobForm>;
export type TJobFormParsed = z.output<typeof ZJobForm>;

/**
 * The admin's date and time is refused (409, naming scheduled_time) when its slot is full for the
 * public or overlaps the technician's other job, unless the admin confirms it anyway
 * (`confirm_conflicts`), as the schedule board's Move asks.
 */
const SLOT_OVERRIDE = { confirm_conflicts: z.boolean().default(false) };
export const ZCreateJobRequest = ZJobForm.extend(SLOT_OVERRIDE);
export type TCreateJobRequest = z.input<typeof ZCreateJobRequest>;
/** Said with the 409 of a job form whose slot is taken; its fields say why. */
export const SLOT_CONFLICT = "That time is taken. Save anyway to book it regardless.";
/**
 * An edit names the status the admin saw (`expected_status`): when the job's status changed
 * since, the edit is refused with 409 instead of overwriting it (compare-and-set).
 */
export const ZUpdateJobRequest = ZJobForm.extend({ expected_status: ZJobStatus, ...SLOT_OVERRIDE });
export type TUpdateJobRequest = z.input<typeof ZUpdateJobRequest>;

export const ZJobCreated = z.object({ id: z.uuid() });

/** `POST /api/admin/jobs/:id/status`: a quick action of §4, judged from `expected`. */
export const ZJobStatusChangeRequest = z.object({ to: ZJobStatus, expected: ZJobStatus });
export const ZJobStatusChanged = z.object({ id: z.uuid(), status: ZJobStatus, started_at: z.string().nullable(), completed_at: z.string().nullable() });

// ---------------------------------------------------------------------------------------------
// Bulk (§2 bulk bar, §4): one statement, all or nothing, 1 to 500 ids.

export const BULK_MAX_IDS = 500;
export const ZBulkIds = z
  .array(z.uuid("must be job ids"))
  .min(1, "must name at least one job")
  .max(BULK_MAX_IDS, `must name at most ${BULK_MAX_IDS} jobs`)
  .refine((ids) => new Set(ids).size === ids.length, "must not repeat a job");
export const ZBulkStatusRequest = z.object({
  ids: ZBulkIds,
  status: z.enum(BULK_JOB_STATUSES, { error: "must be pending, scheduled, in_progress, completed or on_hold" }),
});
export const ZBulkPriorityRequest = z.object({ ids: ZBulkIds, priority: ZJobPriorityName });
export const ZBulkDeleteRequest = z.object({ ids: ZBulkIds });
export const ZBulkResult = z.object({ count: z.number().int() });
export type TBulkStatusRequest = z.infer<typeof ZBulkStatusRequest>;
export type TBulkPriorityRequest = z.infer<typeof ZBulkPriorityRequest>;
export type TBulkDeleteRequest = z.infer<typeof ZBulkDeleteRequest>;

// ---------------------------------------------------------------------------------------------
// The job detail (§2 Job detail modal): `GET /api/admin/jobs/:id`.

/** `POST /api/admin/jobs/:id/notes`: customer notes (visible to the customer) and internal notes. */
export const ZJobNoteRequest = z.object({
  body: zText().trim().min(1, "is required").max(2000, "must be at most 2000 characters"),
  is_internal: z.boolean().default(false),
});
export type TJobNoteRequest = z.input<typeof ZJobNoteRequest>;

export const ZJobNote = z.object({
  id: z.uuid(),
  body: z.string(),
  is_internal: z.boolean(),
  author_name: z.string().nullable(),
  author_role: z.string().nullable(),
  created_at: z.string(),
});
export type TJobNote = z.infer<typeof ZJobNote>;

export const ZJobPhoto = z.object({ id: z.uuid(), url: z.string(), caption: z.string().nullable(), created_at: z.string() });
export const ZJobMeasurement = z.object({
  id: z.uuid(),
  name: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number().nullable(),
  area: z.number(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
// The job's estimates with their status (draft, sent, approved, declined) and revision.
export const ZJobEstimateSummary = z.object({
  id: z.uuid(),
  total: z.number().int(),
  /** The first-booking discount its total already takes off (decision 0181); 0 without one. */
  discount_percent: z.number().int().optional(),
  status: z.string().optional(),
  revision: z.number().int().optional(),
  created_at: z.string(),
});
export const ZJobBooking = z.object({
  id: z.uuid(),
  /** The booking's status as it follows the job (shared/rules/booking-status.ts). */
  status: z.enum(CUSTOMER_BOOKING_STATUSES),
  service_name: z.string().nullable(),
  scheduled_date: z.string(),
  scheduled_time: z.string(),
  initial_payment_amount: z.number().int(),
  is_emergency: z.boolean(),
});

export const ZJobDetail = ZJobListItem.extend({
  notes: z.array(ZJobNote),
  photos: z.array(ZJobPhoto),
  measurements: z.array(ZJobMeasurement),
  estimates: z.array(ZJobEstimateSummary),
  booking: ZJobBooking.nullable(),
  /** The job's price, payments and balance (decision 0135); null only for a job that vanished while it was read. */
  ledger: ZJobLedger.nullable(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

// ---------------------------------------------------------------------------------------------
// The form's lookups (§7 Job form lookups), searched on the server.

export const ZCustomerOptionsQuery = ZPageQuery.extend({ q: ZSearchQuery });
/** A customer to choose in the job form, with the address on their record (it fills the job's service address). */
export const ZCustomerOption = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a customer the office added without an e-mail (decision 0153); the picker shows the phone then. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export const ZCustomerOptions = ZPage(ZCustomerOption);
export type TCustomerOption = z.infer<typeof ZCustomerOption>;
export const ZTechnicianOption = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), is_active: z.boolean() });
export const ZTechnicianOptions = z.object({ items: z.array(ZTechnicianOption) });
export type TTechnicianOption = z.infer<typeof ZTechnicianOption>;

// ---------------------------------------------------------------------------------------------
// Settings button: remembered per admin on the server, `GET/PUT /api/admin/preferences/jobs`.

export const JOB_VIEWS = ["grid", "list", "map"] as const;
export const JOB_PAGE_SIZES = [20, 50, 100] as const;
export const ZJobViewPreferences = z.object({
  default_view: z.enum(JOB_VIEWS).default("grid"),
  wide_layout: z.boolean().default(false),
  page_size: z
    .number()
    .refine((size) => (JOB_PAGE_SIZES as readonly number[]).includes(size), "must be 20, 50 or 100")
    .default(20),
});
export type TJobViewPreferences = z.infer<typeof ZJobViewPreferences>;
