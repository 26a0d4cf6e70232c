import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TAdminQuotePage } from "@/shared/schemas/quotes-admin.ts";
import { api } from "@/client/lib/api-client.ts";
import { quotesAdminKeys, type TQuoteListFilters } from "./quotes-admin-keys.ts";

export const QUOTES_PAGE_SIZE = 20;

/** GET /api/admin/quotes: newest first, searched and filtered on the server, a page at a time. */
export function getAdminQuotes(filters: TQuoteListFilters, cursor: string | null, signal?: AbortSignal): Promise<TAdminQuotePage> {
  return api.get<TAdminQuotePage>("/api/admin/quotes", { query: { q: filters.q, status: filters.status, cursor, limit: QUOTES_PAGE_SIZE }, signal });
}

export function adminQuotesQueryOptions(filters: TQuoteListFilters) {
  return infiniteQueryOptions({
    queryKey: quotesAdminKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAdminQuotes(filters, pageParam, signal),
    initialPageParam: null as string | null,
    // Decision 0028: the server's opaque cursor, null after the last page.
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useAdminQuotes(filters: TQuoteListFilters) {
  return useInfiniteQuery(adminQuotesQueryOptions(filters));
}
