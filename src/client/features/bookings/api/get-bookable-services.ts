import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TPublicService, TServiceList } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";
import { bookingKeys } from "./booking-keys.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";

const PAGE_SIZE = 60;

/** GET /api/services?q=: the services /book offers, searched by the server. */
export function getBookableServices(q: string, signal?: AbortSignal): Promise<TServiceList> {
  return api.get<TServiceList>("/api/services", { query: { q, limit: PAGE_SIZE, locale: currentLocale() }, signal });
}

export function useBookableServices(q: string) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.services(q),
      queryFn: ({ signal }) => getBookableServices(q, signal),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/services/:id: the service named by /book?serviceId=. */
export function getBookableService(id: string, signal?: AbortSignal): Promise<TPublicService> {
  return api.get<TPublicService>(`/api/services/${encodeURIComponent(id)}`, { query: { locale: currentLocale() }, signal });
}

export function useBookableService(id: string | null) {
  return useQuery({
    queryKey: bookingKeys.service(id ?? ""),
    queryFn: ({ signal }) => getBookableService(id ?? "", signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
