import type { TQuoteFilter } from "@/shared/schemas/quotes-admin.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TQuoteListFilters = { q: string; status: TQuoteFilter };

// Under the user-scoped root (lib/auth/me.ts). An answer or a job invalidates `lists()`: the
// counts and the filtered lists change with it.
export const quotesAdminKeys = {
  all: [...userScopedKey, "admin-quotes"] as const,
  lists: () => [...quotesAdminKeys.all, "list"] as const,
  list: (filters: TQuoteListFilters) => [...quotesAdminKeys.lists(), filters] as const,
  detail: (id: string) => [...quotesAdminKeys.all, "detail", id] as const,
};
