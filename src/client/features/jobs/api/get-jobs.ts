import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TJobFilters, TJobPage } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys, filtersQuery } from "./admin-jobs-keys.ts";

/** GET /api/admin/jobs: newest first, `pageSize` at a time, after the server's opaque cursor. */
export function getJobs(filters: TJobFilters, pageSize: number, cursor: string | null, signal?: AbortSignal): Promise<TJobPage> {
  return api.get<TJobPage>("/api/admin/jobs", { query: { ...filtersQuery(filters), limit: pageSize, cursor }, signal });
}

export function jobsQueryOptions(filters: TJobFilters, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: adminJobsKeys.list(filters, pageSize),
    queryFn: ({ pageParam, signal }) => getJobs(filters, pageSize, pageParam, signal),
    initialPageParam: null as string | null,
    // Decision 0028: keyset paging; null after the last page.
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useJobs(filters: TJobFilters, pageSize: number, enabled: boolean) {
  // While a new search loads, the jobs already shown stay (no flash of the skeleton per keystroke).
  return useInfiniteQuery({ ...jobsQueryOptions(filters, pageSize), enabled, placeholderData: keepPreviousData });
}
