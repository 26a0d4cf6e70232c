import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCustomerDetail } from "@/shared/schemas/customers.ts";
import { api } from "@/client/lib/api-client.ts";
import { customersKeys } from "@/client/lib/customers/customers-keys.ts";

/** GET /api/admin/customers/:id: the customer's figures and history. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<TCustomerDetail> {
  return api.get<TCustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal });
}

export function customerQueryOptions(id: string) {
  return queryOptions({ queryKey: customersKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal), staleTime: 0 });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
