import { useMemo } from "react";
import { INVOICE_FILTERS } from "@/shared/schemas/invoices.ts";
import { oneOf, useUrlState } from "@/client/lib/use-url-state.ts";
import type { TInvoiceListFilters } from "../api/invoices-keys.ts";

export const INVOICE_TABS = ["invoices", "to-invoice", "external"] as const;
export type TInvoiceTab = (typeof INVOICE_TABS)[number];

const DEFAULTS = { status: "all", tab: "invoices" } as const;

/**
 * The pane's search, filter, tab and open invoice live in the address
 * (`?q=&status=&tab=&invoice=`), so a link from Payments opens that invoice and a reload shows the same list.
 */
export function useInvoicesParams() {
  const { searchParams, update } = useUrlState<"q" | "status" | "invoice" | "tab">(DEFAULTS);
  const q = searchParams.get("q")?.trim() ?? "";
  const status = oneOf(INVOICE_FILTERS, searchParams.get("status"), "all");
  const tab = oneOf(INVOICE_TABS, searchParams.get("tab"), "invoices");
  const openInvoice = searchParams.get("invoice");
  const filters = useMemo<TInvoiceListFilters>(() => ({ q, status }), [q, status]);
  return { filters, tab, openInvoice, update };
}
