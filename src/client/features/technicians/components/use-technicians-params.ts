import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import type { TTechnicianListParams } from "../api/get-technicians.ts";

/** The search and page live in the address (`?q=&page=`), so a reload or a link shows the same technicians. */
export function useTechniciansParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim() ?? "";
  const rawPage = Number(searchParams.get("page"));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
  const params = useMemo<TTechnicianListParams>(() => ({ q, page }), [q, page]);

  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: { q?: string; page?: number }) => {
      const next = new URLSearchParams(latest.current);
      if (changes.q !== undefined) {
        if (changes.q) next.set("q", changes.q);
        else next.delete("q");
      }
      const nextPage = changes.page ?? (changes.q !== undefined ? 1 : undefined);
      if (nextPage !== undefined) {
        if (nextPage > 1) next.set("page", String(nextPage));
        else next.delete("page");
      }
      latest.current = next;
      setSearchParams(next, { replace: changes.page === undefined, preventScrollReset: changes.page === undefined });
    },
    [setSearchParams],
  );

  return { params, update };
}
