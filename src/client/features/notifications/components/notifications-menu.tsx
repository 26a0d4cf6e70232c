import { useState } from "react";
import { Link } from "react-router";
import { Bell, CheckCheck } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { useLinksOnScreen } from "@/client/lib/links-on-screen.ts";
import { formatDateTime, formatRelativeTime } from "@/client/lib/format.ts";
import { Button } from "@/client/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/ui/popover.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { useNotifications, type TNotification } from "../api/get-notifications.ts";
import { useMarkAllRead } from "../api/mark-all-read.ts";
import { useMarkRead } from "../api/mark-read.ts";
import { unreadShown } from "../api/unread-shown.ts";

/** The header's bell: unread count, the latest notifications and "Mark all read". */
export function NotificationsMenu() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(true);
  const list = unreadShown(notifications.data, useLinksOnScreen());
  const markAllRead = useMarkAllRead();
  const markRead = useMarkRead();
  const unread = list?.unread ?? 0;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={unread > 0 ? m.bell_label_unread({ count: unread }) : m.bell_label()} className="relative">
          <Bell aria-hidden="true" className="!size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-accent-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={m.bell_label()}>
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <p className="font-semibold text-slate-900">{m.bell_label()}</p>
          <Button variant="link" size="sm" className="h-8 px-1" disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            <CheckCheck aria-hidden="true" />
            {m.bell_mark_all_read()}
          </Button>
        </div>
        <NotificationList
          items={list?.notifications}
          loading={notifications.isPending}
          failed={notifications.isError}
          onNavigate={(item) => {
            if (!item.read_at) markRead.mutate(item.id);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

type TNotificationListProps = {
  items: TNotification[] | undefined;
  loading: boolean;
  failed: boolean;
  onNavigate: (item: TNotification) => void;
};

function NotificationList({ items, loading, failed, onNavigate }: TNotificationListProps) {
  if (loading) {
    return (
      <div role="status" aria-label={m.loading()} className="flex justify-center py-8 text-brand-600">
        <Spinner />
      </div>
    );
  }
  if (failed) return <p className="px-4 py-8 text-center text-sm text-slate-600">{m.bell_failed()}</p>;
  if (!items || items.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-slate-600">{m.bell_empty()}</p>;
  }

  return (
    <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
      {items.map((item) => (
        <li key={item.id}>
          <NotificationItem item={item} onNavigate={() => onNavigate(item)} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({ item, onNavigate }: { item: TNotification; onNavigate: () => void }) {
  const unread = item.read_at === null;
  const content = (
    <>
      <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-accent-600" : "bg-transparent")} />
      <span className="min-w-0 flex-1">
        <span className={cn("block text-sm", unread ? "font-semibold text-slate-900" : "font-medium text-slate-700")}>
          {item.title}
          {unread ? <span className="sr-only"> {m.bell_unread()}</span> : null}
        </span>
        {item.body ? <span className="mt-0.5 block text-sm text-slate-600">{item.body}</span> : null}
        <time dateTime={item.created_at} title={formatDateTime(item.created_at)} className="mt-1 block text-xs text-slate-600">
          {formatRelativeTime(item.created_at)}
        </time>
      </span>
    </>
  );
  const className = "flex gap-3 px-4 py-3 text-left";

  if (item.link?.startsWith("/")) {
    return (
      <Link to={item.link} onClick={onNavigate} className={cn(className, "hover:bg-slate-50")}>
        {content}
      </Link>
    );
  }
  if (item.link) {
    return (
      <a href={item.link} className={cn(className, "hover:bg-slate-50")}>
        {content}
      </a>
    );
  }
  return <div className={className}>{content}</div>;
}
