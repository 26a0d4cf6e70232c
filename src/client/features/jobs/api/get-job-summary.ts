import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TJobSummary } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** Under the admin jobs' key root, so a job change that invalidates the jobs refreshes the cards too. */
export const jobSummaryKey = () => [...adminJobsKeys.all, "summary"] as const;

/** GET /api/admin/jobs/summary: the eight cards of staff-side.md §9, over every job. */
export function getJobSummary(signal?: AbortSignal): Promise<TJobSummary> {
  return api.get<TJobSummary>("/api/admin/jobs/summary", { signal });
}

export function jobSummaryQueryOptions() {
  return queryOptions({ queryKey: jobSummaryKey(), queryFn: ({ signal }) => getJobSummary(signal) });
}

export function useJobSummary() {
  return useQuery(jobSummaryQueryOptions());
}
