import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TStormCollection } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";

/** The storm collection pinned in the current phase (decision 0160): empty while none is. */
export function stormCollectionQueryOptions() {
  const locale = currentLocale();
  return queryOptions({
    queryKey: ["services", "storm-collection", locale] as const,
    queryFn: ({ signal }) => api.get<TStormCollection>("/api/storm/collection", { query: { locale }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useStormCollection() {
  return useQuery(stormCollectionQueryOptions());
}
