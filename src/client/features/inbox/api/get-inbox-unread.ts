import { useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { inboxKeys } from "./inbox-keys.ts";
import { useLiveInbox } from "./use-live-inbox.ts";

/** GET /api/admin/inbox/unread: the side menu's count, live. */
export function useInboxUnread() {
  useLiveInbox();
  return useQuery({ queryKey: inboxKeys.unread(), queryFn: ({ signal }) => api.get<{ unread: number }>("/api/admin/inbox/unread", { signal }) });
}
