import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAvailability } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";

// Both the booking dialog and My Bookings' reschedule read a day's slots: one endpoint, one key,
// so a booking made or moved in one refreshes the other.
export const availabilityKeys = {
  all: ["availability"] as const,
  day: (date: string) => [...availabilityKeys.all, date] as const,
};

/** GET /api/bookings/availability?date=yyyy-MM-dd: which of the 10 slots still take a booking. */
export function getAvailability(date: string, signal?: AbortSignal): Promise<TAvailability> {
  return api.get<TAvailability>("/api/bookings/availability", { query: { date }, signal });
}

export function availabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: availabilityKeys.day(date),
    queryFn: ({ signal }) => getAvailability(date, signal),
    // Slots fill up while the dialog is open; keep it fresh.
    staleTime: 15_000,
  });
}

export function useAvailability(date: string | null) {
  return useQuery({ ...availabilityQueryOptions(date ?? ""), enabled: date !== null });
}
