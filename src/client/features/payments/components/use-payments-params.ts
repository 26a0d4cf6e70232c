import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { PAYMENT_KIND_FILTERS, PAYMENT_MODE_FILTERS, type TPaymentKindFilter, type TPaymentModeFilter } from "@/shared/schemas/payments-admin.ts";
import type { TPaymentListFilters } from "../api/payments-keys.ts";

const isKind = (value: string | null): value is TPaymentKindFilter => (PAYMENT_KIND_FILTERS as readonly (string | null)[]).includes(value);
const isMode = (value: string | null): value is TPaymentModeFilter => (PAYMENT_MODE_FILTERS as readonly (string | null)[]).includes(value);

type TParam = keyof TPaymentListFilters;

/** The filter lives in the address (`?from=&to=&kind=&mode=`): a reload or a shared link shows the same payments. */
export function usePaymentsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get("from") ?? "";
  const to = searchParams.get("to") ?? "";
  const rawKind = searchParams.get("kind");
  const rawMode = searchParams.get("mode");
  const kind: TPaymentKindFilter = isKind(rawKind) ? rawKind : "all";
  const mode: TPaymentModeFilter = isMode(rawMode) ? rawMode : "all";
  const filters = useMemo<TPaymentListFilters>(() => ({ from, to, kind, mode }), [from, to, kind, mode]);

  // Two quick changes must both land: keep the newest params (as use-quotes-params.ts does).
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TParam, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (!value || value === "all") next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { filters, update };
}
