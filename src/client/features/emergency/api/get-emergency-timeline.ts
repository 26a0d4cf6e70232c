import { useEffect } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TEmergencyTimeline } from "@/shared/schemas/emergency.ts";
import { api } from "@/client/lib/api-client.ts";
import { documentTokenHeaders } from "@/client/lib/document-token.ts";
import { openLiveConnection } from "@/client/lib/live/live-connection.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { monotonicNow } from "@/client/lib/server-clock.ts";

const timelineKey = (bookingId: string) => ["emergency", "timeline", bookingId] as const;

/**
 * GET /api/emergency/bookings/:id/timeline (decision 0158): by the account's session, or a
 * guest's signed token from the link. `receivedAt` is the browser's monotonic clock when the
 * answer came: the countdown adds only the time elapsed since then to the server's `now`.
 */
export function useEmergencyTimeline(bookingId: string, token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: timelineKey(bookingId),
      queryFn: async ({ signal }) => {
        const timeline = await api.get<TEmergencyTimeline>(`/api/emergency/bookings/${encodeURIComponent(bookingId)}/timeline`, {
          headers: token ? documentTokenHeaders(token) : {},
          signal,
        });
        return { timeline, receivedAt: monotonicNow() };
      },
      staleTime: 0,
    }),
  );
}

/** The timeline moves live: a guest on the emergency's own stream (with its token), an account on its stream. */
export function useLiveEmergencyTimeline(bookingId: string, token: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: timelineKey(bookingId) });
  useLiveEvents(
    ["emergency.changed"],
    (messages) => {
      if (messages.length === 0 || messages.some((message) => message.data.booking_id === bookingId)) refresh();
    },
    token === null,
  );
  useEffect(() => {
    if (!token) return;
    const connection = openLiveConnection(
      `/api/emergency/bookings/${encodeURIComponent(bookingId)}/events`,
      { onEvent: (message) => message.type === "emergency.changed" && refresh(), onResync: refresh },
      documentTokenHeaders(token),
    );
    return () => connection.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookingId, token]);
}
