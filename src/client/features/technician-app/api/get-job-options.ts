import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTechnicianJobOption } from "@/shared/schemas/estimates.ts";
import { api } from "@/client/lib/api-client.ts";
import { technicianKeys } from "./technician-keys.ts";

/** GET /api/technician/job-options: the technician's own open jobs, for Save to Job and the estimate. */
export function getJobOptions(signal?: AbortSignal) {
  return api.get<{ items: TTechnicianJobOption[] }>("/api/technician/job-options", { signal });
}

export function useJobOptions() {
  return useQuery(queryOptions({ queryKey: technicianKeys.jobOptions(), queryFn: ({ signal }) => getJobOptions(signal) }));
}
