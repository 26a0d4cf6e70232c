import { slotMinutes } from "./dates.ts";
import { jobMinutes, responseWindow } from "./technician-availability.ts";

// Decision 0154: "Assign in one tap". The technicians a job is offered to, suggested
// first: free at the job's time, then nearest by ZIP, then fewest jobs that day. Pure: the server
// reads the day's jobs and places, this ranks them. Whether a technician can take the job at all
// is a plain input (`unavailable`): today it is filled from the day's overlapping jobs ("busy");
// working hours and time off feed the same field.

/** Why a technician cannot take the job at its time; null when nothing is known against them. */
export type TUnavailable = { kind: string; reason: string };

export type TAssignmentCandidate = {
  technician_id: string;
  name: string;
  unavailable: TUnavailable | null;
  /** Miles from the nearest place the technician is known to be that day (their ZIP, their other jobs); null when unknown. */
  miles: number | null;
  /** Their other jobs on the job's date; null when the job has no date. */
  jobs_that_day: number | null;
};

export type TAssignmentSuggestion = TAssignmentCandidate & {
  /** Free at the job's time: offered first. */
  suggested: boolean;
  /** "Free · 3 mi · 1 job that day". */
  why: string;
};

/** A stretch of a day in minutes since midnight, end exclusive. */
export type TVisitWindow = { start: number; end: number };

/** A job of the day as the busy check reads it. */
export type TDayJob = { title: string; scheduled_time: string | null; estimated_hours: number | null };

/**
 * When a job keeps its technician busy: from its slot's start for its estimated hours, or over
 * its response window (longer when its hours outlast the window). Null when it has no time.
 */
export function visitWindow(time: string | null, estimatedHours: number | null, nowMinutes: number): TVisitWindow | null {
  if (!time) return null;
  const minutes = jobMinutes(estimatedHours);
  const window = responseWindow(time, nowMinutes);
  if (window) return { start: window.start, end: Math.max(window.end, window.start + minutes) };
  const start = slotMinutes(time);
  return Number.isNaN(start) ? null : { start, end: start + minutes };
}

const overlaps = (a: TVisitWindow, b: TVisitWindow) => a.start < b.end && b.start < a.end;

/** "Busy at 1:00 PM (Kitchen faucet)": the first of the technician's jobs that overlaps the visit; null when none does. */
export function busyWith(visit: TVisitWindow | null, dayJobs: readonly TDayJob[], nowMinutes: number): TUnavailable | null {
  if (!visit) return null;
  const clash = dayJobs
    .map((job) => ({ job, window: visitWindow(job.scheduled_time, job.estimated_hours, nowMinutes) }))
    .filter((entry): entry is { job: TDayJob; window: TVisitWindow } => entry.window !== null && overlaps(visit, entry.window))
    .sort((a, b) => a.window.start - b.window.start)[0];
  return clash ? { kind: "busy", reason: `Busy at ${clash.job.scheduled_time} (${clash.job.title})` } : null;
}

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The miles from the job to the nearest of the technician's places; null when either is unknown. */
export function nearestMiles(job: { lat: number; lng: number } | null, places: readonly { lat: number; lng: number }[]): number | null {
  if (!job || places.length === 0) return null;
  return Math.min(...places.map((place) => milesBetween(job, place)));
}

const milesLabel = (miles: number | null) => (miles === null ? "Distance unknown" : miles < 1 ? "Under 1 mi" : `${Math.round(miles)} mi`);
const jobsLabel = (count: number) => (count === 0 ? "No jobs that day" : count === 1 ? "1 job that day" : `${count} jobs that day`);

/** The "why" beside a technician: availability, distance and the day's load. */
export function suggestionWhy(candidate: TAssignmentCandidate): string {
  const parts = [candidate.unavailable ? candidate.unavailable.reason : "Free", milesLabel(candidate.miles)];
  if (candidate.jobs_that_day !== null) parts.push(jobsLabel(candidate.jobs_that_day));
  return parts.join(" · ");
}

const byNullableNumber = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

/** The candidates ranked: free first, then nearest (unknown distance last), then fewest jobs that day, then by name. */
export function rankSuggestions(candidates: readonly TAssignmentCandidate[]): TAssignmentSuggestion[] {
  return [...candidates]
    .sort(
      (a, b) =>
        Number(a.unavailable !== null) - Number(b.unavailable !== null) ||
        byNullableNumber(a.miles, b.miles) ||
        byNullableNumber(a.jobs_that_day, b.jobs_that_day) ||
        a.name.localeCompare(b.name) ||
        a.technician_id.localeCompare(b.technician_id),
    )
    .map((candidate) => ({ ...candidate, suggested: candidate.unavailable === null, why: suggestionWhy(candidate) }));
}
