import { Link } from "react-router";
import { MessageSquareReply, MessagesSquare } from "lucide-react";
import type { THomeChat } from "@/shared/schemas/admin-home.ts";
import { formatRelativeTime } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { HomeEmpty, HomeSection } from "./home-section.tsx";

const FIRST_WORDS = 90;

function firstWords(message: string) {
  if (message.length <= FIRST_WORDS) return message;
  const cut = message.slice(0, FIRST_WORDS);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : FIRST_WORDS)}…`;
}

/**
 * Open conversations whose customer is waiting for a person (decision 0050), newest first, each
 * a link to its conversation in the support inbox.
 */
export function ChatsCard({ chats, now }: { chats: { total: number; items: THomeChat[] }; now: Date }) {
  return (
    <HomeSection
      id="chats-heading"
      title="Unanswered chats"
      icon={MessagesSquare}
      count={chats.total}
      footer={
        chats.total > 0 ? (
          <Link to={`${paths.adminInbox}?filter=open`} className="font-medium text-brand-700 hover:underline">
            Open the support inbox
          </Link>
        ) : undefined
      }
    >
      {chats.items.length === 0 ? (
        <HomeEmpty>No customer is waiting for a reply.</HomeEmpty>
      ) : (
        <ol className="divide-y divide-slate-100 py-1">
          {chats.items.map((chat) => (
            <li key={chat.id} className="flex items-start gap-3 px-4 py-2.5 sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium text-slate-900">{chat.customer_name}</span>
                  <span className="shrink-0 text-xs text-slate-600">{formatRelativeTime(chat.last_message_at, now)}</span>
                </p>
                <p className="text-sm break-words text-slate-600">“{firstWords(chat.last_message)}”</p>
              </div>
              <Link
                to={`${paths.adminInbox}?conversation=${chat.id}`}
                className="grid size-9 shrink-0 place-items-center rounded-lg text-brand-700 hover:bg-brand-50"
                aria-label={`Reply to ${chat.customer_name}`}
              >
                <MessageSquareReply aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
