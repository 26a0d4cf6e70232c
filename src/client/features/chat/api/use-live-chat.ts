import { useEffect, useRef } from "react";
import { CHAT_TOKEN_HEADER, type TChatConversation } from "@/shared/schemas/engagement.ts";
import { api } from "@/client/lib/api-client.ts";
import { openLiveConnection } from "@/client/lib/live/live-connection.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";

/** POST /api/chat/conversations/:id/read: the customer has seen the conversation (no e-mail for what they saw). */
export function markChatRead(conversationId: string, token: string | null) {
  return api.post<void>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/read`, {}, token ? { headers: { [CHAT_TOKEN_HEADER]: token } } : {});
}

function readConversation(conversationId: string, token: string | null) {
  return api.get<TChatConversation>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
    headers: token ? { [CHAT_TOKEN_HEADER]: token } : {},
  });
}

/**
 * The open conversation hears staff replies live. A guest's listens on the
 * conversation's own stream with its token; a signed-in customer's on their live stream. On each
 * new message the conversation is read again and handed to `onMessages`, and marked seen.
 */
export function useLiveChat(conversationId: string, token: string | null, onMessages: (conversation: TChatConversation) => void) {
  const latest = useRef(onMessages);
  useEffect(() => {
    latest.current = onMessages;
  });

  const refresh = () => {
    void readConversation(conversationId, token)
      .then((conversation) => {
        latest.current(conversation);
        return markChatRead(conversationId, token);
      })
      .catch(() => {
        // The next event, or the next opening, reads it again.
      });
  };

  // Signed in: the account's stream carries its conversations' messages.
  useLiveEvents(
    ["chat.message"],
    (messages) => {
      if (messages.length === 0 || messages.some((message) => message.data.conversation_id === conversationId)) refresh();
    },
    token === null,
  );

  // A guest: the conversation's own stream, opened with its token.
  useEffect(() => {
    if (!token) return;
    const connection = openLiveConnection(
      `/api/chat/conversations/${encodeURIComponent(conversationId)}/events`,
      { onEvent: (message) => message.type === "chat.message" && refresh(), onResync: refresh },
      { [CHAT_TOKEN_HEADER]: token },
    );
    return () => connection.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, token]);

  // Opening the conversation shows everything so far.
  useEffect(() => {
    void markChatRead(conversationId, token).catch(() => {});
  }, [conversationId, token]);
}
