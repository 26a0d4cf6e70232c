import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { CUSTOMER_SORTS, type TCustomerSort } from "@/shared/schemas/customers.ts";
import type { TCustomerListParams } from "@/client/lib/customers/customers-keys.ts";

const isSort = (value: string | null): value is TCustomerSort => (CUSTOMER_SORTS as readonly (string | null)[]).includes(value);

/**
 * The search, page and order live in the address (`?q=&page=&sort=`): a reload, the back button
 * or a link (the support inbox's `/admin/customers?q=<email>`) shows the same customers.
 */
export function useCustomersParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim() ?? "";
  const rawPage = Number(searchParams.get("page"));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
  const rawSort = searchParams.get("sort");
  const sort: TCustomerSort = isSort(rawSort) ? rawSort : "name";
  const params = useMemo<TCustomerListParams>(() => ({ q, page, sort }), [q, page, sort]);

  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: { q?: string; page?: number; sort?: TCustomerSort }) => {
      const next = new URLSearchParams(latest.current);
      if (changes.q !== undefined) {
        if (changes.q) next.set("q", changes.q);
        else next.delete("q");
      }
      if (changes.sort !== undefined) {
        if (changes.sort === "name") next.delete("sort");
        else next.set("sort", changes.sort);
      }
      // A new search or order starts on its first page.
      const nextPage = changes.page ?? (changes.q !== undefined || changes.sort !== undefined ? 1 : undefined);
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
