import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZRateBookingRequest } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export type TRateBookingRequest = z.infer<typeof ZRateBookingRequest>;

/** POST /api/me/bookings/:id/review: a verified review of the service, once per completed booking. */
export function rateBooking({ id, ...body }: TRateBookingRequest & { id: string }): Promise<{ review_id: string }> {
  return api.post<{ review_id: string }>(`/api/me/bookings/${encodeURIComponent(id)}/review`, body);
}

export function useRateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateBooking,
    // The service's reviews and its average change too (the catalogue's "services" and
    // "reviews" query roots).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["services"] }),
        queryClient.invalidateQueries({ queryKey: ["reviews"] }),
      ]),
  });
}
