import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { TInvoicePage } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { invoicesKeys, type TInvoiceListFilters } from "./invoices-keys.ts";

export const INVOICES_PAGE_SIZE = 20;

/** GET /api/admin/invoices: newest number first, searched and filtered on the server, a page at a time. */
export function getInvoices(filters: TInvoiceListFilters, cursor: string | null, signal?: AbortSignal): Promise<TInvoicePage> {
  return api.get<TInvoicePage>("/api/admin/invoices", { query: { q: filters.q, status: filters.status, cursor, limit: INVOICES_PAGE_SIZE }, signal });
}

export function invoicesQueryOptions(filters: TInvoiceListFilters) {
  return infiniteQueryOptions({
    queryKey: invoicesKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getInvoices(filters, pageParam, signal),
    initialPageParam: null as string | null,
    // Decision 0028: the server's opaque cursor, null after the last page.
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}

/** Invoices change from other screens and from customers paying online: the office's views follow live. */
export function useLiveInvoices() {
  const queryClient = useQueryClient();
  useLiveEvents(["invoice.changed"], () => void queryClient.invalidateQueries({ queryKey: invoicesKeys.all }));
}

export function useInvoices(filters: TInvoiceListFilters) {
  useLiveInvoices();
  return useInfiniteQuery(invoicesQueryOptions(filters));
}
