import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminPaymentPage } from "@/shared/schemas/payments-admin.ts";
import { api } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { paymentsKeys, type TPaymentListFilters } from "./payments-keys.ts";

export const PAYMENTS_PAGE_SIZE = 25;

/** GET /api/admin/payments: newest first, filtered on the server; the first page carries the filter's totals. */
export function getPayments(filters: TPaymentListFilters, cursor: string | null, signal?: AbortSignal): Promise<TAdminPaymentPage> {
  return api.get<TAdminPaymentPage>("/api/admin/payments", {
    query: { from: filters.from, to: filters.to, kind: filters.kind, mode: filters.mode, cursor, limit: PAYMENTS_PAGE_SIZE },
    signal,
  });
}

export function paymentsQueryOptions(filters: TPaymentListFilters, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: paymentsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPayments(filters, pageParam, signal),
    initialPageParam: null as string | null,
    // Decision 0028: the server's opaque cursor, null after the last page.
    getNextPageParam: (last) => last.next_cursor,
    // Payments are recorded by other screens and by customers: read them again whenever shown.
    staleTime: 0,
    enabled,
  });
}

export function usePayments(filters: TPaymentListFilters, enabled = true) {
  const queryClient = useQueryClient();
  // A payment recorded on another screen, or paid online by a customer, shows here at once.
  useLiveEvents(["invoice.changed", "booking.changed"], () => void queryClient.invalidateQueries({ queryKey: paymentsKeys.all }), enabled);
  return useInfiniteQuery(paymentsQueryOptions(filters, enabled));
}
