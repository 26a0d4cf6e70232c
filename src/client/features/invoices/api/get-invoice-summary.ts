import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TInvoiceSummary } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { invoicesKeys } from "./invoices-keys.ts";

/** GET /api/admin/invoices/summary: unpaid and paid, jobs waiting for an invoice, the external frame's URL. */
export function getInvoiceSummary(signal?: AbortSignal): Promise<TInvoiceSummary> {
  return api.get<TInvoiceSummary>("/api/admin/invoices/summary", { signal });
}

export function invoiceSummaryQueryOptions() {
  return queryOptions({ queryKey: invoicesKeys.summary(), queryFn: ({ signal }) => getInvoiceSummary(signal), staleTime: 0 });
}

export function useInvoiceSummary() {
  return useQuery(invoiceSummaryQueryOptions());
}
