import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSaveSettingsRequest, TSettingsDocument } from "@/shared/schemas/settings.ts";
import { ApiError, apiFetch } from "@/client/lib/api-client.ts";
import { adminSettingsKeys } from "@/client/lib/settings/admin-settings.ts";
import { publicSettingsQueryOptions } from "@/client/lib/settings/public-settings.ts";

/** PUT /api/admin/settings: saved only if nobody saved since `version` (409 otherwise). */
export function saveSettings(body: TSaveSettingsRequest): Promise<TSettingsDocument> {
  return apiFetch<TSettingsDocument>("/api/admin/settings", { method: "PUT", body });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsKeys.all, saved);
      // The header's phone, the footer and the booking pages read the public copy.
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions.queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.all });
    },
  });
}
