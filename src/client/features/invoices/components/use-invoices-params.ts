import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { INVOICE_FILTERS, type TInvoiceFilter } from "@/shared/schemas/invoices.ts";
import type { TInvoiceListFilters } from "../api/invoices-keys.ts";

export const INVOICE_TABS = ["invoices", "to-invoice", "external"] as const;
export type TInvoiceTab = (typeof INVOICE_TABS)[number];

const isFilter = (value: string | null): value is TInvoiceFilter => (INVOICE_FILTERS as readonly (string | null)[]).includes(value);
const isTab = (value: string | null): value is TInvoiceTab => (INVOICE_TABS as readonly (string | null)[]).includes(value);

type TParam = "q" | "status" | "invoice" | "tab";

/**
 * The pane's search, filter, tab and open invoice live in the address
 * (`?q=&status=&tab=&invoice=`), so a link from Payments opens that invoice and a reload shows the same list.
 */
export function useInvoicesParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim() ?? "";
  const rawStatus = searchParams.get("status");
  const status: TInvoiceFilter = isFilter(rawStatus) ? rawStatus : "all";
  const rawTab = searchParams.get("tab");
  const tab: TInvoiceTab = isTab(rawTab) ? rawTab : "invoices";
  const openInvoice = searchParams.get("invoice");
  const filters = useMemo<TInvoiceListFilters>(() => ({ q, status }), [q, status]);

  // Two quick changes must both land: keep the newest params (as use-quotes-params.ts does).
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TParam, string | null>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (!value || (key === "status" && value === "all") || (key === "tab" && value === "invoices")) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { filters, tab, openInvoice, update };
}
