import { eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { jobs, profiles, technicians, user } from "../../db/schema.ts";
import type { TTechnicianRecord } from "../../auth/scopes.ts";
import { TECHNICIAN_COUNTERS } from "../../../shared/rules/technician-counters.ts";
import type { TTechnicianMe } from "../../../shared/schemas/technicians.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";

const countOf = (statuses: readonly TJobStatus[]) => sql<number>`count(*) filter (where ${inArray(jobs.status, statuses)})::int`;

export function techniciansRepository(db: TDb) {
  return {
    /** The technician scope's lookup: one indexed read (profile_id is unique) per request. */
    async findByProfile(profileId: string): Promise<TTechnicianRecord | null> {
      const [row] = await db
        .select({ id: technicians.id, profile_id: technicians.profile_id, is_active: technicians.is_active })
        .from(technicians)
        .where(eq(technicians.profile_id, profileId));
      return row ?? null;
    },

    /** The record with the profile's name and e-mail, and the counters of its own jobs only. */
    async me(technician: TTechnicianRecord): Promise<TTechnicianMe | null> {
      const [[person], [counts]] = await Promise.all([
        db
          .select({
            // A profile without a first or last name shows the account's name.
            name: sql<string>`coalesce(nullif(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}), ''), ${user.name})`,
            email: profiles.email,
          })
          .from(profiles)
          .innerJoin(user, eq(user.id, profiles.id))
          .where(eq(profiles.id, technician.profile_id)),
        db
          .select({
            pending: countOf(TECHNICIAN_COUNTERS.pending),
            active: countOf(TECHNICIAN_COUNTERS.active),
            done: countOf(TECHNICIAN_COUNTERS.done),
          })
          .from(jobs)
          .where(eq(jobs.technician_id, technician.id)),
      ]);
      if (!person) return null;
      return { ...technician, ...person, jobs: counts };
    },
  };
}

export type TTechniciansRepository = ReturnType<typeof techniciansRepository>;
