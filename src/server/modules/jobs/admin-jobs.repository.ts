import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { appointmentDate, appointmentTime, bookingJob, emergencySummary } from "../../db/appointment.ts";
import type { TDb } from "../../db/client.ts";
import type { TExecutor } from "../../db/tx.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { bookings, customers, estimates, jobNotes, jobPhotos, jobs, profiles, roomMeasurements, services, technicians, user } from "../../db/schema.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";
import type { TJobFilters } from "../../../shared/schemas/jobs.ts";
import { contains, customerNameMatches, jobFiltersWhere, resolveJobSearch, trigramWords } from "./job-filters.ts";
import { JOB_LIST_COLUMNS } from "./jobs.repository.ts";

// What the admin jobs screen reads: the list, the detail and the form's lookups.
// Decision 0036 says how the list stays fast at a million jobs.

export const JOBS_NEWEST_FIRST: TKeyset = { sort: jobs.created_at, id: jobs.id, direction: "desc" };
/**
 * How many of the newest jobs a search reads in order, per job of the page, before it asks the
 * indexes (decision 0036): a search that matches 1 job in 100 or more fills its page there.
 */
export const RECENT_WINDOW_PER_ROW = 100;
const CUSTOMERS_BY_NAME: TKeyset = { sort: customers.full_name, id: customers.id, direction: "asc" };

/** The staff side's name of a profile: first and last name, else the account's name. */
export const personName = sql<string | null>`coalesce(nullif(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}), ''), ${user.name})`;

const PAGE_COLUMNS = {
  ...JOB_LIST_COLUMNS,
  total_amount: jobs.total_amount,
  customer_id: jobs.customer_id,
  technician_id: jobs.technician_id,
  booking_id: jobs.booking_id,
  created_at: jobs.created_at,
  updated_at: jobs.updated_at,
  started_at: jobs.started_at,
  completed_at: jobs.completed_at,
};

/**
 * Where a page is read from: every job the condition selects, or (`recent`) only among the
 * newest `size` jobs after the cursor that `narrow` selects (decision 0036, searches).
 */
type TPageSource = { where: SQL | undefined; cursor: string | undefined; recent?: { narrow: SQL | undefined; size: number } };

/** One page of jobs: the filters, order and limit on `jobs` alone, the people joined to those rows only. */
function pageOfJobs(db: TDb, source: TPageSource, limit: number) {
  const columns = { ...PAGE_COLUMNS, cursor_key: cursorKey(JOBS_NEWEST_FIRST).as("cursor_key") };
  if (!source.recent) {
    return db
      .select(columns)
      .from(jobs)
      .where(and(source.where, afterCursor(JOBS_NEWEST_FIRST, source.cursor)))
      .orderBy(...keysetOrder(JOBS_NEWEST_FIRST))
      .limit(limit)
      .as("page");
  }
  // The window is named "jobs", so the search, written over the table's columns, reads its rows.
  const recent = db
    .select(PAGE_COLUMNS)
    .from(jobs)
    .where(and(source.recent.narrow, afterCursor(JOBS_NEWEST_FIRST, source.cursor)))
    .orderBy(...keysetOrder(JOBS_NEWEST_FIRST))
    .limit(source.recent.size)
    .as("jobs");
  return db
    .select(columns)
    .from(recent)
    .where(source.where)
    .orderBy(...keysetOrder(JOBS_NEWEST_FIRST))
    .limit(limit)
    .as("page");
}

/** A page's rows with their customer and technician (one query, no N+1). */
async function jobRows(db: TDb, source: TPageSource, limit: number) {
  const page = pageOfJobs(db, source, limit);
  const rows = await db
    .select({
      job: {
        id: page.id,
        title: page.title,
        description: page.description,
        status: page.status,
        priority: page.priority,
        scheduled_date: page.scheduled_date,
        scheduled_time: page.scheduled_time,
        service_address: page.service_address,
        service_city: page.service_city,
        service_state: page.service_state,
        service_zip: page.service_zip,
        estimated_hours: page.estimated_hours,
        total_amount: page.total_amount,
        booking_id: page.booking_id,
        created_at: page.created_at,
        updated_at: page.updated_at,
        started_at: page.started_at,
        completed_at: page.completed_at,
        // The emergency promise: when a paid emergency's fee was paid (its booking, by key).
        emergency_paid_at:
          sql<Date | null>`(select b.emergency_payment_date from ${bookings} b where b.id = ${page.booking_id} and b.is_emergency and b.emergency_fee_paid)`.mapWith(
            bookings.emergency_payment_date,
          ),
        emergency: emergencySummary(page.booking_id, page.scheduled_time),
        cursor_key: page.cursor_key,
      },
      customer: { id: customers.id, first_name: customers.first_name, last_name: customers.last_name, email: customers.email, phone: customers.phone },
      technician: {
        id: technicians.id,
        first_name: sql<string>`coalesce(${profiles.first_name}, '')`,
        last_name: sql<string>`coalesce(${profiles.last_name}, '')`,
        is_active: technicians.is_active,
      },
    })
    .from(page)
    .innerJoin(customers, eq(customers.id, page.customer_id))
    .leftJoin(technicians, eq(technicians.id, page.technician_id))
    .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
    .orderBy(desc(page.created_at), desc(page.id));
  return rows.map(({ job, customer, technician }) => ({
    ...job,
    customer,
    technician: technician?.id ? technician : null,
  }));
}

/** A job of the list and the detail, with its customer and technician. */
export type TAdminJobRow = Omit<Awaited<ReturnType<typeof jobRows>>[number], "cursor_key">;

