import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { api } from "@/client/lib/api-client.ts";
import { quotesAdminKeys } from "./quotes-admin-keys.ts";

/** GET /api/admin/quotes/:id: one quote, as a link from the admin home opens it. */
export function getAdminQuote(id: string, signal?: AbortSignal): Promise<TAdminQuote> {
  return api.get<TAdminQuote>(`/api/admin/quotes/${encodeURIComponent(id)}`, { signal });
}

export function adminQuoteQueryOptions(id: string) {
  return queryOptions({ queryKey: quotesAdminKeys.detail(id), queryFn: ({ signal }) => getAdminQuote(id, signal) });
}

export function useAdminQuote(id: string) {
  return useQuery(adminQuoteQueryOptions(id));
}
