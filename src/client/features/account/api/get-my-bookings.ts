import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZMyBookingList } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export type TMyBookingList = z.infer<typeof ZMyBookingList>;

/** GET /api/me/bookings: the signed-in customer's bookings, newest first, a page at a time. */
export function getMyBookings(limit: number, offset: number, signal?: AbortSignal): Promise<TMyBookingList> {
  return api.get<TMyBookingList>("/api/me/bookings", { query: { limit, offset }, signal });
}

export function myBookingsQueryOptions(pageSize: number) {
  return infiniteQueryOptions({
    queryKey: accountKeys.bookingPages(pageSize),
    queryFn: ({ pageParam, signal }) => getMyBookings(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.bookings.length, 0);
      return shown < last.total && last.bookings.length > 0 ? shown : undefined;
    },
  });
}

export function useMyBookings(pageSize: number) {
  return useInfiniteQuery(myBookingsQueryOptions(pageSize));
}
