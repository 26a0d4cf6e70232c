import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import type { TQuoteFilter } from "@/shared/schemas/quotes-admin.ts";
import type { TQuoteListFilters } from "../api/quotes-admin-keys.ts";

const FILTERS: Record<TQuoteFilter, true> = { all: true, new: true, answered: true };
const isFilter = (value: string | null): value is TQuoteFilter => value !== null && Object.hasOwn(FILTERS, value);

type TParam = "q" | "status" | "quote";

/**
 * The pane's search, status filter and open quote live in the address (`?q=&status=&quote=`),
 * so a link from the admin home opens that quote and a reload shows the same list.
 */
export function useQuotesParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim() ?? "";
  const rawStatus = searchParams.get("status");
  const status: TQuoteFilter = isFilter(rawStatus) ? rawStatus : "all";
  const openQuote = searchParams.get("quote");
  const filters = useMemo<TQuoteListFilters>(() => ({ q, status }), [q, status]);

  // Two quick changes must both land: keep the newest params (as use-catalogue-params.ts does).
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TParam, string | null>>, options: { push?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (!value || (key === "status" && value === "all")) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setSearchParams(next, { replace: !options.push, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { filters, openQuote, update };
}
