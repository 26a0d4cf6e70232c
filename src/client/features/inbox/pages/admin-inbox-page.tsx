import { cn } from "@/client/lib/cn.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { useLiveInbox } from "../api/use-live-inbox.ts";
import { InboxList } from "../components/inbox-list.tsx";
import { InboxThread } from "../components/inbox-thread.tsx";
import { InboxToolbar } from "../components/inbox-toolbar.tsx";
import { useInboxParams } from "../components/use-inbox-params.ts";

/**
 * Support inbox (`/admin/inbox`): the customers' chat conversations, newest activity
 * first, live. Staff read, answer and resolve them; on a phone the list and the conversation
 * take turns.
 */
export function AdminInboxPage() {
  usePageTitle("Support Inbox");
  useLiveInbox();
  const { filters, conversation, update } = useInboxParams();

  return (
    <>
      <PageHeader title="Support Inbox" description="Customers' chat conversations, newest activity first. Replies reach their open chat at once." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className={cn("space-y-4", conversation && "max-lg:hidden")}>
          <InboxToolbar q={filters.q} filter={filters.filter} onChange={update} />
          <InboxList filters={filters} selected={conversation} onSelect={(id) => update({ conversation: id })} />
        </div>
        <div className={cn(!conversation && "max-lg:hidden")}>
          {conversation ? (
            <InboxThread key={conversation} id={conversation} onBack={() => update({ conversation: null })} />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
              Choose a conversation to read it and reply.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
