import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDepositPaid, TDepositRequest } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

/**
 * POST /api/bookings/deposits: booking step 1 pays the deposit the server computes. The dialog
 * says "paid" only on this answer; the same idempotency key pays once.
 */
export function payDeposit(body: TDepositRequest): Promise<TDepositPaid> {
  return api.post<TDepositPaid>("/api/bookings/deposits", body);
}

export function usePayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDeposit,
    // A signed-in customer's payment history gains a line.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userScopedKey }),
  });
}
