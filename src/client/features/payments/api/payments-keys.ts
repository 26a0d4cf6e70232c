import type { TPaymentKindFilter, TPaymentModeFilter } from "@/shared/schemas/payments-admin.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TPaymentListFilters = { from: string; to: string; kind: TPaymentKindFilter; mode: TPaymentModeFilter };

// Under the user-scoped root (lib/auth/me.ts).
export const paymentsKeys = {
  all: [...userScopedKey, "admin-payments"] as const,
  list: (filters: TPaymentListFilters) => [...paymentsKeys.all, "list", filters] as const,
};
