import type { QueryClient } from "@tanstack/react-query";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { invoicesKeys } from "./invoices-keys.ts";

/** An invoice the server changed: its detail is the server's answer; the lists and figures are read again. */
export function applyInvoiceChange(queryClient: QueryClient, invoice: TInvoiceDetail) {
  queryClient.setQueryData(invoicesKeys.detail(invoice.id), invoice);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoicesKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: invoicesKeys.summary() }),
    queryClient.invalidateQueries({ queryKey: invoicesKeys.uninvoiced() }),
  ]);
}
