import { queryOptions, useQuery } from "@tanstack/react-query";
import { CHAT_TOKEN_HEADER, type TChatConversation } from "@/shared/schemas/engagement.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { forgetSavedChat, readSavedChat } from "../chat-storage.ts";

/** The conversation to continue, with the token its next messages carry (null for an account's own). */
export type TOpenChat = TChatConversation & { token: string | null };

/**
 * Reopening the chat continues the conversation. A signed-in customer's is
 * found by their account (GET /api/chat/conversations/mine); a guest's by the id and token this
 * browser kept. A token the server refuses, or a closed conversation, is forgotten.
 */
export async function getOpenChat(signedIn: boolean, signal?: AbortSignal): Promise<TOpenChat | null> {
  if (signedIn) {
    const { conversation } = await api.get<{ conversation: TChatConversation | null }>("/api/chat/conversations/mine", { signal });
    if (conversation) return { ...conversation, token: null };
  }
  const saved = readSavedChat();
  if (!saved) return null;
  try {
    const conversation = await api.get<TChatConversation>(`/api/chat/conversations/${encodeURIComponent(saved.conversation_id)}/messages`, {
      headers: { [CHAT_TOKEN_HEADER]: saved.token },
      signal,
    });
    return { ...conversation, token: saved.token };
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404, 409].includes(error.status)) {
      forgetSavedChat();
      return null;
    }
    throw error;
  }
}

export const openChatQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ["chat", "open", userId ?? "guest"],
    queryFn: ({ signal }) => getOpenChat(userId !== null, signal),
    // Read afresh on every opening: the dialog holds the conversation while it is open.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useOpenChat(userId: string | null, enabled: boolean) {
  return useQuery({ ...openChatQueryOptions(userId), enabled });
}
