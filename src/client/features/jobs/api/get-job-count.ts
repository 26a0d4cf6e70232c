import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TJobCount, TJobFilters } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys, filtersQuery } from "./admin-jobs-keys.ts";

/** GET /api/admin/jobs/count: the title's counters (staff-side.md §2: total and filtered). */
export function getJobCount(filters: TJobFilters, signal?: AbortSignal): Promise<TJobCount> {
  return api.get<TJobCount>("/api/admin/jobs/count", { query: filtersQuery(filters), signal });
}

export function jobCountQueryOptions(filters: TJobFilters) {
  return queryOptions({ queryKey: adminJobsKeys.count(filters), queryFn: ({ signal }) => getJobCount(filters, signal) });
}

export function useJobCount(filters: TJobFilters) {
  return useQuery({ ...jobCountQueryOptions(filters), placeholderData: keepPreviousData });
}
