import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { customers, jobs, profiles, technicians } from "../../db/schema.ts";
import type { TJobFilters } from "../../../shared/schemas/jobs.ts";
import { jobFiltersWhere } from "./job-filters.ts";

// Map View: the map's SQL. Both reads pick their rows from `jobs` alone, on the list's
// indexes, and limit them there; only the picked rows are then joined to their customer and
// technician, so the cost does not grow with the table (bench/README.md, 1 M jobs).

export type TJobMapRow = {
  id: string;
  title: string;
  status: (typeof jobs.$inferSelect)["status"];
  priority: number;
  city: string;
  state: string;
  zip: string;
  customer_name: string;
  technician_id: string | null;
  technician_name: string | null;
  scheduled_date: string | null;
  scheduled_time: string | null;
};

export function jobMapRepository(db: TDb) {
  /** The rows `where` picks, in `order`, at most `limit`, joined to their names. */
  async function pick(where: SQL | undefined, order: SQL[], limit: number): Promise<TJobMapRow[]> {
    const picked = db
      .select({
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        priority: jobs.priority,
        city: jobs.service_city,
        state: jobs.service_state,
        zip: jobs.service_zip,
        customer_id: jobs.customer_id,
        technician_id: jobs.technician_id,
        scheduled_date: jobs.scheduled_date,
        scheduled_time: jobs.scheduled_time,
        created_at: jobs.created_at,
      })
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .as("picked");
    return db
      .select({
        id: picked.id,
        title: picked.title,
        status: picked.status,
        priority: picked.priority,
        city: picked.city,
        state: picked.state,
        zip: picked.zip,
        customer_name: sql<string>`trim(${customers.first_name} || ' ' || ${customers.last_name})`,
        technician_id: picked.technician_id,
        technician_name: sql<
          string | null
        >`case when ${profiles.id} is null then null else trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')) end`,
        scheduled_date: picked.scheduled_date,
        scheduled_time: picked.scheduled_time,
      })
      .from(picked)
      .innerJoin(customers, eq(customers.id, picked.customer_id))
      .leftJoin(technicians, eq(technicians.id, picked.technician_id))
      .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
      .orderBy(desc(picked.created_at), desc(picked.id));
  }

  return {
    /** The newest jobs the filters select, newest first (the list's order and index). */
    newest(filters: TJobFilters, limit: number) {
      return pick(jobFiltersWhere(filters), [desc(jobs.created_at), desc(jobs.id)], limit);
    },

    /**
     * The filtered jobs assigned for `date`, whatever their age. Asked technician by technician
     * (`technician_id = any(…)`), so each is one probe of (technician_id, scheduled_date).
     */
    assignedOn(filters: TJobFilters, date: string, limit: number) {
      const where = and(
        jobFiltersWhere(filters),
        inArray(jobs.technician_id, db.select({ id: technicians.id }).from(technicians)),
        eq(jobs.scheduled_date, date),
        ne(jobs.status, "cancelled"),
      );
      return pick(where, [asc(jobs.technician_id), asc(jobs.id)], limit);
    },

    async count(filters: TJobFilters) {
      const [row] = await db.select({ n: count() }).from(jobs).where(jobFiltersWhere(filters));
      return row.n;
    },
  };
}

export type TJobMapRepository = ReturnType<typeof jobMapRepository>;
