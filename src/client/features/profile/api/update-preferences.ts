import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPreferences } from "@/shared/schemas/account.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { profileKeys } from "@/client/lib/profile/profile-keys.ts";

/** PUT /api/me/preferences → 204. The whole object is sent: each dialog changes its part of it. */
export function updatePreferences(body: TPreferences): Promise<unknown> {
  return apiFetch<unknown>("/api/me/preferences", { method: "PUT", body });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (_, body) => {
      queryClient.setQueryData(profileKeys.preferences(), body);
      return queryClient.invalidateQueries({ queryKey: profileKeys.preferences() });
    },
  });
}
