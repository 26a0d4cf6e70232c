import { and, asc, desc, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { assignedJobs } from "../../db/ownership.ts";
import { emergencySummary } from "../../db/appointment.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { customers, jobNotes, jobPhotos, jobs, profiles, uploads, user } from "../../db/schema.ts";
import type { TTx } from "../../db/tx.ts";
import { BUSINESS_TIME_ZONE } from "../../../shared/rules/dates.ts";
import { slotOrderOf } from "../jobs/slot-order.ts";
import { JOB_LIST_COLUMNS } from "../jobs/jobs.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";

// Jobs: what the technician app reads and writes. Every query filters by the
// technician's record (`assignedJobs`), so another technician's job is simply not found.

const DONE_NEWEST_FIRST: TKeyset = { sort: jobs.completed_at, id: jobs.id, direction: "desc" };
/** A technician's open list is what is assigned to them now: bounded, so one page of this many. */
export const OPEN_JOBS_LIMIT = 200;

const JOB_COLUMNS = {
  ...JOB_LIST_COLUMNS,
  started_at: jobs.started_at,
  completed_at: jobs.completed_at,
  customer_name: sql<string>`trim(concat_ws(' ', ${customers.first_name}, ${customers.last_name}))`,
  customer_phone: customers.phone,
  emergency: emergencySummary(jobs.booking_id, jobs.scheduled_time),
};

const authorName = sql<string | null>`coalesce(nullif(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}), ''), ${user.name})`;
const NOTE_COLUMNS = { id: jobNotes.id, body: jobNotes.body, is_internal: jobNotes.is_internal, author_name: authorName, created_at: jobNotes.created_at };

export function technicianJobsRepository(db: TDb) {
  const base = () => db.select(JOB_COLUMNS).from(jobs).innerJoin(customers, eq(customers.id, jobs.customer_id));

  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /**
     * §2 Jobs tab: the jobs still to do and those completed today; today's first, then by
     * scheduled date and slot (jobs_technician_idx). Cancelled jobs are not the technician's work.
     */
    open(technicianId: string, today: string) {
      const completedToday = sql`${jobs.completed_at} >= (${today}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`;
      return base()
        .where(
          and(assignedJobs(technicianId), ne(jobs.status, "cancelled"), or(ne(jobs.status, "completed"), and(eq(jobs.status, "completed"), completedToday))),
        )
        .orderBy(
          sql`(${jobs.scheduled_date} = ${today}::date) desc nulls last`,
          sql`${jobs.scheduled_date} asc nulls last`,
          // Times as times (decision 0132): the text order put "1:00 PM" before "8:00 AM".
          slotOrderOf(jobs.scheduled_time),
          asc(jobs.created_at),
          asc(jobs.id),
        )
        .limit(OPEN_JOBS_LIMIT);
    },

    /** The 'Done' filter: completed jobs, most recently completed first, keyset-paged (jobs_technician_done_idx). */
    async done(technicianId: string, page: TPageQuery) {
      const rows = await db
        .select({ ...JOB_COLUMNS, cursor_key: cursorKey(DONE_NEWEST_FIRST) })
        .from(jobs)
        .innerJoin(customers, eq(customers.id, jobs.customer_id))
        .where(and(assignedJobs(technicianId), eq(jobs.status, "completed"), afterCursor(DONE_NEWEST_FIRST, page.cursor)))
        .orderBy(...keysetOrder(DONE_NEWEST_FIRST))
        .limit(page.limit + 1);
      return toPage(rows, page.limit);
    },

    async find(technicianId: string, id: string) {
      const [row] = await base().where(and(eq(jobs.id, id), assignedJobs(technicianId)));
      return row ?? null;
    },

    /** The job's notes, both kinds (the technician is staff), newest first. */
    notes(jobId: string) {
      return db
        .select(NOTE_COLUMNS)
        .from(jobNotes)
        .leftJoin(user, eq(user.id, jobNotes.author_id))
        .leftJoin(profiles, eq(profiles.id, jobNotes.author_id))
        .where(eq(jobNotes.job_id, jobId))
        .orderBy(desc(jobNotes.created_at), desc(jobNotes.id));
    },

    /** The job's photos in the order they were taken, with their stored files (for thumbnails). */
    photos(jobId: string) {
      return db
        .select({ id: jobPhotos.id, url: jobPhotos.url, caption: jobPhotos.caption, created_at: jobPhotos.created_at, files: uploads.files })
        .from(jobPhotos)
        .leftJoin(uploads, and(eq(uploads.url, jobPhotos.url), eq(uploads.status, "ready")))
        .where(eq(jobPhotos.job_id, jobId))
        .orderBy(asc(jobPhotos.created_at), asc(jobPhotos.id));
    },

    /** True when the job is this technician's; it cannot be deleted or reassigned until the transaction ends. */
    async lockAssigned(tx: TTx, technicianId: string, id: string) {
      const [row] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, id), assignedJobs(technicianId)))
        .for("share");
      return Boolean(row);
    },

    async addNotes(tx: TTx, rows: { job_id: string; author_id: string; body: string; is_internal: boolean }[]) {
      const inserted = await tx.insert(jobNotes).values(rows).returning({ id: jobNotes.id });
      return tx
        .select(NOTE_COLUMNS)
        .from(jobNotes)
        .leftJoin(user, eq(user.id, jobNotes.author_id))
        .leftJoin(profiles, eq(profiles.id, jobNotes.author_id))
        .where(
          inArray(
            jobNotes.id,
            inserted.map((row) => row.id),
          ),
        )
        .orderBy(asc(jobNotes.is_internal));
    },

    async addPhoto(tx: TTx, row: { job_id: string; uploaded_by: string; url: string; caption: string | null }) {
      const [photo] = await tx
        .insert(jobPhotos)
        .values(row)
        .returning({ id: jobPhotos.id, url: jobPhotos.url, caption: jobPhotos.caption, created_at: jobPhotos.created_at });
      const [upload] = await tx.select({ files: uploads.files }).from(uploads).where(eq(uploads.url, row.url));
      return { ...photo, files: upload?.files ?? null };
    },

    /** Whether `userId` uploaded the image behind `url` (a technician attaches their own photos only). */
    async uploadedBy(tx: TTx, url: string, userId: string) {
      const [row] = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.url, url), eq(uploads.user_id, userId), notInArray(uploads.status, ["deleting"])));
      return Boolean(row);
    },
  };
}

export type TTechnicianJobsRepository = ReturnType<typeof technicianJobsRepository>;
