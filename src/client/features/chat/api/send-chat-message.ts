import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZChatMessages } from "@/shared/schemas/engagement.ts";
import { api } from "@/client/lib/api-client.ts";

export type TChatMessages = z.infer<typeof ZChatMessages>;

/** POST /api/chat/conversations/:id/messages: stores the message; replies with it and support's answer. */
export function sendChatMessage({ conversationId, message }: { conversationId: string; message: string }): Promise<TChatMessages> {
  return api.post<TChatMessages>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, { message });
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
