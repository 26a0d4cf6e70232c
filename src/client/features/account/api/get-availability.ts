import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAvailability } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/bookings/availability: which of the 10 slots of a day still take a booking. */
export function getAvailability(date: string, signal?: AbortSignal): Promise<TAvailability> {
  return api.get<TAvailability>("/api/bookings/availability", { query: { date }, signal });
}

export function availabilityQueryOptions(date: string) {
  // Slots fill up while the dialog is open; keep it fresh.
  return queryOptions({ queryKey: accountKeys.availability(date), queryFn: ({ signal }) => getAvailability(date, signal), staleTime: 15_000 });
}

export function useAvailability(date: string | null) {
  return useQuery({ ...availabilityQueryOptions(date ?? ""), enabled: date !== null });
}
