import { notFound } from "../../errors.ts";
import { businessMinutes, businessToday } from "../../../shared/rules/dates.ts";
import { busyWith, nearestMiles, rankSuggestions, visitWindow, type TAssignmentCandidate, type TDayJob } from "../../../shared/rules/assignment-suggestions.ts";
import type { TLatLng } from "../../../shared/schemas/job-map.ts";
import type { TTechnicianSuggestions } from "../../../shared/schemas/job-assignment.ts";
import { centroidOf, type TGazetteer } from "./job-places.ts";
import type { TJobAssignmentRepository } from "./job-assignment.repository.ts";
import type { TWorkforceDay } from "../technicians/technicians.ts";
import { offStretches } from "../../../shared/rules/technician-availability.ts";
import { isResponseTime } from "../../../shared/schemas/jobs.ts";

// Decision 0154: the technicians a job is offered to, suggested first. The reads are
// a fixed set of queries (the job, the technicians, the day's jobs); the ranking is the shared
// rule's. A technician's places that day are their profile's ZIP and their other jobs' addresses.

type TPlaceable = { service_zip: string; service_city: string; service_state: string };

export function jobAssignmentService(deps: {
  repository: TJobAssignmentRepository;
  gazetteer: () => Promise<TGazetteer>;
  /** Who works when (decision 0152): a technician off at the job's time is not suggested. */
  workforce?: TWorkforceDay;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    async suggestions(jobId: string): Promise<TTechnicianSuggestions> {
      const job = await deps.repository.target(jobId);
      if (!job) throw notFound("Job");
      const [technicians, dayJobs, gazetteer, workforce] = await Promise.all([
        deps.repository.activeTechnicians(),
        job.scheduled_date ? deps.repository.dayJobs(job.scheduled_date, job.id) : Promise.resolve([]),
        deps.gazetteer(),
        job.scheduled_date && deps.workforce ? deps.workforce(job.scheduled_date) : Promise.resolve([]),
      ]);
      const at = now();
      // A "within" response window runs from now on the job's own day; on another day from the day's start.
      const nowMinutes = job.scheduled_date === businessToday(at) ? businessMinutes(at) : 0;
      const placeOf = (address: TPlaceable): TLatLng | null =>
        centroidOf({ zip: address.service_zip, city: address.service_city, state: address.service_state }, gazetteer)?.centroid ?? null;
      const visit = visitWindow(job.scheduled_time, job.estimated_hours, nowMinutes);
      const jobPlace = placeOf(job);

      // Their hours and time off that day: the first stretch off that the visit runs into. The
      // emergency promise holds at any hour (customer-side.md §9), so an emergency is kept from a
      // technician by their time off only, not by the end of their working day.
      const emergency = isResponseTime(job.scheduled_time);
      const offAt = (technicianId: string) => {
        const member = workforce.find((person) => person.id === technicianId);
        if (!member || !visit || !job.scheduled_date) return null;
        const off = offStretches({ weekly: emergency ? null : member.weekly_hours, time_off: member.time_off }, job.scheduled_date).find(
          (stretch) => stretch.from_minutes < visit.end && visit.start < stretch.to_minutes,
        );
        return off ? { kind: "off", reason: off.reason ?? "Not working then" } : null;
      };

      const byTechnician = new Map<string, (TDayJob & TPlaceable)[]>();
      for (const dayJob of dayJobs) byTechnician.set(dayJob.technician_id, [...(byTechnician.get(dayJob.technician_id) ?? []), dayJob]);

      const candidates: TAssignmentCandidate[] = technicians.map((technician) => {
        const theirs = byTechnician.get(technician.id) ?? [];
        const home = technician.zip_code ? placeOf({ service_zip: technician.zip_code, service_city: "", service_state: "" }) : null;
        const places = [home, ...theirs.map(placeOf)].filter((place): place is TLatLng => place !== null);
        return {
          technician_id: technician.id,
          name: technician.name,
          unavailable: offAt(technician.id) ?? busyWith(visit, theirs, nowMinutes),
          miles: nearestMiles(jobPlace, places),
          jobs_that_day: job.scheduled_date ? theirs.length : null,
        };
      });
      return {
        job: { id: job.id, technician_id: job.technician_id, scheduled_date: job.scheduled_date, scheduled_time: job.scheduled_time },
        items: rankSuggestions(candidates),
      };
    },
  };
}

export type TJobAssignmentService = ReturnType<typeof jobAssignmentService>;
