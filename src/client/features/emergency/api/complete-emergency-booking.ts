import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TCompleteEmergency, TEmergencyDetails, ZEmergencyBooked } from "@/shared/schemas/emergency.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { resumeTokenFor } from "./emergency-resume.ts";

export type TEmergencyBooked = z.infer<typeof ZEmergencyBooked>;

/**
 * PUT /api/emergency/bookings/:id: the details of a paid emergency booking (customer-side.md §4 step 3),
 * with the resume token this browser was given at payment (a signed-in owner's session also does).
 */
export function completeEmergencyBooking({ bookingId, details }: { bookingId: string; details: TEmergencyDetails }): Promise<TEmergencyBooked> {
  const resume_token = resumeTokenFor(bookingId);
  const body: TCompleteEmergency = resume_token ? { ...details, resume_token } : details;
  return apiFetch<TEmergencyBooked>(`/api/emergency/bookings/${encodeURIComponent(bookingId)}`, { method: "PUT", body });
}

export function useCompleteEmergencyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeEmergencyBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userScopedKey }),
  });
}
