import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, real, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bookings } from "./bookings.ts";
import { services } from "./catalogue.ts";
import { customers, technicians } from "./people.ts";
import { JOB_STATUSES, type TJobStatus } from "../../../shared/rules/job-status.ts";
import { ESTIMATE_STATUSES, type TEstimateStatus } from "../../../shared/rules/estimate-status.ts";

// staff-side.md §3 Job. Priority 1 low, 2 medium, 3 high; total_amount in cents.
/** Every change publishes `job.changed` by a trigger (migration 0010, docs/live-events.md). */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status").$type<TJobStatus>().notNull().default("pending"),
    priority: smallint("priority").notNull().default(1),
    scheduled_date: date("scheduled_date"),
    scheduled_time: text("scheduled_time"),
    service_address: text("service_address").notNull(),
    service_city: text("service_city").notNull(),
    service_state: text("service_state").notNull(),
    service_zip: text("service_zip").notNull(),
    estimated_hours: real("estimated_hours"),
    total_amount: integer("total_amount"),
    customer_id: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    technician_id: uuid("technician_id").references(() => technicians.id, { onDelete: "set null" }),
    booking_id: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "set null" }),
    service_id: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    notes: text("notes"),
    internal_notes: text("internal_notes"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp("started_at", { withTimezone: true }),
    completed_at: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    // The same list as the shared transition rule, so the two cannot drift apart.
    check("jobs_status_check", sql`${t.status} in (${sql.raw(JOB_STATUSES.map((status) => `'${status}'`).join(", "))})`),
    check("jobs_priority_check", sql`${t.priority} between 1 and 3`),
    // Decisions 0028 and 0036: the admin list is newest first, keyset on (created_at, id),
    // alone or filtered by status or priority; each index ends in (created_at, id).
    index("jobs_created_idx").on(t.created_at, t.id),
    index("jobs_status_idx").on(t.status, t.created_at, t.id),
    index("jobs_priority_idx").on(t.priority, t.created_at, t.id),
    index("jobs_technician_idx").on(t.technician_id, t.scheduled_date),
    // The technician app's 'Done' filter, most recently completed first, keyset on (completed_at, id).
    index("jobs_technician_done_idx")
      .on(t.technician_id, t.completed_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'completed'`),
    index("jobs_customer_idx").on(t.customer_id, t.created_at),
    // The jobs list filtered by technician (the Technicians pane links to it), newest first.
    index("jobs_technician_created_idx").on(t.technician_id, t.created_at, t.id),
    // The review request's sweep reads the jobs completed in its window.
    index("jobs_completed_at_idx")
      .on(t.completed_at)
      .where(sql`${t.status} = 'completed'`),
    // The search box (job-filters.ts): any part of the title or the city, by trigrams.
    index("jobs_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("jobs_city_trgm_idx").using("gin", sql`${t.service_city} gin_trgm_ops`),
    // The admin home (decision 0049): a day's jobs ranked by technician and slot from
    // the index alone; only the rows shown are read from the table.
    index("jobs_day_idx").on(t.scheduled_date, t.technician_id, t.scheduled_time, t.status, t.id),
    // The admin home's "not yet assigned": open jobs without a technician, soonest first. Partial,
    // so it holds only the dispatcher's backlog, however many jobs are done.
    index("jobs_unassigned_idx")
      .on(t.scheduled_date, t.scheduled_time, t.created_at, t.id)
      .where(sql`${t.technician_id} is null and ${t.status} not in ('completed', 'cancelled')`),
    // The admin home's emergencies awaiting dispatch (decision 0049): booking jobs still pending, or
    // open without a technician. Partial, so it stays the size of the backlog.
    index("jobs_undispatched_booking_idx")
      .on(t.booking_id)
      .where(
        sql`${t.booking_id} is not null and (${t.status} = 'pending' or (${t.technician_id} is null and ${t.status} not in ('in_progress', 'completed', 'cancelled')))`,
      ),
  ],
);

export const jobNotes = pgTable(
  "job_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job_id: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    author_id: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    is_internal: boolean("is_internal").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_notes_job_idx").on(t.job_id, t.created_at)],
);

export const jobPhotos = pgTable(
  "job_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job_id: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    uploaded_by: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    caption: text("caption"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_photos_job_idx").on(t.job_id, t.created_at)],
);

// staff-side.md §3 room measurement and measurement lines, stored per job.
export const roomMeasurements = pgTable(
  "room_measurements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job_id: uuid("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    technician_id: uuid("technician_id").references(() => technicians.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    length: real("length").notNull(),
    width: real("width").notNull(),
    height: real("height"),
    area: real("area").notNull(),
    notes: text("notes"),
    lines: jsonb("lines").$type<{ x1: number; y1: number; x2: number; y2: number; label: string }[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("room_measurements_job_idx").on(t.job_id, t.created_at)],
);

// staff-side.md §3 estimate; totals computed on the server in cents.
export const estimates = pgTable(
  "estimates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job_id: uuid("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    technician_id: uuid("technician_id").references(() => technicians.id, { onDelete: "set null" }),
    items: jsonb("items").$type<{ description: string; quantity: number; rate: number; total: number }[]>().notNull(),
    labor_rate: integer("labor_rate").notNull(),
    estimated_hours: real("estimated_hours").notNull().default(0),
    labor_cost: integer("labor_cost").notNull(),
    materials_cost: integer("materials_cost").notNull(),
    subtotal: integer("subtotal").notNull(),
    // The first-booking discount of the job's booking, the same percent off the estimate's subtotal (decision 0181).
    discount_percent: integer("discount_percent").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    notes: text("notes"),
    // Decision 0069: draft → sent → approved | declined; any change goes back to draft
    // with the next revision, so what a customer approved is exactly what they were sent.
    status: text("status").$type<TEstimateStatus>().notNull().default("draft"),
    revision: integer("revision").notNull().default(1),
    /** The rate the tax was computed at (settings' tax_rate_percent when saved). */
    tax_rate_percent: real("tax_rate_percent").notNull().default(7.5),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    decided_at: timestamp("decided_at", { withTimezone: true }),
    decided_by: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("estimates_status_check", sql`${t.status} in (${sql.raw(ESTIMATE_STATUSES.map((status) => `'${status}'`).join(", "))})`),
    index("estimates_job_idx").on(t.job_id, t.created_at),
    // The invoice bills the newest approved estimate of a job (billedEstimates).
    index("estimates_job_approved_idx")
      .on(t.job_id, t.created_at, t.id)
      .where(sql`${t.status} = 'approved'`),
  ],
);
