import { useMemo } from "react";
import { INBOX_FILTERS } from "@/shared/schemas/inbox.ts";
import { oneOf, useUrlState } from "@/client/lib/use-url-state.ts";
import type { TInboxListFilters } from "../api/inbox-keys.ts";

const DEFAULTS = { filter: "all" } as const;

/** The inbox's search, filter and open conversation live in the address (`?q=&filter=&conversation=`). */
export function useInboxParams() {
  const { searchParams, update } = useUrlState<"q" | "filter" | "conversation">(DEFAULTS);
  const q = searchParams.get("q")?.trim() ?? "";
  const filter = oneOf(INBOX_FILTERS, searchParams.get("filter"), "all");
  const conversation = searchParams.get("conversation");
  const filters = useMemo<TInboxListFilters>(() => ({ q, filter }), [q, filter]);
  return { filters, conversation, update };
}
