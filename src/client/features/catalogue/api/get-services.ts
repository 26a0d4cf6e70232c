import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { TPublicService, TServiceList, TServiceListQuery } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";

export type TServicesParams = Partial<TServiceListQuery>;
export type TServicesFilter = Pick<TServicesParams, "q" | "category" | "sort">;

// The business's words come in the page's language (decision 0177): the language is part of
// every key, so switching it reads the other one.
export const servicesQueryKeys = {
  all: ["services"] as const,
  list: (params: TServicesParams) => [...servicesQueryKeys.all, "list", currentLocale(), params] as const,
  pages: (filter: TServicesFilter, pageSize: number) => [...servicesQueryKeys.all, "pages", currentLocale(), filter, pageSize] as const,
  detail: (id: string) => [...servicesQueryKeys.all, "detail", currentLocale(), id] as const,
};

/** Search, category, sort and paging are done by the server (Catalogue), in the page's language. */
export function getServices(params: TServicesParams, signal?: AbortSignal): Promise<TServiceList> {
  return api.get<TServiceList>("/api/services", { query: { ...params, locale: currentLocale() }, signal });
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
    queryFn: ({ signal }) => api.get<TPublicService>(`/api/services/${encodeURIComponent(id)}`, { query: { locale: currentLocale() }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}
