import type { TInvoiceFilter } from "@/shared/schemas/invoices.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TInvoiceListFilters = { q: string; status: TInvoiceFilter };

// Under the user-scoped root (lib/auth/me.ts). Invoices are issued by other screens (a job
// completed in Jobs Management), so their queries are read again whenever a screen shows them.
export const invoicesKeys = {
  all: [...userScopedKey, "admin-invoices"] as const,
  lists: () => [...invoicesKeys.all, "list"] as const,
  list: (filters: TInvoiceListFilters) => [...invoicesKeys.lists(), filters] as const,
  summary: () => [...invoicesKeys.all, "summary"] as const,
  uninvoiced: () => [...invoicesKeys.all, "uninvoiced-jobs"] as const,
  detail: (id: string) => [...invoicesKeys.all, "detail", id] as const,
};
