import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTechnicianMe } from "@/shared/schemas/technicians.ts";
import { api } from "@/client/lib/api-client.ts";
import { technicianKeys } from "./technician-keys.ts";

/** GET /api/technician/me: the header's e-mail and pending count, and the Jobs tab's counters. */
export const technicianMeQuery = () => queryOptions({ queryKey: technicianKeys.me(), queryFn: () => api.get<TTechnicianMe>("/api/technician/me") });

export function useTechnicianMe() {
  return useQuery(technicianMeQuery());
}
