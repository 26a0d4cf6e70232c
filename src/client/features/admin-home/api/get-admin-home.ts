import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminHome } from "@/shared/schemas/admin-home.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

// Under the user-scoped root: signing out forgets the back office's data (lib/auth/me.ts).
export const adminHomeKeys = {
  all: [...userScopedKey, "admin-home"] as const,
};

/** GET /api/admin/home: the dispatcher's morning view, in one round trip. */
export function getAdminHome(signal?: AbortSignal): Promise<TAdminHome> {
  return api.get<TAdminHome>("/api/admin/home", { signal });
}

/**
 * Until the live layer (issue 13) pushes changes, the home is read again every minute and
 * whenever the admin comes back to the tab; the promises count down on the client between.
 */
export function adminHomeQueryOptions() {
  return queryOptions({
    queryKey: adminHomeKeys.all,
    queryFn: ({ signal }) => getAdminHome(signal),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useAdminHome() {
  return useQuery(adminHomeQueryOptions());
}
