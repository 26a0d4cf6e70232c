import type { TInboxFilter } from "@/shared/schemas/inbox.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TInboxListFilters = { q: string; filter: TInboxFilter };

// Under the user-scoped root (signing out forgets them). Every inbox change invalidates `all`.
export const inboxKeys = {
  all: [...userScopedKey, "admin", "inbox"] as const,
  list: (filters: TInboxListFilters) => [...inboxKeys.all, "list", filters] as const,
  thread: (id: string) => [...inboxKeys.all, "thread", id] as const,
  unread: () => [...inboxKeys.all, "unread"] as const,
};
