import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { invoicesKeys } from "./invoices-keys.ts";
import { useLiveInvoices } from "./get-invoices.ts";

/** GET /api/admin/invoices/:id: one invoice with its lines, payment, e-mails and the letterhead. */
export function getInvoice(id: string, signal?: AbortSignal): Promise<TInvoiceDetail> {
  return api.get<TInvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(id)}`, { signal });
}

export function invoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: invoicesKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal), staleTime: 0 });
}

export function useInvoice(id: string) {
  useLiveInvoices();
  return useQuery(invoiceQueryOptions(id));
}
