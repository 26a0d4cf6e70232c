import { useQuery } from "@tanstack/react-query";
import type { TInboxThread } from "@/shared/schemas/inbox.ts";
import { api } from "@/client/lib/api-client.ts";
import { inboxKeys } from "./inbox-keys.ts";

/** GET /api/admin/inbox/:id: one conversation with every message. */
export function useInboxThread(id: string | null) {
  return useQuery({
    queryKey: inboxKeys.thread(id ?? ""),
    queryFn: ({ signal }) => api.get<TInboxThread>(`/api/admin/inbox/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
}
