import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { inboxKeys } from "./inbox-keys.ts";

/** POST /api/admin/inbox/:id/read: opening a conversation takes its unread mark away. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<void>(`/api/admin/inbox/${encodeURIComponent(id)}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
