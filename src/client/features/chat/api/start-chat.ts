import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZChatStarted, ZStartChatRequest } from "@/shared/schemas/engagement.ts";
import { api } from "@/client/lib/api-client.ts";

export type TStartChatRequest = z.input<typeof ZStartChatRequest>;
export type TChatStarted = z.infer<typeof ZChatStarted>;

/** POST /api/chat/conversations: opens a conversation and returns support's greeting (customer-side.md §4). */
export function startChat(body: TStartChatRequest): Promise<TChatStarted> {
  return api.post<TChatStarted>("/api/chat/conversations", body);
}

export function useStartChat() {
  return useMutation({ mutationFn: startChat });
}
