import type { TChatMessage } from "@/shared/schemas/engagement.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatTimeOfDay } from "@/shared/i18n/format.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** One message, always rendered as text (markup is shown as typed, never as HTML). */
export function ChatMessageBubble({ message }: { message: TChatMessage }) {
  const mine = message.sender_type === "customer";
  return (
    <li className={cn("flex max-w-[85%] flex-col gap-1", mine ? "self-end items-end" : "self-start items-start")}>
      <span className="text-xs font-medium text-slate-600">
        {mine ? m.chat_you() : m.chat_support()}
        <span aria-hidden="true"> · </span>
        <time dateTime={message.created_at}>{formatTimeOfDay(message.created_at)}</time>
      </span>
      <p
        className={cn(
          "rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap shadow-xs",
          mine ? "rounded-br-md bg-brand-600 text-white" : "rounded-bl-md border border-slate-200 bg-white text-slate-900",
        )}
      >
        {message.message}
      </p>
    </li>
  );
}
