import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { inboxKeys } from "./inbox-keys.ts";

/** A message or a mark anywhere refreshes the inbox's list, thread and count in place. */
export function useLiveInbox(enabled = true) {
  const queryClient = useQueryClient();
  useLiveEvents(["chat.message", "chat.conversation"], () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }), enabled);
}
