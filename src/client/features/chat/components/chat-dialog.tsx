import { useState } from "react";
import { MessageCircle } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import type { TChatStarted } from "../api/start-chat.ts";
import { ChatConversation } from "./chat-conversation.tsx";
import { ChatStartForm } from "./chat-start-form.tsx";

// customer-side.md §2 Customer service chat dialog and §4: details first, then the conversation.
// The conversation lives as long as the dialog.
export function ChatDialog({ service, onClose }: { service?: TPublicService; onClose: () => void }) {
  const [chat, setChat] = useState<TChatStarted | null>(null);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-sm:p-4 sm:p-6" onInteractOutside={(event) => chat && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="size-5 text-brand-600" />
            Customer Service Chat
          </DialogTitle>
          <DialogDescription>
            {service ? `Questions about ${service.name}? Ask us anything.` : "Questions about a repair or a booking? Ask us anything."}
          </DialogDescription>
        </DialogHeader>
        {chat ? (
          <ChatConversation conversationId={chat.conversation_id} greeting={chat.messages} />
        ) : (
          <ChatStartForm serviceId={service?.id} onStarted={setChat} />
        )}
      </DialogContent>
    </Dialog>
  );
}
