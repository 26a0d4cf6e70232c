import { useEffect } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TStormWaitlistPlace, ZStormWaitlistRequest } from "@/shared/schemas/storm.ts";
import { api } from "@/client/lib/api-client.ts";
import { openLiveConnection } from "@/client/lib/live/live-connection.ts";

type TJoinBody = z.output<typeof ZStormWaitlistRequest>;

/** Joins the storm waitlist (decision 0160); a retried key answers the same request. */
export function useJoinStormWaitlist() {
  return useMutation({ mutationFn: (body: TJoinBody) => api.post<TStormWaitlistPlace>("/api/storm/waitlist", body) });
}

export const stormPlaceQueryKey = (id: string) => ["storm-waitlist", id] as const;

/**
 * A request's place, read again whenever the waitlist moves (its own stream: a request joined, the
 * office booked one) and every minute, as the expected window follows the office's pace over time.
 */
export function useStormPlace(id: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: stormPlaceQueryKey(id) });
    const connection = openLiveConnection(`/api/storm/waitlist/${encodeURIComponent(id)}/events`, {
      onEvent: (message) => message.type === "storm.waitlist.changed" && refresh(),
      onResync: refresh,
    });
    return () => connection.close();
  }, [id, queryClient]);
  return useQuery(
    queryOptions({
      queryKey: stormPlaceQueryKey(id ?? ""),
      queryFn: ({ signal }) => api.get<TStormWaitlistPlace>(`/api/storm/waitlist/${encodeURIComponent(id ?? "")}`, { signal }),
      enabled: id !== null,
      refetchInterval: 60_000,
    }),
  );
}
