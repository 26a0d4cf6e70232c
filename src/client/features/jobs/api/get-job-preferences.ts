import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TJobViewPreferences } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** GET /api/admin/preferences/jobs: the Settings button's default view, wide layout and page size, per admin. */
export function getJobPreferences(signal?: AbortSignal): Promise<TJobViewPreferences> {
  return api.get<TJobViewPreferences>("/api/admin/preferences/jobs", { signal });
}

export function jobPreferencesQueryOptions() {
  return queryOptions({ queryKey: adminJobsKeys.preferences(), queryFn: ({ signal }) => getJobPreferences(signal), staleTime: 5 * 60_000 });
}

export function useJobPreferences() {
  return useQuery(jobPreferencesQueryOptions());
}
