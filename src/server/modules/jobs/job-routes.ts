import { slotMinutes } from "../../../shared/rules/dates.ts";
import type { TJobRoute } from "../../../shared/schemas/job-map.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";

// staff-side.md §2 Map view 'Show routes': each technician's jobs of the day, joined
// in scheduled order. Time slots are labels ('1:00 PM'), so they are ordered by their minutes,
// not as text; a job with no time goes last, and equal times keep a stable order by id.

export type TRoutableJob = {
  id: string;
  status: TJobStatus;
  scheduled_date: string | null;
  scheduled_time: string | null;
  technician: { id: string; name: string } | null;
};

const minutesOf = (time: string | null) => {
  const minutes = time ? slotMinutes(time) : Number.NaN;
  return Number.isNaN(minutes) ? Number.POSITIVE_INFINITY : minutes;
};

/** The routes of `date` over the jobs given (only those on the map): one per technician, by name. */
export function technicianRoutes(jobs: readonly TRoutableJob[], date: string): TJobRoute[] {
  const byTechnician = new Map<string, { name: string; jobs: TRoutableJob[] }>();
  for (const job of jobs) {
    // A cancelled visit is not on anyone's way.
    if (!job.technician || job.scheduled_date !== date || job.status === "cancelled") continue;
    const route = byTechnician.get(job.technician.id) ?? { name: job.technician.name, jobs: [] };
    route.jobs.push(job);
    byTechnician.set(job.technician.id, route);
  }
  return [...byTechnician.entries()]
    .map(([technician_id, route]) => ({
      technician_id,
      technician_name: route.name,
      job_ids: route.jobs
        .sort((a, b) => minutesOf(a.scheduled_time) - minutesOf(b.scheduled_time) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((job) => job.id),
    }))
    .sort((a, b) => a.technician_name.localeCompare(b.technician_name) || a.technician_id.localeCompare(b.technician_id));
}
