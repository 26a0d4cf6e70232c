import { useMemo } from "react";
import { QUOTE_FILTERS } from "@/shared/schemas/quotes-admin.ts";
import { oneOf, useUrlState } from "@/client/lib/use-url-state.ts";
import type { TQuoteListFilters } from "../api/quotes-admin-keys.ts";

const DEFAULTS = { status: "all" } as const;

/**
 * The pane's search, status filter and open quote live in the address (`?q=&status=&quote=`),
 * so a link from the admin home opens that quote and a reload shows the same list.
 */
export function useQuotesParams() {
  const { searchParams, update } = useUrlState<"q" | "status" | "quote">(DEFAULTS);
  const q = searchParams.get("q")?.trim() ?? "";
  const status = oneOf(QUOTE_FILTERS, searchParams.get("status"), "all");
  const openQuote = searchParams.get("quote");
  const filters = useMemo<TQuoteListFilters>(() => ({ q, status }), [q, status]);
  return { filters, openQuote, update };
}
