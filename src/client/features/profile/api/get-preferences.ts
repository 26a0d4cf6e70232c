import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPreferences } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { profileKeys } from "@/client/lib/profile/profile-keys.ts";

/** GET /api/me/preferences: e-mail notifications, preferred contact method and service areas. */
export function getPreferences(signal?: AbortSignal): Promise<TPreferences> {
  return api.get<TPreferences>("/api/me/preferences", { signal });
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: profileKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
