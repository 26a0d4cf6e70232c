import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TBookingSummary } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/** GET /api/bookings/:id/summary: what the checkout page shows (no contact details). */
export function getBookingSummary(id: string, signal?: AbortSignal): Promise<TBookingSummary> {
  return api.get<TBookingSummary>(`/api/bookings/${encodeURIComponent(id)}/summary`, { signal });
}

export function bookingSummaryQueryOptions(id: string) {
  return queryOptions({ queryKey: bookingKeys.summary(id), queryFn: ({ signal }) => getBookingSummary(id, signal) });
}

export function useBookingSummary(id: string | null) {
  return useQuery({ ...bookingSummaryQueryOptions(id ?? ""), enabled: id !== null });
}
