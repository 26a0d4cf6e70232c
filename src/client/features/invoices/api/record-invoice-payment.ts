import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import type { TRecordPaymentRequest } from "@/shared/schemas/ledger.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { applyInvoiceChange } from "./apply-invoice-change.ts";
import { invoicesKeys } from "./invoices-keys.ts";

/**
 * POST /api/admin/invoices/:id/payments: a payment the office took, part or all of the balance.
 * The body's key is made once per payment entered, so a retry of it records nothing more.
 */
export function recordInvoicePayment({ id, payment }: { id: string; payment: TRecordPaymentRequest }): Promise<TInvoiceDetail> {
  return api.post<TInvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(id)}/payments`, payment);
}

export function useRecordInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordInvoicePayment,
    onSuccess: (invoice) => applyInvoiceChange(queryClient, invoice),
    // Over the balance or paid meanwhile (another tab): read the invoice again, so the balance shown is the server's.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(id) });
    },
  });
}
