import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreditNoteRequest, TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { applyInvoiceChange } from "./apply-invoice-change.ts";
import { invoicesKeys } from "./invoices-keys.ts";

/** POST /api/admin/invoices/:id/credit-notes: part of the invoice given back, with a reason (decision 0138). */
export function creditInvoice({ id, body }: { id: string; body: TCreditNoteRequest }): Promise<TInvoiceDetail> {
  return api.post<TInvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(id)}/credit-notes`, body);
}

export function useCreditInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditInvoice,
    onSuccess: (invoice) => applyInvoiceChange(queryClient, invoice),
    // Credited or voided meanwhile (another tab): read it again, so what is still creditable is the server's.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(id) });
    },
  });
}
