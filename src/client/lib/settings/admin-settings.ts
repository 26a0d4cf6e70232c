import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSettingsDocument } from "@/shared/schemas/settings.ts";
import { api } from "../api-client.ts";
import { userScopedKey } from "../auth/me.ts";

// The business settings as admins read them, with their version (decision 0053). Here,
// not in a feature, because the Settings form saves them and the panes read their `embeds`.
export const adminSettingsKeys = { all: [...userScopedKey, "admin-settings"] as const };

export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminSettingsKeys.all,
  queryFn: ({ signal }) => api.get<TSettingsDocument>("/api/admin/settings", { signal }),
  staleTime: 0,
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}
