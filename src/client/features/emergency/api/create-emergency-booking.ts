import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TEmergencyDetails } from "@/shared/schemas/emergency.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import type { TEmergencyBooked } from "./complete-emergency-booking.ts";

/** POST /api/emergency/bookings: details without a paid booking insert a new one (customer-side.md §4 step 4). */
export function createEmergencyBooking(body: TEmergencyDetails & { idempotency_key: string }): Promise<TEmergencyBooked> {
  return api.post<TEmergencyBooked>("/api/emergency/bookings", body);
}

export function useCreateEmergencyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmergencyBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userScopedKey }),
  });
}
