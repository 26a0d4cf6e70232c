import { Link, useParams } from "react-router";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { errorMessage } from "@/client/lib/api-client.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatDateTime, formatRelativeTime } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useMyConversations } from "../api/get-my-conversations.ts";
import { ChatThreadLoader } from "../components/chat-thread-loader.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * A signed-in customer's own support conversations (`/dashboard/messages`), and one
 * of them with its messages and a reply box (`/dashboard/messages/:id`, the link in our e-mails).
 */
export function MyMessagesPage() {
  usePageTitle(m.dash_nav_messages());
  const { id } = useParams();
  const conversations = useMyConversations();
  const { openChat } = useDialogs();
  const rows = conversations.data?.conversations ?? [];

  return (
    <>
      <PageHeader
        title={m.dash_nav_messages()}
        description={m.messages_description()}
        actions={
          <Button onClick={() => openChat()}>
            <MessagesSquare aria-hidden="true" />
            {m.messages_new()}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className={cn(id && "max-lg:hidden")}>
          {conversations.isPending ? (
            <div role="status" aria-label={m.messages_loading()} className="space-y-2">
              <Skeleton className="h-20 rounded-xl" />
              <Skeleton className="h-20 rounded-xl" />
            </div>
          ) : conversations.isError ? (
            <Alert variant="destructive" title={m.messages_load_failed()}>
              <p>{errorMessage(conversations.error)}</p>
            </Alert>
          ) : rows.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
              <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-slate-400" />
              <p className="mt-3 font-semibold text-slate-900">{m.messages_empty()}</p>
              <p className="mt-1 text-sm text-slate-600">{m.messages_empty_hint()}</p>
            </div>
          ) : (
            <ul aria-label={m.messages_list()} className="space-y-2">
              {rows.map((row) => (
                <li key={row.id}>
                  <Link
                    to={`${paths.dashboardMessages}/${row.id}`}
                    aria-current={row.id === id ? "page" : undefined}
                    className={cn(
                      "block rounded-xl border bg-white p-3 hover:bg-slate-50",
                      row.id === id ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
                    )}
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={cn("truncate text-sm", row.unread ? "font-bold text-slate-900" : "font-semibold text-slate-800")}>
                        {row.service_name ?? m.messages_support()}
                        {row.unread ? <span className="sr-only">{m.messages_new_reply_sr()}</span> : null}
                      </span>
                      <time dateTime={row.last_message_at} title={formatDateTime(row.last_message_at)} className="shrink-0 text-xs text-slate-600">
                        {formatRelativeTime(row.last_message_at)}
                      </time>
                    </span>
                    <span className="mt-1 block truncate text-sm text-slate-700">{row.last_message}</span>
                    <span className="mt-1 flex gap-2 text-xs">
                      {row.unread ? <span className="rounded bg-accent-600 px-1.5 font-semibold text-white">{m.messages_new_reply()}</span> : null}
                      {row.status === "resolved" ? (
                        <span className="rounded bg-emerald-50 px-1.5 font-medium text-emerald-800">{m.messages_resolved()}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cn(!id && "max-lg:hidden")}>
          {id ? (
            <section aria-label={m.messages_conversation()} className="space-y-3">
              <Link to={paths.dashboardMessages} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline lg:hidden">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {m.messages_all()}
              </Link>
              <ChatThreadLoader key={id} conversationId={id} token={null} />
            </section>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">{m.messages_choose()}</p>
          )}
        </div>
      </div>
    </>
  );
}
