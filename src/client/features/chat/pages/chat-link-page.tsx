import { useState } from "react";
import { useParams } from "react-router";
import { MessageCircle } from "lucide-react";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { saveChat } from "../chat-storage.ts";
import { ChatThreadLoader } from "../components/chat-thread-loader.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** The token a reply e-mail carries in the link's fragment (never sent to a server, so never logged). */
function tokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/**
 * A guest's way back to their conversation, from the link in a reply e-mail
 * (`/chat/:id#token=…`). The server checks the signed token; a changed one is refused. The
 * conversation is also kept in this browser, so the site's chat button continues it.
 */
export function ChatLinkPage() {
  usePageTitle(m.chat_link_title());
  const { id = "" } = useParams();
  const [token] = useState(() => {
    const found = tokenFromFragment();
    if (found) {
      saveChat({ conversation_id: id, token: found });
      // Out of the address bar and the history: the link is the guest's key.
      window.history.replaceState(null, "", window.location.pathname);
    }
    return found;
  });

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="mb-1 flex items-center gap-2 text-2xl font-bold text-slate-900">
        <MessageCircle aria-hidden="true" className="size-6 text-brand-600" />
        {m.chat_title()}
      </h1>
      <p className="mb-6 text-slate-600">{m.chat_link_intro()}</p>
      <ChatThreadLoader conversationId={id} token={token} />
    </div>
  );
}
