import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { jobs, profiles, technicians, user } from "../../db/schema.ts";
import { personName } from "./admin-jobs.repository.ts";

// Decision 0154: what the technician suggestions read: the job, the active
// technicians with their ZIP, and the other jobs of the job's day (jobs_day_idx). Three queries,
// whatever the number of technicians.

export function jobAssignmentRepository(db: TDb) {
  return {
    /** The job as the suggestions judge it; null when there is none. */
    async target(id: string) {
      const [row] = await db
        .select({
          id: jobs.id,
          technician_id: jobs.technician_id,
          scheduled_date: jobs.scheduled_date,
          scheduled_time: jobs.scheduled_time,
          estimated_hours: jobs.estimated_hours,
          service_zip: jobs.service_zip,
          service_city: jobs.service_city,
          service_state: jobs.service_state,
        })
        .from(jobs)
        .where(eq(jobs.id, id));
      return row ?? null;
    },

    /** The technicians a job may be given: active ones, with their profile's ZIP. */
    activeTechnicians() {
      return db
        .select({ id: technicians.id, name: sql<string>`coalesce(${personName}, '')`, zip_code: profiles.zip_code })
        .from(technicians)
        .innerJoin(profiles, eq(profiles.id, technicians.profile_id))
        .leftJoin(user, eq(user.id, technicians.profile_id))
        .where(eq(technicians.is_active, true))
        .orderBy(asc(technicians.id));
    },

    /** The assigned jobs of `date` but cancelled ones and `exceptId`, from jobs_day_idx. */
    dayJobs(date: string, exceptId: string) {
      return db
        .select({
          id: jobs.id,
          technician_id: sql<string>`${jobs.technician_id}`,
          title: jobs.title,
          scheduled_time: jobs.scheduled_time,
          estimated_hours: jobs.estimated_hours,
          service_zip: jobs.service_zip,
          service_city: jobs.service_city,
          service_state: jobs.service_state,
        })
        .from(jobs)
        .where(and(eq(jobs.scheduled_date, date), isNotNull(jobs.technician_id), ne(jobs.status, "cancelled"), ne(jobs.id, exceptId)));
    },
  };
}

export type TJobAssignmentRepository = ReturnType<typeof jobAssignmentRepository>;
