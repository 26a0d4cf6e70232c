import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/lib/toast.ts";
import { api } from "@/client/lib/api-client.ts";
import { notificationsQueryKey, type TNotificationList } from "./get-notifications.ts";

export function markAllRead(): Promise<void> {
  return api.post<void>("/api/notifications/read-all");
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<TNotificationList>(notificationsQueryKey);
      if (previous) {
        const now = new Date().toISOString();
        queryClient.setQueryData<TNotificationList>(notificationsQueryKey, {
          notifications: previous.notifications.map((n) => (n.read_at ? n : { ...n, read_at: now })),
          unread: 0,
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
      toast.error("Error", { description: "Failed to mark notifications as read" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
