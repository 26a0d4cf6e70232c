import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTechnicianOption } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** GET /api/admin/jobs/technician-options: the job form's technician select. */
export function getTechnicianOptions(signal?: AbortSignal): Promise<{ items: TTechnicianOption[] }> {
  return api.get<{ items: TTechnicianOption[] }>("/api/admin/jobs/technician-options", { signal });
}

export function technicianOptionsQueryOptions() {
  return queryOptions({ queryKey: adminJobsKeys.technicianOptions(), queryFn: ({ signal }) => getTechnicianOptions(signal), staleTime: 5 * 60_000 });
}

export function useTechnicianOptions() {
  return useQuery(technicianOptionsQueryOptions());
}