export function adminJobsRepository(db: TDb) {
  return {
    /** A page of jobs, newest first, as the filters select them (keyset, decision 0028). */
    async list(query: Partial<TJobFilters> & TPageQuery) {
      const { q, cursor, limit } = query;
      const narrow = jobFiltersWhere({ status: query.status, priority: query.priority, technician: query.technician });
      const where = q ? and(narrow, await resolveJobSearch(db, q)) : narrow;
      // No search, or one no index can help with (no word of 3 characters): the newest jobs, in order.
      if (!q || !trigramWords(q).length) return toPage(await jobRows(db, { where, cursor }, limit + 1), limit);
      // A search found often fills its page from the newest jobs, read in order; only one found
      // seldom there asks the trigram indexes, whose estimates of several words are too low to
      // let the planner choose between the two itself (decision 0036).
      const recent = await jobRows(db, { where, cursor, recent: { narrow, size: RECENT_WINDOW_PER_ROW * (limit + 1) } }, limit + 1);
      if (recent.length > limit) return toPage(recent, limit);
      return toPage(await jobRows(db, { where, cursor }, limit + 1), limit);
    },

    /** One job with its customer and technician; null when there is none. */
    async one(id: string) {
      const [row] = await jobRows(db, { where: eq(jobs.id, id), cursor: undefined }, 1);
      if (!row) return null;
      const { cursor_key: _key, ...job } = row;
      return job;
    },

    /** The detail's lists: notes newest first, photos, measurements, estimates, and the booking. */
    async extras(id: string, bookingId: string | null) {
      const [notes, photos, measurements, estimateRows, booking] = await Promise.all([
        db
          .select({
            id: jobNotes.id,
            body: jobNotes.body,
            is_internal: jobNotes.is_internal,
            author_name: personName,
            author_role: profiles.role,
            created_at: jobNotes.created_at,
          })
          .from(jobNotes)
          .leftJoin(user, eq(user.id, jobNotes.author_id))
          .leftJoin(profiles, eq(profiles.id, jobNotes.author_id))
          .where(eq(jobNotes.job_id, id))
          .orderBy(desc(jobNotes.created_at), desc(jobNotes.id)),
        db
          .select({ id: jobPhotos.id, url: jobPhotos.url, caption: jobPhotos.caption, created_at: jobPhotos.created_at })
          .from(jobPhotos)
          .where(eq(jobPhotos.job_id, id))
          .orderBy(asc(jobPhotos.created_at), asc(jobPhotos.id)),
        db
          .select({
            id: roomMeasurements.id,
            name: roomMeasurements.name,
            length: roomMeasurements.length,
            width: roomMeasurements.width,
            height: roomMeasurements.height,
            area: roomMeasurements.area,
            notes: roomMeasurements.notes,
            created_at: roomMeasurements.created_at,
          })
          .from(roomMeasurements)
          .where(eq(roomMeasurements.job_id, id))
          .orderBy(asc(roomMeasurements.created_at), asc(roomMeasurements.id)),
        db
          .select({
            id: estimates.id,
            total: estimates.total,
            discount_percent: estimates.discount_percent,
            status: estimates.status,
            revision: estimates.revision,
            created_at: estimates.created_at,
          })
          .from(estimates)
          .where(eq(estimates.job_id, id))
          .orderBy(desc(estimates.created_at), desc(estimates.id)),
        bookingId
          ? db
              .select({
                id: bookings.id,
                booking_status: bookings.status,
                job_status: jobs.status,
                service_name: services.name,
                // Decision 0130: the visit as the job has it; the customer's request only while it has no date.
                scheduled_date: appointmentDate,
                scheduled_time: appointmentTime,
                initial_payment_amount: bookings.initial_payment_amount,
                is_emergency: bookings.is_emergency,
              })
              .from(bookings)
              .leftJoin(jobs, bookingJob)
              .leftJoin(services, eq(services.id, bookings.service_id))
              .where(eq(bookings.id, bookingId))
          : Promise.resolve([]),
      ]);
      return { notes, photos, measurements, estimates: estimateRows, booking: booking[0] ?? null };
    },

    /** A note's author as the detail shows them: name and role. */
    async author(executor: TExecutor, userId: string) {
      const [row] = await executor
        .select({ author_name: personName, author_role: profiles.role })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(eq(user.id, userId));
      return row ?? { author_name: null, author_role: null };
    },

    /** The job form's customer picker (§7 Job form lookups): by name or e-mail, in name order, keyset-paged. */
    async customerOptions({ q, cursor, limit }: { q?: string } & TPageQuery) {
      const matches = q ? or(customerNameMatches(q), contains(customers.email, q)) : undefined;
      const rows = await db
        .select({
          id: customers.id,
          first_name: customers.first_name,
          last_name: customers.last_name,
          email: customers.email,
          phone: customers.phone,
          address: customers.address,
          city: customers.city,
          state: customers.state,
          zip_code: customers.zip_code,
          cursor_key: cursorKey(CUSTOMERS_BY_NAME),
        })
        .from(customers)
        .where(and(matches, afterCursor(CUSTOMERS_BY_NAME, cursor)))
        .orderBy(...keysetOrder(CUSTOMERS_BY_NAME))
        .limit(limit + 1);
      return toPage(rows, limit);
    },

    /** Every technician with a name (§7): the active ones first, then by name. */
    technicianOptions() {
      return db
        .select({
          id: technicians.id,
          first_name: sql<string>`coalesce(${profiles.first_name}, '')`,
          last_name: sql<string>`coalesce(${profiles.last_name}, '')`,
          is_active: technicians.is_active,
        })
        .from(technicians)
        .innerJoin(profiles, eq(profiles.id, technicians.profile_id))
        .orderBy(desc(technicians.is_active), asc(profiles.first_name), asc(profiles.last_name), asc(technicians.id));
    },
  };
}

export type TAdminJobsRepository = ReturnType<typeof adminJobsRepository>;
