import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { TMyBooking, TMyBookingDetails, TMyBookingList } from "@/shared/schemas/account.ts";
import { availabilityKeys } from "@/client/lib/bookings/get-availability.ts";
import { accountKeys } from "./account-keys.ts";

/**
 * After a change the server answers with the booking as it now is: show that at once in the
 * list and the details, then refetch everything the change touches (list, overview, payments,
 * and the days whose slots it freed or took).
 */
export async function applyBookingChange(queryClient: QueryClient, details: TMyBookingDetails) {
  queryClient.setQueryData(accountKeys.booking(details.id), details);
  queryClient.setQueriesData<InfiniteData<TMyBookingList>>({ queryKey: [...accountKeys.bookings(), "pages"] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            // The details are a booking row plus amounts: the row's fields are all there.
            items: page.items.map((booking): TMyBooking => (booking.id === details.id ? details : booking)),
          })),
        }
      : data,
  );
  await Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.all }), queryClient.invalidateQueries({ queryKey: availabilityKeys.all })]);
}
