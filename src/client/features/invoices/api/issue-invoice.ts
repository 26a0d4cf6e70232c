import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInvoiceDetail, TIssueInvoiceRequest } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { applyInvoiceChange } from "./apply-invoice-change.ts";
import { invoicesKeys } from "./invoices-keys.ts";

/** POST /api/admin/invoices: the invoice of a completed job that has none yet. */
export function issueInvoice(body: TIssueInvoiceRequest): Promise<TInvoiceDetail> {
  return api.post<TInvoiceDetail>("/api/admin/invoices", body);
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: (invoice) => applyInvoiceChange(queryClient, invoice),
    // Issued meanwhile, or nothing to bill: the list of jobs waiting is read again either way.
    onError: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.uninvoiced() }),
  });
}
