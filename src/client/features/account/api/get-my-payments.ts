import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { TMyPayments } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { accountKeys } from "./account-keys.ts";

export type TPaymentRow = TMyPayments["items"][number];

/** GET /api/me/payments: the customer's payments, newest first, a page at a time. */
export function getMyPayments(limit: number, cursor: string | null, signal?: AbortSignal): Promise<TMyPayments> {
  return api.get<TMyPayments>("/api/me/payments", { query: { limit, cursor }, signal });
}

export function myPaymentsQueryOptions(pageSize: number) {
  return infiniteQueryOptions({
    queryKey: accountKeys.paymentPages(pageSize),
    queryFn: ({ pageParam, signal }) => getMyPayments(pageSize, pageParam, signal),
    initialPageParam: null as string | null,
    // Decision 0028: the server's opaque cursor, null after the last page.
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** A payment the office records, or a booking's deposit, shows without a reload. */
export function useMyPayments(pageSize: number) {
  const queryClient = useQueryClient();
  useLiveEvents(["invoice.changed", "booking.changed"], () => void queryClient.invalidateQueries({ queryKey: accountKeys.payments() }));
  return useInfiniteQuery(myPaymentsQueryOptions(pageSize));
}
