import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { TPublicService, TServiceList, TServiceListQuery } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";

export type TServicesParams = Partial<TServiceListQuery>;
export type TServicesFilter = Pick<TServicesParams, "q" | "category" | "sort">;

export const servicesQueryKeys = {
  all: ["services"] as const,
  list: (params: TServicesParams) => [...servicesQueryKeys.all, "list", params] as const,
  pages: (filter: TServicesFilter, pageSize: number) => [...servicesQueryKeys.all, "pages", filter, pageSize] as const,
  detail: (id: string) => [...servicesQueryKeys.all, "detail", id] as const,
};

/** Search, category, sort and paging are done by the server (Catalogue). */
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

/** The catalogue grid: pages of `pageSize`, "Load more" fetches the next one. */
export function servicePagesQueryOptions(filter: TServicesFilter, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: servicesQueryKeys.pages(filter, pageSize),
    queryFn: ({ pageParam, signal }) => getServices({ ...filter, limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.services.length, 0);
      return shown < last.total && last.services.length > 0 ? shown : undefined;
    },
    staleTime: 5 * 60_000,
    // Keep the previous results on screen while a new search loads: no layout jump.
    placeholderData: keepPreviousData,
  });
}

export function useServicePages(filter: TServicesFilter, pageSize: number) {
  return useInfiniteQuery(servicePagesQueryOptions(filter, pageSize));
}

/** GET /api/services/:id: one active service, for its own page (`/services/:id`). */
export function serviceQueryOptions(id: string) {
  return queryOptions({
    queryKey: servicesQueryKeys.detail(id),
    queryFn: ({ signal }) => api.get<TPublicService>(`/api/services/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}
