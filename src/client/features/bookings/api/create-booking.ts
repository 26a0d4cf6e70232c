import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBookingCreated, TCreateBookingRequest } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { availabilityKeys } from "@/client/lib/bookings/get-availability.ts";

/**
 * POST /api/bookings: records the deposit and the booking together. The server computes every
 * amount; `idempotency_key` makes a retry or a double click return the same booking.
 */
export function createBooking(body: TCreateBookingRequest): Promise<TBookingCreated> {
  return api.post<TBookingCreated>("/api/bookings", body);
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _error, body) => {
      // A taken slot (or our own booking) changes that day's availability.
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.day(body.scheduled_date) });
      void queryClient.invalidateQueries({ queryKey: userScopedKey });
    },
  });
}
