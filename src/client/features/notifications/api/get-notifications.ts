import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";

export type TNotification = {
  id: string;
  title: string;
  body: string | null;
  link: string | null;
  read_at: string | null;
  created_at: string;
};
export type TNotificationList = { notifications: TNotification[]; unread: number };

export const notificationsQueryKey = [...userScopedKey, "notifications"] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: ({ signal }) => api.get<TNotificationList>("/api/notifications", { signal }),
});

/** New notifications, and reads in another tab, arrive on the live stream. */
export function useNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvents(["notification.created", "notification.read"], () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }), enabled);
  return useQuery({ ...notificationsQueryOptions, enabled });
}
