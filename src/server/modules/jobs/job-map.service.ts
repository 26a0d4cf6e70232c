import { businessToday } from "../../../shared/rules/dates.ts";
import type { TJobPriority } from "../../../shared/rules/job-status.ts";
import { JOB_MAP_LIMIT, JOB_ROUTE_LIMIT, type TJobMap, type TJobMapJob, type TJobMapUnplaced, type TMapPlace } from "../../../shared/schemas/job-map.ts";
import type { TJobFilters } from "../../../shared/schemas/jobs.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import { placeJob, type TGazetteer } from "./job-places.ts";
import { technicianRoutes } from "./job-routes.ts";
import type { TJobMapRepository, TJobMapRow } from "./job-map.repository.ts";

/**
 * Central Florida's larger towns, named on the base map beside the business's service areas
 * (settings), so the map reads as the region it is (Map View). Placed from the same ZIP
 * table as the jobs; a name it does not know is left out.
 */
export const REFERENCE_CITIES = [
  "Orlando",
  "Tampa",
  "Lakeland",
  "Kissimmee",
  "St. Cloud",
  "Winter Park",
  "Winter Garden",
  "Clermont",
  "Sanford",
  "Apopka",
  "Oviedo",
  "Deltona",
  "DeLand",
  "Daytona Beach",
  "New Smyrna Beach",
  "Titusville",
  "Cocoa",
  "Melbourne",
  "Palm Bay",
  "Ocala",
  "Leesburg",
  "Mount Dora",
  "Winter Haven",
  "Haines City",
  "Davenport",
  "Plant City",
  "Brandon",
  "Clearwater",
  "St. Petersburg",
] as const;

const SERVICE_STATE = "FL";

export function jobMapService(deps: {
  repository: TJobMapRepository;
  gazetteer: () => Promise<TGazetteer>;
  settings: () => Promise<Pick<TBusinessSettings, "service_areas">>;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * staff-side.md §2 Map view: the newest `JOB_MAP_LIMIT` jobs the filters select, each placed
     * (or listed as having no place), with today's routes and the cities to name.
     */
    async map(filters: TJobFilters): Promise<TJobMap> {
      const today = businessToday(now());
      // One more than the limit tells whether there are more, without counting them all.
      const [newest, routed, gazetteer, settings] = await Promise.all([
        repository.newest(filters, JOB_MAP_LIMIT + 1),
        repository.assignedOn(filters, today, JOB_ROUTE_LIMIT),
        deps.gazetteer(),
        deps.settings(),
      ]);
      const truncated = newest.length > JOB_MAP_LIMIT;
      const shown = newest.slice(0, JOB_MAP_LIMIT);
      const total = truncated ? await repository.count(filters) : shown.length;
      // Today's routed jobs are always on the map, however old, so a route has all its stops.
      const shownIds = new Set(shown.map((row) => row.id));
      const rows = [...shown, ...routed.filter((row) => !shownIds.has(row.id))];

      const jobs: TJobMapJob[] = [];
      const noLocation: TJobMapUnplaced[] = [];
      for (const row of rows) {
        const fields = toFields(row);
        const place = placeJob(row, gazetteer);
        if (place.position) jobs.push({ ...fields, position: place.position, placed_by: place.placed_by });
        else noLocation.push({ ...fields, reason: place.reason });
      }
      return {
        jobs,
        no_location: noLocation,
        total,
        truncated,
        limit: JOB_MAP_LIMIT,
        routes_date: today,
        routes: technicianRoutes(jobs, today),
        places: mapPlaces(settings.service_areas, gazetteer),
      };
    },
  };
}

function toFields(row: TJobMapRow) {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    priority: row.priority as TJobPriority,
    city: row.city,
    state: row.state,
    zip: row.zip,
    customer_name: row.customer_name,
    technician: row.technician_id && row.technician_name !== null ? { id: row.technician_id, name: row.technician_name } : null,
    scheduled_date: row.scheduled_date,
    scheduled_time: row.scheduled_time,
  };
}

/** The business's service areas first, then the reference towns, each named once. */
export function mapPlaces(serviceAreas: readonly string[], gazetteer: TGazetteer): TMapPlace[] {
  const places = new Map<string, TMapPlace>();
  const add = (name: string, serviceArea: boolean) => {
    const key = name.trim().toLowerCase();
    if (!key || places.has(key)) return;
    const position = gazetteer.city(name, SERVICE_STATE);
    if (position) places.set(key, { name: name.trim(), position, service_area: serviceArea });
  };
  for (const name of serviceAreas) add(name, true);
  for (const name of REFERENCE_CITIES) add(name, false);
  return [...places.values()];
}

export type TJobMapService = ReturnType<typeof jobMapService>;
