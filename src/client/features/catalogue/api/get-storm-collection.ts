import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TStormCollection } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";

/** The storm collection pinned in the current phase (decision 0160): empty while none is. */
export const stormCollectionQueryOptions = queryOptions({
  queryKey: ["services", "storm-collection"] as const,
  queryFn: ({ signal }) => api.get<TStormCollection>("/api/storm/collection", { signal }),
  staleTime: 5 * 60_000,
});

export function useStormCollection() {
  return useQuery(stormCollectionQueryOptions);
}
