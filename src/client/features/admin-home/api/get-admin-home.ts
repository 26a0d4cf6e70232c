import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminHome } from "@/shared/schemas/admin-home.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";

// Under the user-scoped root: signing out forgets the back office's data (lib/auth/me.ts).
export const adminHomeKeys = {
  all: [...userScopedKey, "admin-home"] as const,
};

/** GET /api/admin/home: the dispatcher's morning view, in one round trip. */
export function getAdminHome(signal?: AbortSignal): Promise<TAdminHome> {
  return api.get<TAdminHome>("/api/admin/home", { signal });
}

/**
 * The live stream refreshes the home whenever a job, booking, chat or quote changes
 * (useAdminHome); the five-minute read is a safety net, and the promises count down on the
 * client between reads.
 */
export function adminHomeQueryOptions() {
  return queryOptions({
    queryKey: adminHomeKeys.all,
    queryFn: ({ signal }) => getAdminHome(signal),
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useAdminHome() {
  const queryClient = useQueryClient();
  useLiveEvents(
    ["job.changed", "booking.changed", "chat.message", "chat.conversation", "quote.changed"],
    () => void queryClient.invalidateQueries({ queryKey: adminHomeKeys.all }),
  );
  return useQuery(adminHomeQueryOptions());
}
