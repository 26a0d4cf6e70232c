import { EmptyState, ListState, LoadMore } from "@/client/ui/list-state.tsx";
import { MessagesSquare } from "lucide-react";
import type { TInboxConversation } from "@/shared/schemas/inbox.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatDateTime, formatRelativeTime } from "@/client/lib/format.ts";
import { useInbox } from "../api/get-inbox.ts";
import type { TInboxListFilters } from "../api/inbox-keys.ts";
import { LOCALE_NAMES_IN_ENGLISH } from "@/shared/i18n/locale.ts";

/** The conversations, newest activity first; unread ones marked; "Load more" for older ones. */
export function InboxList({ filters, selected, onSelect }: { filters: TInboxListFilters; selected: string | null; onSelect: (id: string) => void }) {
  const inbox = useInbox(filters);
  const rows = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  const filtered = Boolean(filters.q) || filters.filter !== "all";
  return (
    <ListState
      query={inbox}
      empty={rows.length === 0}
      loadingLabel="Loading conversations"
      rowClassName="h-20 rounded-xl"
      errorTitle="Failed to load conversations"
      emptyState={
        <EmptyState
          compact
          icon={MessagesSquare}
          title={filtered ? "No conversations found" : "No conversations yet"}
          description={filtered ? "Try adjusting your search or filter." : "Messages customers send from the chat appear here."}
        />
      }
    >
      <ul aria-label="Conversations" className="space-y-2">
        {rows.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} selected={conversation.id === selected} onSelect={() => onSelect(conversation.id)} />
          </li>
        ))}
      </ul>
      <LoadMore query={inbox} className="mt-3" />
    </ListState>
  );
}

function ConversationRow({ conversation, selected, onSelect }: { conversation: TInboxConversation; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "flex w-full gap-3 rounded-xl border bg-white p-3 text-left transition-colors hover:bg-slate-50",
        selected ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
      )}
    >
      <span aria-hidden="true" className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", conversation.unread ? "bg-accent-600" : "bg-transparent")} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn("truncate text-sm", conversation.unread ? "font-bold text-slate-900" : "font-semibold text-slate-800")}>
            {conversation.customer_name}
            {conversation.unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          <time dateTime={conversation.last_message_at} title={formatDateTime(conversation.last_message_at)} className="shrink-0 text-xs text-slate-600">
            {formatRelativeTime(conversation.last_message_at)}
          </time>
        </span>
        <span className="block truncate text-xs text-slate-600">
          {conversation.customer_email}
          {conversation.service_name ? ` · ${conversation.service_name}` : ""}
        </span>
        <span className="mt-1 block truncate text-sm text-slate-700">
          {conversation.last_sender === "support" ? "Support: " : ""}
          {conversation.last_message}
        </span>
        {conversation.status === "resolved" ? (
          <span className="mt-1 inline-block rounded bg-emerald-50 px-1.5 text-xs font-medium text-emerald-800">Resolved</span>
        ) : null}
        {conversation.locale !== "en" ? (
          // Staff answer in the customer's language: the row says which before it is opened.
          <span className="mt-1 ml-1 inline-block rounded bg-brand-50 px-1.5 text-xs font-medium text-brand-700">
            {LOCALE_NAMES_IN_ENGLISH[conversation.locale]}
          </span>
        ) : null}
      </span>
    </button>
  );
}
