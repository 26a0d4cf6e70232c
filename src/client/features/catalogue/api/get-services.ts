import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TServiceList, TServiceListQuery } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";

export type TServicesParams = Partial<TServiceListQuery>;

export const servicesQueryKeys = {
  all: ["services"] as const,
  list: (params: TServicesParams) => [...servicesQueryKeys.all, "list", params] as const,
};

export function getServices(params: TServicesParams, signal?: AbortSignal): Promise<TServiceList> {
  return api.get<TServiceList>("/api/services", { query: params, signal });
}

export function servicesQueryOptions(params: TServicesParams = {}) {
  return queryOptions({
    queryKey: servicesQueryKeys.list(params),
    queryFn: ({ signal }) => getServices(params, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useServices(params: TServicesParams = {}) {
  return useQuery(servicesQueryOptions(params));
}
