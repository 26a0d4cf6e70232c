import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { CHAT_TOKEN_HEADER, type ZChatMessages } from "@/shared/schemas/engagement.ts";
import { api } from "@/client/lib/api-client.ts";

export type TChatMessages = z.infer<typeof ZChatMessages>;

/**
 * POST /api/chat/conversations/:id/messages: stores the message; replies with it and support's
 * answer. A guest's conversation carries its token; an account's is recognised by the session.
 */
export function sendChatMessage({ conversationId, token, message }: { conversationId: string; token: string | null; message: string }): Promise<TChatMessages> {
  return api.post<TChatMessages>(
    `/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    { message },
    token ? { headers: { [CHAT_TOKEN_HEADER]: token } } : {},
  );
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
