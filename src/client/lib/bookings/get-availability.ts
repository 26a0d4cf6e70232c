import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAvailability } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";

// Both the booking dialog and My Bookings' reschedule read a day's slots: one endpoint, one key,
// so a booking made or moved in one refreshes the other.
export const availabilityKeys = {
  all: ["availability"] as const,
  day: (date: string) => [...availabilityKeys.all, date] as const,
  /** Decision 0152: a day's slots for one service (who does its category, for how long). */
  service: (date: string, serviceId: string | null) => [...availabilityKeys.day(date), serviceId] as const,
};

/** GET /api/bookings/availability?date=yyyy-MM-dd&service_id=…: which of the 10 slots still take a booking of that service. */
export function getAvailability(date: string, serviceId: string | null, signal?: AbortSignal): Promise<TAvailability> {
  return api.get<TAvailability>("/api/bookings/availability", { query: serviceId ? { date, service_id: serviceId } : { date }, signal });
}

/**
 * Slots are taken by other people, whose changes a visitor's live stream does not carry (it
 * carries only their own): while the dialog is open the day is read again every 30 seconds and
 * whenever the window comes back into focus (decision 0152).
 */
export const AVAILABILITY_REFRESH_MS = 30_000;

export function availabilityQueryOptions(date: string, serviceId: string | null) {
  return queryOptions({
    queryKey: availabilityKeys.service(date, serviceId),
    queryFn: ({ signal }) => getAvailability(date, serviceId, signal),
    // Slots fill up while the dialog is open; keep it fresh.
    staleTime: 15_000,
    refetchInterval: AVAILABILITY_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
}

export function useAvailability(date: string | null, serviceId: string | null) {
  return useQuery({ ...availabilityQueryOptions(date ?? "", serviceId), enabled: date !== null });
}
