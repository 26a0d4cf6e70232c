import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TJobDetail } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** GET /api/admin/jobs/:id: the job with its notes, photos, measurements, estimates and booking. */
export function getJob(id: string, signal?: AbortSignal): Promise<TJobDetail> {
  return api.get<TJobDetail>(`/api/admin/jobs/${encodeURIComponent(id)}`, { signal });
}

export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: adminJobsKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });
}

export function useJob(id: string | null) {
  return useQuery({ ...jobQueryOptions(id ?? ""), enabled: id !== null });
}
