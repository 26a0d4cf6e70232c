import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TServiceList } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";

// customer-side.md §7 Dashboard services: active services, limit 10.
export const DASHBOARD_SERVICES_LIMIT = 10;

export const dashboardServicesQueryKey = () => ["dashboard", "services", DASHBOARD_SERVICES_LIMIT, currentLocale()] as const;

export function getDashboardServices(signal?: AbortSignal): Promise<TServiceList> {
  return api.get<TServiceList>("/api/services", { query: { limit: DASHBOARD_SERVICES_LIMIT, locale: currentLocale() }, signal });
}

export function dashboardServicesQueryOptions() {
  return queryOptions({ queryKey: dashboardServicesQueryKey(), queryFn: ({ signal }) => getDashboardServices(signal), staleTime: 5 * 60_000 });
}

export function useDashboardServices() {
  return useQuery(dashboardServicesQueryOptions());
}
