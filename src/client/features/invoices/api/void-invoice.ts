import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvoiceDetail, TVoidInvoiceRequest } from "@/shared/schemas/invoices.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { applyInvoiceChange } from "./apply-invoice-change.ts";
import { invoicesKeys } from "./invoices-keys.ts";

/** POST /api/admin/invoices/:id/void: the invoice bills nothing more; its job may be billed again (decision 0143). */
export function voidInvoice({ id, body }: { id: string; body: TVoidInvoiceRequest }): Promise<TInvoiceDetail> {
  return api.post<TInvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(id)}/void`, body);
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: (invoice) => applyInvoiceChange(queryClient, invoice),
    // Voided meanwhile (another tab), or a card payment under way: read it again to show which.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(id) });
    },
  });
}
