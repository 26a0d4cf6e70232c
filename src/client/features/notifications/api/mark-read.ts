import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { notificationsQueryKey, type TNotificationList } from "./get-notifications.ts";

/** POST /api/notifications/:id/read (mark one read, as it is opened). */
export function markRead(id: string): Promise<void> {
  return api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<TNotificationList>(notificationsQueryKey);
      if (previous) {
        const now = new Date().toISOString();
        const target = previous.notifications.find((n) => n.id === id);
        queryClient.setQueryData<TNotificationList>(notificationsQueryKey, {
          notifications: previous.notifications.map((n) => (n.id === id && !n.read_at ? { ...n, read_at: now } : n)),
          unread: target && !target.read_at ? Math.max(0, previous.unread - 1) : previous.unread,
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
