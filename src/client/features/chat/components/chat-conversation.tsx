import { useEffect, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TChatConversation, TChatMessage } from "@/shared/schemas/engagement.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { useSendChatMessage } from "../api/send-chat-message.ts";
import { useLiveChat } from "../api/use-live-chat.ts";
import { ChatMessageBubble } from "./chat-message-bubble.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** customer-side.md §9: support's reply appears after a 2-second typing indicator. */
const REPLY_DELAY_MS = 2000;

// customer-side.md §4 Chat dialog: send (trimmed, non-empty), typing indicator, reply; the input
// is disabled while waiting. Every message is stored by the server before it is shown.
export function ChatConversation({ conversationId, token, initial }: { conversationId: string; token: string | null; initial: TChatMessage[] }) {
  const [messages, setMessages] = useState(initial);
  const [replies, setReplies] = useState<TChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const send = useSendChatMessage();
  const typing = replies.length > 0;
  const waiting = send.isPending || typing;
  const listRef = useRef<HTMLDivElement>(null);

  // Staff replies arrive live; the acknowledgement still waits for its typing indicator. The live
  // stream is as fast as the send's own answer and may bring the acknowledgement first, before
  // this page knows it is one: what it brings while a message is being sent is kept until the
  // answer has said which messages wait for the typing indicator.
  const sending = useRef(false);
  const heldLive = useRef<TChatConversation | null>(null);
  const waitingIds = useRef<ReadonlySet<string>>(new Set());
  const showArrived = (conversation: TChatConversation) => {
    setMessages((current) => {
      const known = new Set(current.map((message) => message.id));
      const arrived = conversation.messages.filter((message) => !known.has(message.id) && !waitingIds.current.has(message.id));
      return arrived.length ? [...current, ...arrived] : current;
    });
  };
  useLiveChat(conversationId, token, (conversation) => {
    if (sending.current) heldLive.current = conversation;
    else showArrived(conversation);
  });
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (replies.length === 0) return;
    const timer = window.setTimeout(() => {
      setMessages((current) => [...current, ...replies.filter((reply) => !current.some((message) => message.id === reply.id))]);
      setReplies([]);
      waitingIds.current = new Set();
    }, REPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [replies]);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length, typing]);

  // The input is disabled while waiting, which drops focus; give it back for the next message.
  useEffect(() => {
    if (!waiting) inputRef.current?.focus();
  }, [waiting]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || waiting) return;
    setDraft("");
    sending.current = true;
    try {
      const reply = await send.mutateAsync({ conversationId, token, message });
      const [mine, ...theirs] = reply.messages;
      waitingIds.current = new Set(theirs.map((answer) => answer.id));
      if (mine) setMessages((current) => (current.some((message) => message.id === mine.id) ? current : [...current, mine]));
      setReplies(theirs);
    } catch (error) {
      setDraft(message);
      toast.error(m.chat_error(), { description: errorMessage(error, m.chat_send_failed()) });
    } finally {
      sending.current = false;
      const held = heldLive.current;
      heldLive.current = null;
      if (held) showArrived(held);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={listRef}
        role="log"
        aria-label={m.chat_conversation()}
        aria-live="polite"
        tabIndex={0}
        className="h-80 max-h-[50svh] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatMessageBubble key={message.id} message={message} />
          ))}
        </ol>
      </div>
      <p role="status" className="flex h-5 items-center gap-2 text-sm text-slate-600">
        {typing ? (
          <>
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-slate-500" />
            </span>
            {m.chat_typing()}
          </>
        ) : null}
      </p>
      <form onSubmit={(event) => void submit(event)} className="flex gap-2">
        <Label htmlFor="chat-message" className="sr-only">
          {m.chat_message()}
        </Label>
        <Input
          ref={inputRef}
          id="chat-message"
          autoComplete="off"
          maxLength={2000}
          placeholder={waiting ? m.chat_waiting() : m.chat_type_message()}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={waiting}
        />
        <Button type="submit" size="icon" className="size-11" disabled={waiting} aria-label={m.chat_send()}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
