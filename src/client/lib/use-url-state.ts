import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** How a change of the address is written: a history entry or not, and whether the page scrolls to the top. */
export type TAddressWrite = { push?: boolean; resetScroll?: boolean };

const NO_DEFAULTS: Readonly<Partial<Record<string, string>>> = {};

/**
 * A screen's state kept in the address (`?q=&status=&page=…`), so a reload, the back button or a
 * shared link shows the same list. Every list and board reads and writes its parameters here:
 * - `update` leaves out of the URL an empty value and a value equal to its default in `defaults`
 *   (declare it once, outside the component, so it keeps its identity);
 * - two quick changes (a category, then a sort) both land: React Router hands a functional
 *   update the params of the last render, so the newest ones are kept here;
 * - filtering is not a new page: by default no history entry per keystroke and no jump to the top.
 */
export function useUrlState<TKey extends string>(defaults: Readonly<Partial<Record<TKey, string>>> = NO_DEFAULTS) {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TKey, string | number | null | undefined>>, { push = false, resetScroll = false }: TAddressWrite = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [TKey, string | number | null | undefined][]) {
        const text = value === null || value === undefined ? "" : String(value);
        if (!text || text === defaults[key]) next.delete(key);
        else next.set(key, text);
      }
      latest.current = next;
      setSearchParams(next, { replace: !push, preventScrollReset: !resetScroll });
    },
    [setSearchParams, defaults],
  );

  return { searchParams, update };
}

/** The address's value when it is one of `list`, else `fallback` (a hand-edited URL shows the default). */
export function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** `?page=`: a whole number from 1 to 10,000, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
