import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TUserList } from "@/shared/schemas/users.ts";
import { api } from "@/client/lib/api-client.ts";
import { usersKeys } from "./users-keys.ts";

export const USERS_PAGE_SIZE = 10;

/** GET /api/admin/users: newest first, searched on the server, one keyset page (decision 0052). */
export function usersQueryOptions(q: string, cursor: string | null) {
  return queryOptions({
    queryKey: usersKeys.list(q, cursor),
    queryFn: ({ signal }) => api.get<TUserList>("/api/admin/users", { query: { q: q || undefined, cursor, limit: USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUsers(q: string, cursor: string | null) {
  return useQuery(usersQueryOptions(q, cursor));
}
