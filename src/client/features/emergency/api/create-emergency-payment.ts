import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TEmergencyPayment } from "@/shared/schemas/emergency.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TEmergencyPaymentRequest = { idempotency_key: string; is_test: boolean; customer_phone?: string; customer_email?: string };

/**
 * POST /api/emergency/payments: the server charges its own fee and opens the emergency booking
 * (customer-side.md §4 step 2). Card details never leave the browser (DESIGN.md).
 */
export function createEmergencyPayment(body: TEmergencyPaymentRequest): Promise<TEmergencyPayment> {
  return api.post<TEmergencyPayment>("/api/emergency/payments", body);
}

export function useCreateEmergencyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmergencyPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userScopedKey }),
  });
}
