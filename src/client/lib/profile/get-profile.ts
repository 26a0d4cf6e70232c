import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TProfile } from "@/shared/schemas/account.ts";
import { api } from "../api-client.ts";
import { profileKeys } from "./profile-keys.ts";

/** GET /api/me/profile: every field a string, "" when unset. */
export function getProfile(signal?: AbortSignal): Promise<TProfile> {
  return api.get<TProfile>("/api/me/profile", { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
