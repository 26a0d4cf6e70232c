import { MessagesSquare } from "lucide-react";
import type { TInboxConversation } from "@/shared/schemas/inbox.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatDateTime, formatRelativeTime } from "@/client/lib/format.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useInbox } from "../api/get-inbox.ts";
import type { TInboxListFilters } from "../api/inbox-keys.ts";

/** The conversations, newest activity first; unread ones marked; "Load more" for older ones. */
export function InboxList({ filters, selected, onSelect }: { filters: TInboxListFilters; selected: string | null; onSelect: (id: string) => void }) {
  const inbox = useInbox(filters);
  const rows = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  if (inbox.isPending) {
    return (
      <div role="status" aria-label="Loading conversations" className="space-y-2">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <Alert variant="destructive" title="Failed to load conversations">
        <p>{errorMessage(inbox.error)}</p>
        <Button variant="link" className="h-auto p-0" onClick={() => void inbox.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (rows.length === 0) {
    const filtered = Boolean(filters.q) || filters.filter !== "all";
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{filtered ? "No conversations found" : "No conversations yet"}</p>
        <p className="mt-1 text-sm text-slate-600">
          {filtered ? "Try adjusting your search or filter." : "Messages customers send from the chat appear here."}
        </p>
      </div>
    );
  }

  return (
    <>
      <ul aria-label="Conversations" className="space-y-2">
        {rows.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} selected={conversation.id === selected} onSelect={() => onSelect(conversation.id)} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button variant="outline" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            {inbox.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </>
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
      </span>
    </button>
  );
}
