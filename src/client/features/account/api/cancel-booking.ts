import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMyBookingDetails } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { applyBookingChange } from "./update-booking-cache.ts";

/** POST /api/me/bookings/:id/cancel: only while pending; the job is cancelled too. */
export function cancelBooking(id: string): Promise<TMyBookingDetails> {
  return api.post<TMyBookingDetails>(`/api/me/bookings/${encodeURIComponent(id)}/cancel`, {});
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: (details) => applyBookingChange(queryClient, details) });
}
