import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { INBOX_FILTERS, type TInboxFilter } from "@/shared/schemas/inbox.ts";
import type { TInboxListFilters } from "../api/inbox-keys.ts";

type TParam = "q" | "filter" | "conversation";
const isFilter = (value: string | null): value is TInboxFilter => value !== null && (INBOX_FILTERS as readonly string[]).includes(value);

/** The inbox's search, filter and open conversation live in the address (`?q=&filter=&conversation=`). */
export function useInboxParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim() ?? "";
  const rawFilter = searchParams.get("filter");
  const filter: TInboxFilter = isFilter(rawFilter) ? rawFilter : "all";
  const conversation = searchParams.get("conversation");
  const filters = useMemo<TInboxListFilters>(() => ({ q, filter }), [q, filter]);

  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TParam, string | null>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (!value || (key === "filter" && value === "all")) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
  return { filters, conversation, update };
}
