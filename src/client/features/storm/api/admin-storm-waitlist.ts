import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminStormWaitlist, TStormWaitlistPlace } from "@/shared/schemas/storm.ts";
import { api } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";

export const ADMIN_WAITLIST_PAGE = 25;
export const adminWaitlistKeys = { all: ["admin", "storm-waitlist"] as const, page: (page: number) => ["admin", "storm-waitlist", page] as const };

/** The storm waitlist from the top, a page at a time (decision 0160); a request joining or booked elsewhere shows at once. */
export function useAdminStormWaitlist(page: number) {
  const queryClient = useQueryClient();
  useLiveEvents(["storm.waitlist.changed"], () => void queryClient.invalidateQueries({ queryKey: adminWaitlistKeys.all }));
  return useQuery(
    queryOptions({
      queryKey: adminWaitlistKeys.page(page),
      queryFn: ({ signal }) =>
        api.get<TAdminStormWaitlist>("/api/admin/storm/waitlist", { query: { limit: ADMIN_WAITLIST_PAGE, offset: (page - 1) * ADMIN_WAITLIST_PAGE }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The office booked this request: it leaves the waitlist and everyone below moves up. */
export function useMarkWaitlistBooked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TStormWaitlistPlace>(`/api/admin/storm/waitlist/${encodeURIComponent(id)}/booked`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWaitlistKeys.all }),
  });
}
