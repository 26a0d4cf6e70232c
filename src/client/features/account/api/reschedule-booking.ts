import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TMyBookingDetails, ZRescheduleRequest } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { applyBookingChange } from "./update-booking-cache.ts";

export type TRescheduleRequest = z.infer<typeof ZRescheduleRequest>;

/** POST /api/me/bookings/:id/reschedule: 409 when it has started or the slot is full. */
export function rescheduleBooking({ id, ...body }: TRescheduleRequest & { id: string }): Promise<TMyBookingDetails> {
  return api.post<TMyBookingDetails>(`/api/me/bookings/${encodeURIComponent(id)}/reschedule`, body);
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleBooking, onSuccess: (details) => applyBookingChange(queryClient, details) });
}
