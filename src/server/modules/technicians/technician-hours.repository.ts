import { and, asc, eq, gte, lte, notInArray, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { jobs, profiles, services, technicianTimeOff, technicians, user } from "../../db/schema.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";
import type { TWeeklyHours } from "../../../shared/rules/technician-availability.ts";

// Decision 0152: technicians' working weeks, skills and time off. The admin's editor and the
// technician's "My hours" read one technician by id (primary key, technician_time_off_technician_idx);
// the public availability reads a whole day at once: the active technicians (a few rows), that
// day's time off (technician_time_off_day_idx) and that day's jobs (jobs_day_idx).

/** How many current and coming time-off entries a technician's list shows. */
export const TIME_OFF_LIST_LIMIT = 100;

const NAME = sql<string>`coalesce(nullif(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}), ''), ${user.name})`;

const TIME_OFF_COLUMNS = {
  id: technicianTimeOff.id,
  starts_on: technicianTimeOff.starts_on,
  ends_on: technicianTimeOff.ends_on,
  start_minutes: technicianTimeOff.start_minutes,
  end_minutes: technicianTimeOff.end_minutes,
  reason: technicianTimeOff.reason,
};

/** Jobs that no longer hold their technician's time (one on hold keeps its place: it may go on). */
const DONE_STATUSES: TJobStatus[] = ["cancelled", "completed"];

export function technicianHoursRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    async technician(id: string, executor: TExecutor = db) {
      const [row] = await executor
        .select({ id: technicians.id, name: NAME, is_active: technicians.is_active, weekly_hours: technicians.weekly_hours, skills: technicians.skills })
        .from(technicians)
        .innerJoin(profiles, eq(profiles.id, technicians.profile_id))
        .innerJoin(user, eq(user.id, profiles.id))
        .where(eq(technicians.id, id));
      return row ?? null;
    },

    /** Time off that has not ended before `today`, soonest first. */
    timeOff(technicianId: string, today: string) {
      return db
        .select(TIME_OFF_COLUMNS)
        .from(technicianTimeOff)
        .where(and(eq(technicianTimeOff.technician_id, technicianId), gte(technicianTimeOff.ends_on, today)))
        .orderBy(asc(technicianTimeOff.ends_on), asc(technicianTimeOff.starts_on), asc(technicianTimeOff.id))
        .limit(TIME_OFF_LIST_LIMIT);
    },

    /** Every service category of the catalogue, for the skills (services_active_category_idx). */
    async categories() {
      const rows = await db.selectDistinct({ category: services.category }).from(services).orderBy(asc(services.category));
      return rows.map((row) => row.category);
    },

    async setHours(tx: TTx, id: string, values: { weekly_hours: TWeeklyHours | null; skills: string[] }) {
      await tx.update(technicians).set(values).where(eq(technicians.id, id));
    },

    async insertTimeOff(tx: TTx, values: typeof technicianTimeOff.$inferInsert) {
      const [row] = await tx.insert(technicianTimeOff).values(values).returning(TIME_OFF_COLUMNS);
      return row;
    },

    async deleteTimeOff(tx: TTx, technicianId: string, id: string) {
      const [row] = await tx
        .delete(technicianTimeOff)
        .where(and(eq(technicianTimeOff.id, id), eq(technicianTimeOff.technician_id, technicianId)))
        .returning(TIME_OFF_COLUMNS);
      return row ?? null;
    },

    /**
     * A day's workforce for the public availability: the active technicians with their week and
     * skills, their time off that day, and their jobs of that day that still hold their time.
     * Three indexed reads, whatever the number of technicians.
     */
    async day(date: string, executor: TExecutor = db) {
      const [people, off, work] = await Promise.all([
        executor
          .select({ id: technicians.id, weekly_hours: technicians.weekly_hours, skills: technicians.skills })
          .from(technicians)
          .where(eq(technicians.is_active, true)),
        executor
          .select({ technician_id: technicianTimeOff.technician_id, ...TIME_OFF_COLUMNS })
          .from(technicianTimeOff)
          .where(and(gte(technicianTimeOff.ends_on, date), lte(technicianTimeOff.starts_on, date))),
        executor
          .select({
            id: jobs.id,
            technician_id: jobs.technician_id,
            booking_id: jobs.booking_id,
            scheduled_time: jobs.scheduled_time,
            estimated_hours: jobs.estimated_hours,
          })
          .from(jobs)
          .where(and(eq(jobs.scheduled_date, date), sql`${jobs.technician_id} is not null`, notInArray(jobs.status, DONE_STATUSES))),
      ]);
      return { people, off, work };
    },
  };
}

export type TTechnicianHoursRepository = ReturnType<typeof technicianHoursRepository>;
