import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TJobMap } from "@/shared/schemas/job-map.ts";
import type { TJobFilters } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys, filtersQuery } from "./admin-jobs-keys.ts";

/** Under the admin jobs' key root, so every job change (create, edit, status, bulk) redraws the map. */
export const jobMapKey = (filters: TJobFilters) => [...adminJobsKeys.all, "map", filters] as const;

/** GET /api/admin/jobs/map: the jobs the filters select, placed, with today's routes (staff-side.md §2 Map view). */
export function getJobMap(filters: TJobFilters, signal?: AbortSignal): Promise<TJobMap> {
  return api.get<TJobMap>("/api/admin/jobs/map", { query: filtersQuery(filters), signal });
}

export function jobMapQueryOptions(filters: TJobFilters) {
  return queryOptions({ queryKey: jobMapKey(filters), queryFn: ({ signal }) => getJobMap(filters, signal) });
}

export function useJobMap(filters: TJobFilters) {
  return useQuery({ ...jobMapQueryOptions(filters), placeholderData: keepPreviousData });
}
