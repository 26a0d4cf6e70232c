import { userScopedKey } from "@/client/lib/auth/me.ts";

export const usersKeys = {
  all: [...userScopedKey, "admin-users"] as const,
  list: (q: string, cursor: string | null) => [...usersKeys.all, "list", q, cursor] as const,
};
