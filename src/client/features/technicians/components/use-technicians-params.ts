import { useCallback, useMemo } from "react";
import { pageParam, useUrlState } from "@/client/lib/use-url-state.ts";
import type { TTechnicianListParams } from "../api/get-technicians.ts";

const DEFAULTS = { page: "1" } as const;

/** The search and page live in the address (`?q=&page=`), so a reload or a link shows the same technicians. */
export function useTechniciansParams() {
  const { searchParams, update: write } = useUrlState<"q" | "page">(DEFAULTS);
  const q = searchParams.get("q")?.trim() ?? "";
  const page = pageParam(searchParams.get("page"));
  const params = useMemo<TTechnicianListParams>(() => ({ q, page }), [q, page]);
  // A new search starts on its first page; turning a page is a history entry, at the top.
  const update = useCallback(
    (changes: { q?: string; page?: number }) =>
      changes.page === undefined ? write({ ...changes, page: null }) : write(changes, { push: true, resetScroll: true }),
    [write],
  );
  return { params, update };
}
