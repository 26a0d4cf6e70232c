import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { applyInvoiceChange } from "./apply-invoice-change.ts";

/**
 * POST /api/admin/invoices/:id/email. The key is made once per click by the caller, so a retry of
 * that click sends nothing more (decision 0061) and the next click sends it again.
 */
export function emailInvoice({ id, idempotencyKey }: { id: string; idempotencyKey: string }): Promise<TInvoiceDetail> {
  return api.post<TInvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(id)}/email`, { idempotency_key: idempotencyKey });
}

export function useEmailInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: emailInvoice, onSuccess: (invoice) => applyInvoiceChange(queryClient, invoice) });
}
