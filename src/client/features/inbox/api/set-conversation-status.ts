import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInboxThread } from "@/shared/schemas/inbox.ts";
import { api } from "@/client/lib/api-client.ts";
import { inboxKeys } from "./inbox-keys.ts";

/** POST /api/admin/inbox/:id/resolve or /reopen. */
export function useSetConversationStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: "resolved" | "open") => api.post<TInboxThread>(`/api/admin/inbox/${encodeURIComponent(id)}/${to === "resolved" ? "resolve" : "reopen"}`),
    onSuccess: (thread) => queryClient.setQueryData(inboxKeys.thread(id), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
