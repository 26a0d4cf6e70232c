import type { TNotificationList } from "./get-notifications.ts";

/**
 * The bell's list and count as the user should see them: an unread notice of what is on screen
 * (its link is open) is already seen, so it is shown read and not counted (decision 0127). The
 * server reads it too, through the screen's own read call; this only spares the moment between.
 */
export function unreadShown(list: TNotificationList | undefined, onScreen: ReadonlySet<string>): TNotificationList | undefined {
  if (!list) return list;
  const seen = (link: string | null) => link !== null && onScreen.has(link);
  const hidden = list.notifications.filter((n) => n.read_at === null && seen(n.link)).length;
  if (hidden === 0) return list;
  return {
    notifications: list.notifications.map((n) => (n.read_at === null && seen(n.link) ? { ...n, read_at: n.created_at } : n)),
    unread: Math.max(0, list.unread - hidden),
  };
}
