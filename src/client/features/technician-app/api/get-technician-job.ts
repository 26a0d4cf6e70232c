import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTechnicianJobDetail } from "@/shared/schemas/technician-jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { technicianKeys } from "./technician-keys.ts";

/** GET /api/technician/jobs/:id: the Job Details dialog, with notes and photos. */
export const technicianJobQuery = (id: string) =>
  queryOptions({ queryKey: technicianKeys.job(id), queryFn: ({ signal }) => api.get<TTechnicianJobDetail>(`/api/technician/jobs/${id}`, { signal }) });

export function useTechnicianJob(id: string | null) {
  return useQuery({ ...technicianJobQuery(id ?? ""), enabled: id !== null });
}
