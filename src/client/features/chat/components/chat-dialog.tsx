import { useState } from "react";
import { MessageCircle } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { useOpenChat, type TOpenChat } from "../api/get-chat-conversation.ts";
import type { TChatStarted } from "../api/start-chat.ts";
import { saveChat } from "../chat-storage.ts";
import { ChatConversation } from "./chat-conversation.tsx";
import { ChatStartForm } from "./chat-start-form.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §2 Customer service chat dialog and §4: details first, then the conversation.
// The conversation outlives the dialog; reopening it continues where it was.
export function ChatDialog({ service, onClose }: { service?: TPublicService; onClose: () => void }) {
  const { user, loading } = useAuth();
  const open = useOpenChat(user?.id ?? null, !loading);
  const [started, setStarted] = useState<TOpenChat | null>(null);
  const chat = started ?? open.data ?? null;

  const onStarted = (begun: TChatStarted) => {
    if (begun.token) saveChat({ conversation_id: begun.conversation_id, token: begun.token });
    setStarted(begun);
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-sm:p-4 sm:p-6" onInteractOutside={(event) => chat && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="size-5 text-brand-600" />
            {m.chat_title()}
          </DialogTitle>
          <DialogDescription>{service ? m.chat_about_service({ service: service.name }) : m.chat_about_general()}</DialogDescription>
        </DialogHeader>
        {chat ? (
          <ChatConversation conversationId={chat.conversation_id} token={chat.token} initial={chat.messages} />
        ) : loading || open.isPending ? (
          <LoadingState className="h-40" />
        ) : (
          // A conversation that cannot be read (offline, server down) still lets the visitor start one.
          <ChatStartForm serviceId={service?.id} onStarted={onStarted} />
        )}
      </DialogContent>
    </Dialog>
  );
}
