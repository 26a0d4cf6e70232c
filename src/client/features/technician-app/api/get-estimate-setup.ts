import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TEstimateSetup } from "@/shared/schemas/estimates.ts";
import { api } from "@/client/lib/api-client.ts";
import { technicianKeys } from "./technician-keys.ts";

/** GET /api/technician/estimate-setup: the settings' labour and tax rates and up to 10 active services. */
export function getEstimateSetup(signal?: AbortSignal) {
  return api.get<TEstimateSetup>("/api/technician/estimate-setup", { signal });
}

export function useEstimateSetup() {
  return useQuery(queryOptions({ queryKey: technicianKeys.estimateSetup(), queryFn: ({ signal }) => getEstimateSetup(signal), staleTime: 5 * 60_000 }));
}
