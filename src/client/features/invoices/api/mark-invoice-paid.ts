import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { applyInvoiceChange } from "./apply-invoice-change.ts";
import { invoicesKeys } from "./invoices-keys.ts";

/** POST /api/admin/invoices/:id/mark-paid: the server records the balance as a payment, once. */
export function markInvoicePaid(id: string): Promise<TInvoiceDetail> {
  return api.post<TInvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(id)}/mark-paid`);
}

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: (invoice) => applyInvoiceChange(queryClient, invoice),
    // Paid meanwhile (another tab): read it again to show who paid it.
    onError: (error, id) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(id) });
    },
  });
}
