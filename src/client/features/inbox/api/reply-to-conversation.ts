import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TInboxThread, TStaffReplyRequest } from "@/shared/schemas/inbox.ts";
import { api } from "@/client/lib/api-client.ts";
import { inboxKeys } from "./inbox-keys.ts";

/** POST /api/admin/inbox/:id/replies, with a key made once per reply (a retry stores it once). */
export function useReplyToConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TStaffReplyRequest) => api.post<TInboxThread>(`/api/admin/inbox/${encodeURIComponent(id)}/replies`, request),
    onSuccess: (thread) => queryClient.setQueryData(inboxKeys.thread(id), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
