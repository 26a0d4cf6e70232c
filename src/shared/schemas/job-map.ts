import { z } from "zod";
import { ZJobFilters, ZJobPriority, ZJobStatus } from "./jobs.ts";

// staff-side.md §2 Jobs Management (Map view) and §9 (map bounds, zoom, clusters)
// Map View: `GET /api/admin/jobs/map`. The jobs the filters select, each placed at its ZIP
// code's centroid (or its city's), never at a random point (decision 0043).

/** §9 Map bounds: the continental US. Nothing is drawn, and no view goes, outside them. */
export const MAP_BOUNDS = { south: 24.396308, north: 49.384358, west: -125, east: -66.93457 } as const;

/**
 * The map draws at most this many jobs, the most recently created ones; the reply says how
 * many the filters select in all, so the screen can say what it left out.
 */
export const JOB_MAP_LIMIT = 2000;
/** At most this many of today's assigned jobs are joined into routes. */
export const JOB_ROUTE_LIMIT = 500;

/** Same filters as the list (search, status, priority), so the two views show the same jobs. */
export const ZJobMapQuery = ZJobFilters;
export type TJobMapQuery = z.infer<typeof ZJobMapQuery>;

export const ZLatLng = z.object({ lat: z.number(), lng: z.number() });
export type TLatLng = z.infer<typeof ZLatLng>;

const ZJobMapFields = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZJobStatus,
  priority: ZJobPriority,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  customer_name: z.string(),
  /** Null when unassigned. */
  technician: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
});

export const ZJobMapJob = ZJobMapFields.extend({
  position: ZLatLng,
  /** Where the position comes from: the ZIP code's centroid, or the city's when the ZIP is unknown. */
  placed_by: z.enum(["zip", "city"]),
});
export type TJobMapJob = z.infer<typeof ZJobMapJob>;

/** A job the map cannot place: its ZIP and city are unknown, or the place is outside §9's bounds. */
export const ZJobMapUnplaced = ZJobMapFields.extend({ reason: z.enum(["unknown_place", "outside_map"]) });
export type TJobMapUnplaced = z.infer<typeof ZJobMapUnplaced>;

/** One technician's jobs of the day, in scheduled order (§2 'Show routes'). */
export const ZJobRoute = z.object({ technician_id: z.uuid(), technician_name: z.string(), job_ids: z.array(z.uuid()) });
export type TJobRoute = z.infer<typeof ZJobRoute>;

/** A city the base map names: the business's service areas and Central Florida's larger towns. */
export const ZMapPlace = z.object({ name: z.string(), position: ZLatLng, service_area: z.boolean() });
export type TMapPlace = z.infer<typeof ZMapPlace>;

export const ZJobMap = z.object({
  /** Newest first, at most `limit` of them, plus today's routed jobs when older. */
  jobs: z.array(ZJobMapJob),
  no_location: z.array(ZJobMapUnplaced),
  /** How many jobs the filters select in all. */
  total: z.number().int(),
  /** True when `total` is more than the map draws. */
  truncated: z.boolean(),
  limit: z.number().int(),
  /** Today in the business's time zone: the day the routes are for. */
  routes_date: z.string(),
  routes: z.array(ZJobRoute),
  places: z.array(ZMapPlace),
});
export type TJobMap = z.infer<typeof ZJobMap>;
