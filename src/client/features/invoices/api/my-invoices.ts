import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TInvoicePage, TMyInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";

export const MY_INVOICES_PAGE_SIZE = 10;

// The customer's own invoices, under the user-scoped root (lib/auth/me.ts). The office issues
// them and records their payments, so they are read again whenever a screen shows them.
export const myInvoicesKeys = {
  all: [...userScopedKey, "my-invoices"] as const,
  list: () => [...myInvoicesKeys.all, "list"] as const,
  detail: (id: string) => [...myInvoicesKeys.all, "detail", id] as const,
};

/** GET /api/me/invoices: newest number first, a page at a time. */
export function getMyInvoices(cursor: string | null, signal?: AbortSignal): Promise<TInvoicePage> {
  return api.get<TInvoicePage>("/api/me/invoices", { query: { cursor, limit: MY_INVOICES_PAGE_SIZE }, signal });
}

/** The office issues, credits and records payments: an invoice's change shows at once. */
function useLiveMyInvoices() {
  const queryClient = useQueryClient();
  useLiveEvents(["invoice.changed"], () => void queryClient.invalidateQueries({ queryKey: myInvoicesKeys.all }));
}

export function useMyInvoices() {
  useLiveMyInvoices();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: myInvoicesKeys.list(),
      queryFn: ({ pageParam, signal }) => getMyInvoices(pageParam, signal),
      initialPageParam: null as string | null,
      // Decision 0028: the server's opaque cursor, null after the last page.
      getNextPageParam: (last) => last.next_cursor,
      staleTime: 0,
    }),
  );
}

/** GET /api/me/invoices/:id: one of the customer's invoices, with the balance from the job's ledger. */
export function getMyInvoice(id: string, signal?: AbortSignal): Promise<TMyInvoiceDetail> {
  return api.get<TMyInvoiceDetail>(`/api/me/invoices/${encodeURIComponent(id)}`, { signal });
}

export function useMyInvoice(id: string) {
  useLiveMyInvoices();
  return useQuery(queryOptions({ queryKey: myInvoicesKeys.detail(id), queryFn: ({ signal }) => getMyInvoice(id, signal), staleTime: 0 }));
}
