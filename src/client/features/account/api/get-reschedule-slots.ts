import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAvailability } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";
import { AVAILABILITY_REFRESH_MS, availabilityKeys } from "@/client/lib/bookings/get-availability.ts";

// Under the day's availability key, so a booking made or moved refreshes it with the rest.
export const rescheduleSlotsKey = (date: string, bookingId: string) => [...availabilityKeys.day(date), "reschedule", bookingId] as const;

/**
 * GET /api/me/bookings/:id/reschedule-slots?date=yyyy-MM-dd: the day's slots counted without the
 * booking's own visit, as the reschedule counts them, so its current slot and the time it would
 * free are offered (decision 0152).
 */
export function getRescheduleSlots(bookingId: string, date: string, signal?: AbortSignal): Promise<TAvailability> {
  return api.get<TAvailability>(`/api/me/bookings/${encodeURIComponent(bookingId)}/reschedule-slots`, { query: { date }, signal });
}

export function rescheduleSlotsQueryOptions(bookingId: string, date: string) {
  return queryOptions({
    queryKey: rescheduleSlotsKey(date, bookingId),
    queryFn: ({ signal }) => getRescheduleSlots(bookingId, date, signal),
    // Others' bookings fill slots while the dialog is open; keep it fresh as the booking dialog does.
    staleTime: 15_000,
    refetchInterval: AVAILABILITY_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
}

export function useRescheduleSlots(bookingId: string, date: string | null) {
  return useQuery({ ...rescheduleSlotsQueryOptions(bookingId, date ?? ""), enabled: date !== null });
}
