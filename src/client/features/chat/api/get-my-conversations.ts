import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMyConversationList } from "@/shared/schemas/inbox.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";

export const myConversationsKey = [...userScopedKey, "conversations"] as const;

/** GET /api/me/conversations: the signed-in customer's conversations, live. */
export function useMyConversations() {
  const queryClient = useQueryClient();
  useLiveEvents(["chat.message", "chat.conversation"], () => void queryClient.invalidateQueries({ queryKey: myConversationsKey }));
  return useQuery({ queryKey: myConversationsKey, queryFn: ({ signal }) => api.get<TMyConversationList>("/api/me/conversations", { signal }) });
}
