import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ArrowLeft, CheckCircle2, RotateCcw, Send, UserRound } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { conversationLink, type TInboxThread } from "@/shared/schemas/inbox.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatDateTime } from "@/client/lib/format.ts";
import { useOnScreen } from "@/client/lib/links-on-screen.ts";
import { paths } from "@/client/lib/paths.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useInboxThread } from "../api/get-inbox-thread.ts";
import { useMarkConversationRead } from "../api/mark-conversation-read.ts";
import { useReplyToConversation } from "../api/reply-to-conversation.ts";
import { useSetConversationStatus } from "../api/set-conversation-status.ts";
import { LOCALE_NAMES_IN_ENGLISH } from "@/shared/i18n/locale.ts";

/** One conversation: every message, the staff's reply box, and resolve or reopen. */
export function InboxThread({ id, onBack }: { id: string; onBack: () => void }) {
  const thread = useInboxThread(id);
  const markRead = useMarkConversationRead();
  const unread = thread.data?.unread ?? false;
  // Shown, it is read as messages arrive, and its bell notices with it: the bell does not announce them.
  useOnScreen(thread.data ? conversationLink(id) : null);

  // Opening it (or a new message arriving while it is open) reads it.
  useEffect(() => {
    if (unread) markRead.mutate(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, unread]);

  if (thread.isPending) {
    return (
      <div role="status" aria-label="Loading conversation" className="space-y-3">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <Alert variant="destructive" title="Failed to load the conversation">
        <p>{errorMessage(thread.error)}</p>
      </Alert>
    );
  }
  return <ThreadView thread={thread.data} onBack={onBack} />;
}

function ThreadView({ thread, onBack }: { thread: TInboxThread; onBack: () => void }) {
  const listRef = useRef<HTMLOListElement>(null);
  const status = useSetConversationStatus(thread.id);

  useEffect(() => {
    listRef.current?.parentElement?.scrollTo({ top: listRef.current.parentElement.scrollHeight });
  }, [thread.messages.length]);

  // The thread is read again before mutate's own callbacks would run, and a failed read replaces
  // this view with its error: what follows is awaited here instead.
  const changeStatus = async (to: "resolved" | "open") => {
    try {
      await status.mutateAsync(to);
      toast.success(to === "resolved" ? "Conversation resolved" : "Conversation reopened");
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to update the conversation") });
    }
  };

  return (
    <section aria-labelledby="thread-heading" className="flex flex-col gap-3">
      <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to conversations
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="min-w-0">
          <h2 id="thread-heading" className="text-lg font-semibold text-slate-900">
            {thread.customer_name}
          </h2>
          <p className="text-sm break-all text-slate-600">
            <a href={`mailto:${thread.customer_email}`} className="underline-offset-2 hover:underline">
              {thread.customer_email}
            </a>
          </p>
          <p className="text-sm text-slate-600">{thread.service_name ? `About ${thread.service_name}` : "General question"}</p>
          <p className="text-sm text-slate-600">Chats in {LOCALE_NAMES_IN_ENGLISH[thread.locale]}</p>
          {thread.account_id ? (
            // The Customers pane finds the account by its e-mail.
            <Link
              to={`${paths.adminCustomers}?q=${encodeURIComponent(thread.customer_email)}`}
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <UserRound aria-hidden="true" className="size-4" />
              View customer
            </Link>
          ) : null}
        </div>
        {thread.status === "open" ? (
          <Button variant="outline" onClick={() => void changeStatus("resolved")} disabled={status.isPending}>
            <CheckCircle2 aria-hidden="true" />
            Mark Resolved
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void changeStatus("open")} disabled={status.isPending}>
            <RotateCcw aria-hidden="true" />
            Reopen
          </Button>
        )}
      </header>
      {thread.status === "resolved" && thread.resolved_at ? (
        <p className="text-sm text-emerald-800">
          Resolved {thread.resolved_by_name ? `by ${thread.resolved_by_name} ` : ""}on {formatDateTime(thread.resolved_at)}
        </p>
      ) : null}
      <div
        role="log"
        aria-label="Messages"
        aria-live="polite"
        tabIndex={0}
        className="max-h-[55svh] min-h-48 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3"
      >
        <ol ref={listRef} className="flex flex-col gap-3">
          {thread.messages.map((message) => {
            const staff = message.sender_type === "support";
            return (
              <li key={message.id} className={cn("flex flex-col", staff ? "items-end" : "items-start")}>
                <span
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words",
                    staff ? (message.automated ? "bg-slate-200 text-slate-800" : "bg-brand-700 text-white") : "border border-slate-200 bg-white text-slate-900",
                  )}
                >
                  {message.message}
                </span>
                <span className="mt-0.5 text-xs text-slate-600">
                  {staff ? (message.automated ? "Automatic reply" : (message.author_name ?? "Support")) : thread.customer_name} ·{" "}
                  <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <ReplyForm id={thread.id} />
    </section>
  );
}

function ReplyForm({ id }: { id: string }) {
  const [draft, setDraft] = useState("");
  // One key per reply: a double click or a retry of the same reply stores it once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const reply = useReplyToConversation(id);

  // The thread is read again before mutate's own callbacks would run, and a failed read replaces
  // this form with its error: what follows is awaited here instead.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || reply.isPending) return;
    try {
      await reply.mutateAsync({ message, idempotency_key: key });
      setDraft("");
      setKey(crypto.randomUUID());
      toast.success("Reply sent");
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to send the reply") });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor={`reply-${id}`}>Reply</Label>
      <Textarea
        id={`reply-${id}`}
        rows={3}
        maxLength={2000}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Write your answer…"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending || draft.trim() === ""}>
          {reply.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Send Reply
        </Button>
      </div>
    </form>
  );
}
