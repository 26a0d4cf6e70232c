import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TCustomerOption } from "@/shared/schemas/jobs.ts";
import type { TPage } from "@/shared/schemas/pagination.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

export const CUSTOMER_OPTIONS_LIMIT = 20;

/** GET /api/admin/jobs/customer-options?q=: the job form's customer picker, searched on the server. */
export function getCustomerOptions(q: string, signal?: AbortSignal): Promise<TPage<TCustomerOption>> {
  return api.get<TPage<TCustomerOption>>("/api/admin/jobs/customer-options", { query: { q: q || undefined, limit: CUSTOMER_OPTIONS_LIMIT }, signal });
}

export function customerOptionsQueryOptions(q: string) {
  return queryOptions({ queryKey: adminJobsKeys.customerOptions(q), queryFn: ({ signal }) => getCustomerOptions(q, signal), staleTime: 60_000 });
}

export function useCustomerOptions(q: string, enabled: boolean) {
  return useQuery({ ...customerOptionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
