import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFavoriteList } from "@/shared/schemas/engagement.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

// Under the user-scoped root, so signing out forgets them (lib/auth/me.ts).
export const favoritesQueryKeys = {
  all: [...userScopedKey, "favorites"] as const,
};

/** customer-side.md §7 Favourites: the signed-in user's favourites, newest first. */
export function getFavorites(signal?: AbortSignal): Promise<TFavoriteList> {
  return api.get<TFavoriteList>("/api/favorites", { signal });
}

export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: favoritesQueryKeys.all,
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: 60_000,
  });
}

/** Only asks the server when someone is signed in (401 otherwise). */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}
