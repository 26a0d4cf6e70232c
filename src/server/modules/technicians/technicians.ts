import type { TExecutor } from "../../db/tx.ts";
import { offStretches, type TOffStretch, type TTimeOff, type TWeeklyHours } from "../../../shared/rules/technician-availability.ts";
import type { TTechnicianHoursRepository } from "./technician-hours.repository.ts";

// The technicians module's front door for other modules (decision 0147).

/** A job of the day that holds its technician's time, as stored. */
export type TWorkforceJob = { id: string; booking_id: string | null; scheduled_time: string | null; estimated_hours: number | null };

/** An active technician's day: their week (null: not set up), skills, that day's time off and jobs. */
export type TWorkforceMember = { id: string; weekly_hours: TWeeklyHours | null; skills: string[]; time_off: TTimeOff[]; jobs: TWorkforceJob[] };

/** Decision 0152: every active technician's day, read in three indexed statements (the caller's transaction when given). */
export type TWorkforceDay = (date: string, executor?: TExecutor) => Promise<TWorkforceMember[]>;

export function workforceDay(repository: Pick<TTechnicianHoursRepository, "day">): TWorkforceDay {
  return async (date, executor) => {
    const { people, off, work } = await repository.day(date, executor);
    return people.map((person) => ({
      id: person.id,
      weekly_hours: person.weekly_hours,
      skills: person.skills,
      time_off: off.filter((entry) => entry.technician_id === person.id),
      jobs: work.filter((job) => job.technician_id === person.id),
    }));
  };
}

/** The stretches of a date one technician does not work (their hours, their time off), for the board's warnings. */
export function offStretchesOf(workforce: TWorkforceDay) {
  return async (executor: TExecutor, technicianId: string, date: string): Promise<TOffStretch[]> => {
    const member = (await workforce(date, executor)).find((person) => person.id === technicianId);
    return member ? offStretches({ weekly: member.weekly_hours, time_off: member.time_off }, date) : [];
  };
}
