import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

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
  // Until live updates arrive, look again every minute and whenever the tab regains focus.
  refetchInterval: 60_000,
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
