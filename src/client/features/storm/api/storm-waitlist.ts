import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { TStormWaitlistPlace, ZStormWaitlistRequest } from "@/shared/schemas/storm.ts";
import { api } from "@/client/lib/api-client.ts";

type TJoinBody = z.output<typeof ZStormWaitlistRequest>;

/** Joins the storm waitlist (decision 0160); a retried key answers the same request. */
export function useJoinStormWaitlist() {
  return useMutation({ mutationFn: (body: TJoinBody) => api.post<TStormWaitlistPlace>("/api/storm/waitlist", body) });
}

export const stormPlaceQueryKey = (id: string) => ["storm-waitlist", id] as const;

/** A request's place, read again every minute while the page is open (the office books from the top). */
export function useStormPlace(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: stormPlaceQueryKey(id ?? ""),
      queryFn: ({ signal }) => api.get<TStormWaitlistPlace>(`/api/storm/waitlist/${encodeURIComponent(id ?? "")}`, { signal }),
      enabled: id !== null,
      refetchInterval: 60_000,
    }),
  );
}
