import { useQuery } from "@tanstack/react-query";
import { CHAT_TOKEN_HEADER, type TChatConversation } from "@/shared/schemas/engagement.ts";
import { api, errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { ChatConversation } from "./chat-conversation.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** One conversation read by its id (the account's, or a guest's with its token), live, with the reply box. */
export function ChatThreadLoader({ conversationId, token }: { conversationId: string; token: string | null }) {
  const conversation = useQuery({
    queryKey: ["chat", "thread", conversationId, token ?? "account"],
    queryFn: ({ signal }) =>
      api.get<TChatConversation>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
        headers: token ? { [CHAT_TOKEN_HEADER]: token } : {},
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (conversation.isPending) return <LoadingState className="h-40" />;
  if (conversation.isError) {
    return (
      <Alert variant="destructive" title={m.chat_thread_failed()}>
        <p>{errorMessage(conversation.error)}</p>
      </Alert>
    );
  }
  return <ChatConversation conversationId={conversationId} token={token} initial={conversation.data.messages} />;
}
