import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TCustomerPage } from "@/shared/schemas/customers.ts";
import { api } from "@/client/lib/api-client.ts";
import { customersKeys, type TCustomerListParams } from "@/client/lib/customers/customers-keys.ts";

/** GET /api/admin/customers: a numbered page, searched and sorted on the server. */
export function getCustomers(params: TCustomerListParams, signal?: AbortSignal): Promise<TCustomerPage> {
  return api.get<TCustomerPage>("/api/admin/customers", {
    query: { q: params.q || undefined, page: params.page > 1 ? params.page : undefined, sort: params.sort === "name" ? undefined : params.sort },
    signal,
  });
}

export function customersQueryOptions(params: TCustomerListParams) {
  return queryOptions({
    queryKey: customersKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    // The next page or search keeps the current rows on screen until it arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCustomers(params: TCustomerListParams) {
  return useQuery(customersQueryOptions(params));
}
