import { desc, eq, sql } from "drizzle-orm";
import type pg from "pg";
import type { TDb } from "../../db/client.ts";
import { customers, jobs, profiles, technicians } from "../../db/schema.ts";
import { BUSINESS_TIME_ZONE } from "../../../shared/rules/dates.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";
import type { TJobFilters } from "../../../shared/schemas/jobs.ts";
import { resolveJobFilters } from "./job-filters.ts";
import { JOB_VISIT_COLUMNS } from "./jobs.repository.ts";

// Export (decision 0037): every job the filters select, read through one PostgreSQL
// cursor in batches, so the server holds one batch at a time however many jobs there are, and
// the whole file comes from one plan and one snapshot.

/** An instant on the business's clock, to the minute: '2026-03-02 14:05'. */
const onBusinessClock = (column: typeof jobs.created_at | typeof jobs.started_at | typeof jobs.completed_at) =>
  sql<string | null>`to_char(${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI')`;

/** The CSV's columns only, in this order; a cursor's rows come back as arrays in it. */
const EXPORT_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  status: jobs.status,
  priority: jobs.priority,
  customer_name: customers.full_name,
  customer_email: customers.email,
  customer_phone: customers.phone,
  technician_name: sql<string>`concat_ws(' ', ${profiles.first_name}, ${profiles.last_name})`,
  ...JOB_VISIT_COLUMNS,
  total_amount: jobs.total_amount,
  created: onBusinessClock(jobs.created_at),
  started: onBusinessClock(jobs.started_at),
  completed: onBusinessClock(jobs.completed_at),
};
const EXPORT_KEYS = Object.keys(EXPORT_COLUMNS) as (keyof typeof EXPORT_COLUMNS)[];

export type TJobExportRow = {
  id: string;
  title: string;
  status: TJobStatus;
  priority: number;
  customer_name: string;
  /** Null for a customer the office added without one (decision 0153): an empty cell. */
  customer_email: string | null;
  customer_phone: string | null;
  technician_name: string;
  scheduled_date: string | null;
  scheduled_time: string | null;
  service_address: string;
  service_city: string;
  service_state: string;
  service_zip: string;
  estimated_hours: number | null;
  total_amount: number | null;
  created: string;
  started: string | null;
  completed: string | null;
};

/** A download may pause this long between batches before PostgreSQL ends its transaction. */
const STALLED_DOWNLOAD = "60s";

export function jobsExportRepository(db: TDb, pool: pg.Pool) {
  return {
    /**
     * The jobs, newest first, `size` rows at a time from a cursor in a read-only transaction on
     * its own connection, released when the download ends, fails or is abandoned.
     */
    async *batches(filters: Partial<TJobFilters>, size: number): AsyncGenerator<TJobExportRow[]> {
      const query = db
        .select(EXPORT_COLUMNS)
        .from(jobs)
        .innerJoin(customers, eq(customers.id, jobs.customer_id))
        .leftJoin(technicians, eq(technicians.id, jobs.technician_id))
        .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
        .where(await resolveJobFilters(db, filters))
        .orderBy(desc(jobs.created_at), desc(jobs.id))
        .toSQL();
      const client = await pool.connect();
      let open = false;
      try {
        await client.query("begin isolation level repeatable read read only");
        open = true;
        await client.query(`set local idle_in_transaction_session_timeout = '${STALLED_DOWNLOAD}'`);
        // A cursor is costed for all its rows, enough to make PostgreSQL compile the plan (JIT),
        // which takes seconds before the first row of a stream that is read, not computed.
        await client.query("set local jit = off");
        await client.query({ text: `declare jobs_export no scroll cursor for ${query.sql}`, values: query.params });
        for (;;) {
          const { rows } = await client.query<unknown[]>({ text: `fetch ${Number(size)} from jobs_export`, rowMode: "array" });
          if (rows.length) yield rows.map((row) => Object.fromEntries(EXPORT_KEYS.map((key, index) => [key, row[index]])) as TJobExportRow);
          if (rows.length < size) break;
        }
        await client.query("commit");
        open = false;
      } finally {
        // An abandoned download (the browser closed) ends here too: its transaction goes with it,
        // and a connection that cannot even roll back is discarded, not returned to the pool.
        const broken = open
          ? await client.query("rollback").then(
              () => undefined,
              (error: Error) => error,
            )
          : undefined;
        client.release(broken);
      }
    },
  };
}

export type TJobsExportRepository = ReturnType<typeof jobsExportRepository>;
