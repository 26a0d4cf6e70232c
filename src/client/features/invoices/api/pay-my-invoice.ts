import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { TInvoicePaid, TPayInvoiceRequest } from "@/shared/schemas/invoices.ts";
import { IDEMPOTENCY_HEADER } from "@/shared/schemas/common.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { myInvoicesKeys } from "./my-invoices.ts";

/**
 * POST /api/me/invoices/:id/payments: pays the balance the customer sees (decision 0142). The
 * server charges what its ledger says is due; the key, made once per attempt, pays once however
 * often the request is sent.
 */
export function payMyInvoice({ id, amount, idempotencyKey }: { id: string; amount: number; idempotencyKey: string }): Promise<TInvoicePaid> {
  const body: TPayInvoiceRequest = { amount };
  return api.post<TInvoicePaid>(`/api/me/invoices/${encodeURIComponent(id)}/payments`, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** One payment of an invoice's balance: the amount the customer sees, and this attempt's key. */
export type TPayBalanceVariables = { amount: number; idempotencyKey: string };
/** What the Pay your balance panel pays through: the signed-in customer's route or the signed link's. */
export type TPayBalanceMutation = UseMutationResult<TInvoicePaid, Error, TPayBalanceVariables>;

export function usePayMyInvoice(id: string): TPayBalanceMutation {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: TPayBalanceVariables) => payMyInvoice({ id, amount, idempotencyKey }),
    // The invoice, the invoices list and Payment History all gain the payment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userScopedKey }),
    // The balance changed or the invoice was paid meanwhile: read it again, so the amount shown is the server's.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: myInvoicesKeys.detail(id) });
    },
  });
}
