import { queryOptions } from "@tanstack/react-query";
import type { TMe } from "@/shared/schemas/auth.ts";
import { ApiError, api } from "../api-client.ts";

export const meQueryKey = ["me"] as const;

/**
 * Queries that hold the signed-in user's own data live under this key root, so signing out
 * can drop them all at once: `["user", "notifications"]`, `["user", "bookings"]`, …
 */
export const userScopedKey = ["user"] as const;

/** The session of a signed-in user. */
export type TSession = TMe & { user: NonNullable<TMe["user"]> };

/**
 * GET /api/me; null when signed out. The server answers a visitor with 200 and `user: null`
 * (no error in the console on every page load); a 401 from an older server
 * means the same.
 */
export async function getMe(signal?: AbortSignal): Promise<TSession | null> {
  try {
    const me = await api.get<TMe>("/api/me", { signal });
    return me.user ? { ...me, user: me.user } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 5 * 60_000,
  retry: 1,
});
