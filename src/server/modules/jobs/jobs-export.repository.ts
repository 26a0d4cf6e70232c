import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { afterCursor, cursorKey, keysetOrder, toPage } from "../../db/keyset.ts";
import { customers, jobs, profiles, technicians } from "../../db/schema.ts";
import { BUSINESS_TIME_ZONE } from "../../../shared/rules/dates.ts";
import type { TJobFilters } from "../../../shared/schemas/jobs.ts";
import { JOBS_NEWEST_FIRST } from "./admin-jobs.repository.ts";
import { resolveJobFilters } from "./job-filters.ts";

// Issue 10, Export (decision 0037): the CSV's columns only, instants already written as the
// business reads them, so a batch of a thousand rows costs little to read and to write out.

/** An instant on the business's clock, to the minute: '2026-03-02 14:05'. */
const onBusinessClock = (column: typeof jobs.created_at | typeof jobs.started_at | typeof jobs.completed_at) =>
  sql<string | null>`to_char(${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI')`;

function exportRows(db: TDb, where: SQL | undefined, cursor: string | undefined, limit: number) {
  // The filters, order and limit on `jobs` alone; the people joined to the batch's rows only.
  const batch = db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      priority: jobs.priority,
      customer_id: jobs.customer_id,
      technician_id: jobs.technician_id,
      scheduled_date: jobs.scheduled_date,
      scheduled_time: jobs.scheduled_time,
      service_address: jobs.service_address,
      service_city: jobs.service_city,
      service_state: jobs.service_state,
      service_zip: jobs.service_zip,
      estimated_hours: jobs.estimated_hours,
      total_amount: jobs.total_amount,
      created_at: jobs.created_at,
      created: onBusinessClock(jobs.created_at).as("created"),
      started: onBusinessClock(jobs.started_at).as("started"),
      completed: onBusinessClock(jobs.completed_at).as("completed"),
      cursor_key: cursorKey(JOBS_NEWEST_FIRST).as("cursor_key"),
    })
    .from(jobs)
    .where(and(where, afterCursor(JOBS_NEWEST_FIRST, cursor)))
    .orderBy(...keysetOrder(JOBS_NEWEST_FIRST))
    .limit(limit)
    .as("batch");
  return db
    .select({
      id: batch.id,
      title: batch.title,
      status: batch.status,
      priority: batch.priority,
      customer_name: customers.full_name,
      customer_email: customers.email,
      customer_phone: customers.phone,
      technician_name: sql<string | null>`concat_ws(' ', ${profiles.first_name}, ${profiles.last_name})`,
      scheduled_date: batch.scheduled_date,
      scheduled_time: batch.scheduled_time,
      service_address: batch.service_address,
      service_city: batch.service_city,
      service_state: batch.service_state,
      service_zip: batch.service_zip,
      estimated_hours: batch.estimated_hours,
      total_amount: batch.total_amount,
      created: batch.created,
      started: batch.started,
      completed: batch.completed,
      cursor_key: batch.cursor_key,
    })
    .from(batch)
    .innerJoin(customers, eq(customers.id, batch.customer_id))
    .leftJoin(technicians, eq(technicians.id, batch.technician_id))
    .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
    .orderBy(desc(batch.created_at), desc(batch.id));
}

export type TJobExportRow = Omit<Awaited<ReturnType<typeof exportRows>>[number], "cursor_key">;

export function jobsExportRepository(db: TDb) {
  return {
    /**
     * Every job the filters select, newest first, in batches read by keyset: a batch is written
     * out before the next is read, and no connection is held between batches.
     */
    async *batches(filters: Partial<TJobFilters>, size: number): AsyncGenerator<TJobExportRow[]> {
      const where = await resolveJobFilters(db, filters);
      let cursor: string | undefined;
      for (;;) {
        const page = toPage(await exportRows(db, where, cursor, size + 1), size);
        if (page.items.length) yield page.items;
        if (!page.next_cursor) return;
        cursor = page.next_cursor;
      }
    },
  };
}

export type TJobsExportRepository = ReturnType<typeof jobsExportRepository>;
