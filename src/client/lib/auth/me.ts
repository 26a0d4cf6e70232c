import { queryOptions } from "@tanstack/react-query";
import type { TMe } from "@/shared/schemas/auth.ts";
import { ApiError, api } from "../api-client.ts";

export const meQueryKey = ["me"] as const;

/**
 * Queries that hold the signed-in user's own data live under this key root, so signing out
 * can drop them all at once: `["user", "notifications"]`, `["user", "bookings"]`, …
 */
export const userScopedKey = ["user"] as const;

/** GET /api/me; null when signed out (401). */
export async function getMe(signal?: AbortSignal): Promise<TMe | null> {
  try {
    return await api.get<TMe>("/api/me", { signal });
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
