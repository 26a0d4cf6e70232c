import type { TCustomerSort } from "@/shared/schemas/customers.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TCustomerListParams = { q: string; page: number; sort: TCustomerSort };

// Under the user-scoped root (lib/auth/me.ts).
export const customersKeys = {
  all: [...userScopedKey, "admin-customers"] as const,
  list: (params: TCustomerListParams) => [...customersKeys.all, "list", params] as const,
  detail: (id: string) => [...customersKeys.all, "detail", id] as const,
};
