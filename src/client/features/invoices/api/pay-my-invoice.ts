import { useMutation, useQueryClient } from "@tanstack/react-query";
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

export function usePayMyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payMyInvoice,
    // The invoice, the invoices list and Payment History all gain the payment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userScopedKey }),
    // The balance changed or the invoice was paid meanwhile: read it again, so the amount shown is the server's.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: myInvoicesKeys.detail(id) });
    },
  });
}
