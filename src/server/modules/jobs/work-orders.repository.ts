import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { assignedJobs } from "../../db/ownership.ts";
import { customers, jobNotes, jobs, profiles, services, technicians, user } from "../../db/schema.ts";
import { personName } from "./admin-jobs.repository.ts";

// Decision 0154: what a work order and a day sheet print. One query for the jobs with
// their customer, technician and service, one for their notes: a day sheet of any length is two.

export function workOrdersRepository(db: TDb) {
  function printedJobs(where: SQL | undefined) {
    return db
      .select({
        id: jobs.id,
        title: jobs.title,
        description: jobs.description,
        status: jobs.status,
        priority: jobs.priority,
        service_name: services.name,
        scheduled_date: jobs.scheduled_date,
        scheduled_time: jobs.scheduled_time,
        estimated_hours: jobs.estimated_hours,
        service_address: jobs.service_address,
        service_city: jobs.service_city,
        service_state: jobs.service_state,
        service_zip: jobs.service_zip,
        notes: jobs.notes,
        internal_notes: jobs.internal_notes,
        customer_name: sql<string>`trim(${customers.first_name} || ' ' || ${customers.last_name})`,
        customer_phone: customers.phone,
        customer_email: customers.email,
        technician_id: jobs.technician_id,
        technician_name: personName,
        technician_phone: profiles.phone,
      })
      .from(jobs)
      .innerJoin(customers, eq(customers.id, jobs.customer_id))
      .leftJoin(services, eq(services.id, jobs.service_id))
      .leftJoin(technicians, eq(technicians.id, jobs.technician_id))
      .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
      .leftJoin(user, eq(user.id, profiles.id))
      .where(where);
  }

  return {
    /** One job; with `technicianId`, only while it is theirs. */
    async job(id: string, technicianId?: string) {
      const [row] = await printedJobs(and(eq(jobs.id, id), technicianId ? assignedJobs(technicianId) : undefined));
      return row ?? null;
    },

    /** A technician's jobs of a date but cancelled ones (jobs_technician_idx). */
    day(technicianId: string, date: string) {
      return printedJobs(and(assignedJobs(technicianId), eq(jobs.scheduled_date, date), sql`${jobs.status} <> 'cancelled'`));
    },

    /** The notes of these jobs, oldest first (job_notes_job_idx). */
    notes(jobIds: readonly string[]) {
      if (jobIds.length === 0) return Promise.resolve([]);
      return db
        .select({ job_id: jobNotes.job_id, body: jobNotes.body, is_internal: jobNotes.is_internal, author_name: personName, created_at: jobNotes.created_at })
        .from(jobNotes)
        .leftJoin(user, eq(user.id, jobNotes.author_id))
        .leftJoin(profiles, eq(profiles.id, jobNotes.author_id))
        .where(inArray(jobNotes.job_id, [...jobIds]))
        .orderBy(asc(jobNotes.job_id), asc(jobNotes.created_at), asc(jobNotes.id));
    },

    /** A technician with their name and phone; null when there is none. */
    async technician(id: string) {
      const [row] = await db
        .select({ id: technicians.id, name: sql<string>`coalesce(${personName}, '')`, phone: profiles.phone })
        .from(technicians)
        .innerJoin(profiles, eq(profiles.id, technicians.profile_id))
        .leftJoin(user, eq(user.id, technicians.profile_id))
        .where(eq(technicians.id, id));
      return row ?? null;
    },
  };
}

export type TWorkOrdersRepository = ReturnType<typeof workOrdersRepository>;
