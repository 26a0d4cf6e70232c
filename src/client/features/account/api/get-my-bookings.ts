import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { TMyBookingList } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/me/bookings: the signed-in customer's bookings, newest first, a page at a time. */
export function getMyBookings(limit: number, cursor: string | null, signal?: AbortSignal): Promise<TMyBookingList> {
  return api.get<TMyBookingList>("/api/me/bookings", { query: { limit, cursor }, signal });
}

export function myBookingsQueryOptions(pageSize: number) {
  return infiniteQueryOptions({
    queryKey: accountKeys.bookingPages(pageSize),
    queryFn: ({ pageParam, signal }) => getMyBookings(pageSize, pageParam, signal),
    initialPageParam: null as string | null,
    // Decision 0028: the server's opaque cursor, null after the last page.
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** Live views: a booking's or its job's change (a technician starting it), or its invoice's (a balance paid), shows at once. */
export function useMyBookings(pageSize: number) {
  const queryClient = useQueryClient();
  useLiveEvents(["job.changed", "booking.changed", "invoice.changed"], () => void queryClient.invalidateQueries({ queryKey: accountKeys.all }));
  return useInfiniteQuery(myBookingsQueryOptions(pageSize));
}
