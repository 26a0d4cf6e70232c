import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMyBookingDetails } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/me/bookings/:id: one booking with its amounts, add-ons and payments. */
export function getMyBooking(id: string, signal?: AbortSignal): Promise<TMyBookingDetails> {
  return api.get<TMyBookingDetails>(`/api/me/bookings/${encodeURIComponent(id)}`, { signal });
}

export function myBookingQueryOptions(id: string) {
  return queryOptions({ queryKey: accountKeys.booking(id), queryFn: ({ signal }) => getMyBooking(id, signal) });
}

export function useMyBooking(id: string) {
  return useQuery(myBookingQueryOptions(id));
}
