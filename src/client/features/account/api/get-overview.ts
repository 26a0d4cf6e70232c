import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAccountOverview } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

/** GET /api/me/overview: Recent Activity and Account Overview from the customer's own records. */
export function getOverview(signal?: AbortSignal): Promise<TAccountOverview> {
  return api.get<TAccountOverview>("/api/me/overview", { signal });
}

export function overviewQueryOptions() {
  return queryOptions({ queryKey: accountKeys.overview(), queryFn: ({ signal }) => getOverview(signal) });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
