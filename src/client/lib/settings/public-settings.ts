import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPublicSettings } from "@/shared/schemas/settings.ts";
import { api } from "../api-client.ts";

// The business's public facts (one phone number everywhere), read by the header, footer and pages.
export const publicSettingsQueryOptions = queryOptions({
  queryKey: ["settings", "public"] as const,
  queryFn: ({ signal }) => api.get<TPublicSettings>("/api/settings/public", { signal }),
  staleTime: 10 * 60_000,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions);
}
