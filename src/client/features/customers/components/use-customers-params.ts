import { useCallback, useMemo } from "react";
import { CUSTOMER_SORTS, type TCustomerSort } from "@/shared/schemas/customers.ts";
import { oneOf, pageParam, useUrlState } from "@/client/lib/use-url-state.ts";
import type { TCustomerListParams } from "@/client/lib/customers/customers-keys.ts";

const DEFAULTS = { sort: "name", page: "1" } as const;

/**
 * The search, page and order live in the address (`?q=&page=&sort=`): a reload, the back button
 * or a link (the support inbox's `/admin/customers?q=<email>`) shows the same customers.
 */
export function useCustomersParams() {
  const { searchParams, update: write } = useUrlState<"q" | "page" | "sort">(DEFAULTS);
  const q = searchParams.get("q")?.trim() ?? "";
  const page = pageParam(searchParams.get("page"));
  const sort = oneOf(CUSTOMER_SORTS, searchParams.get("sort"), "name");
  const params = useMemo<TCustomerListParams>(() => ({ q, page, sort }), [q, page, sort]);
  // A new search or order starts on its first page; turning a page is a history entry, at the top.
  const update = useCallback(
    (changes: { q?: string; page?: number; sort?: TCustomerSort }) =>
      changes.page === undefined ? write({ ...changes, page: null }) : write(changes, { push: true, resetScroll: true }),
    [write],
  );
  return { params, update };
}
