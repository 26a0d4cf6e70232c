import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TServiceList } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";

export const quoteServicesQueryKeys = {
  names: ["services", "names"] as const,
};

/** The quote form's service choices: the catalogue's names (the server caps a page at 100). */
export async function getServiceNames(signal?: AbortSignal): Promise<string[]> {
  const list = await api.get<TServiceList>("/api/services", { query: { sort: "recommended", limit: 100 }, signal });
  return [...new Set(list.services.map((service) => service.name))].sort((a, b) => a.localeCompare(b));
}

export function useServiceNames() {
  return useQuery(
    queryOptions({
      queryKey: quoteServicesQueryKeys.names,
      queryFn: ({ signal }) => getServiceNames(signal),
      staleTime: 10 * 60_000,
    }),
  );
}
