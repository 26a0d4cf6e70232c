import { useMemo } from "react";
import { PAYMENT_KIND_FILTERS, PAYMENT_MODE_FILTERS } from "@/shared/schemas/payments-admin.ts";
import { oneOf, useUrlState } from "@/client/lib/use-url-state.ts";
import type { TPaymentListFilters } from "../api/payments-keys.ts";

const DEFAULTS = { kind: "all", mode: "all" } as const;

/** The filter lives in the address (`?from=&to=&kind=&mode=`): a reload or a shared link shows the same payments. */
export function usePaymentsParams() {
  const { searchParams, update } = useUrlState<keyof TPaymentListFilters>(DEFAULTS);
  const from = searchParams.get("from") ?? "";
  const to = searchParams.get("to") ?? "";
  const kind = oneOf(PAYMENT_KIND_FILTERS, searchParams.get("kind"), "all");
  const mode = oneOf(PAYMENT_MODE_FILTERS, searchParams.get("mode"), "all");
  const filters = useMemo<TPaymentListFilters>(() => ({ from, to, kind, mode }), [from, to, kind, mode]);
  return { filters, update };
}
