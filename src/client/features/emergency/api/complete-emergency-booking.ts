import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TEmergencyDetails, ZEmergencyBooked } from "@/shared/schemas/emergency.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TEmergencyBooked = z.infer<typeof ZEmergencyBooked>;

/** PUT /api/emergency/bookings/:id: the details of a paid emergency booking (customer-side.md §4 step 3). */
export function completeEmergencyBooking({ bookingId, details }: { bookingId: string; details: TEmergencyDetails }): Promise<TEmergencyBooked> {
  return apiFetch<TEmergencyBooked>(`/api/emergency/bookings/${encodeURIComponent(bookingId)}`, { method: "PUT", body: details });
}

export function useCompleteEmergencyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeEmergencyBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userScopedKey }),
  });
}
