import { useMemo } from "react";
import { useUrlState } from "@/client/lib/use-url-state.ts";
import type { TServiceListQuery } from "@/shared/schemas/catalogue.ts";
import type { TServicesFilter } from "../api/get-services.ts";

export type TCatalogueSort = TServiceListQuery["sort"];

// The schema's CATALOGUE_SORTS as a record keyed by its type (so it must list every one): the
// catalogue page does not download zod just to read four words.
const SORTS: Record<TCatalogueSort, true> = { recommended: true, priceLow: true, priceHigh: true, rating: true };

const DEFAULTS = { sort: "recommended" } as const;

function isSort(value: string | null): value is TCatalogueSort {
  return value !== null && Object.hasOwn(SORTS, value);
}

/**
 * The server's catalogue query for an address's `?q=&category=&sort=`: read by the hook below
 * and by the route loaders that warm (or, on the server, render) the first page.
 */
export function catalogueFilter(searchParams: URLSearchParams): TServicesFilter & { sort: TCatalogueSort } {
  const q = searchParams.get("q")?.trim() ?? "";
  const category = searchParams.get("category") ?? "";
  const rawSort = searchParams.get("sort");
  return { q: q || undefined, category: category || undefined, sort: isSort(rawSort) ? rawSort : "recommended" };
}

/**
 * The catalogue's search, category and sort live in the address (`?q=&category=&sort=`), so a
 * filtered view can be shared and survives a reload. Defaults are left out of the URL.
 */
export function useCatalogueParams() {
  const { searchParams, update } = useUrlState<"q" | "category" | "sort">(DEFAULTS);
  const parsed = catalogueFilter(searchParams);
  const q = parsed.q ?? "";
  const category = parsed.category ?? "";
  const sort = parsed.sort;
  const filter = useMemo<TServicesFilter>(() => ({ q: q || undefined, category: category || undefined, sort }), [q, category, sort]);
  return { q, category, sort, filter, update };
}
