import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TInboxPage } from "@/shared/schemas/inbox.ts";
import { api } from "@/client/lib/api-client.ts";
import { inboxKeys, type TInboxListFilters } from "./inbox-keys.ts";

export const INBOX_PAGE_SIZE = 20;

/** GET /api/admin/inbox: newest activity first, searched and filtered on the server. */
export function getInbox(filters: TInboxListFilters, cursor: string | null, signal?: AbortSignal): Promise<TInboxPage> {
  return api.get<TInboxPage>("/api/admin/inbox", { query: { q: filters.q, filter: filters.filter, cursor, limit: INBOX_PAGE_SIZE }, signal });
}

export function useInbox(filters: TInboxListFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: inboxKeys.list(filters),
      queryFn: ({ pageParam, signal }) => getInbox(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
    }),
  );
}
