import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTechnicianHours } from "@/shared/schemas/technicians.ts";
import { api } from "@/client/lib/api-client.ts";
import { technicianKeys } from "./technician-keys.ts";

/** GET /api/technician/hours: my week, skills and time off, as the office set them (decision 0152). */
export const myHoursQuery = () =>
  queryOptions({
    queryKey: [...technicianKeys.tools, "hours"] as const,
    queryFn: ({ signal }) => api.get<TTechnicianHours>("/api/technician/hours", { signal }),
  });

export function useMyHours() {
  return useQuery(myHoursQuery());
}
