import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLocale } from "@/shared/i18n/locale.ts";
import type { TUpdateProfileRequest } from "@/shared/schemas/account.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { getProfile } from "@/client/lib/profile/get-profile.ts";
import { profileKeys } from "@/client/lib/profile/profile-keys.ts";

/**
 * The technician's chosen language on their profile (`preferred_locale`, which their mail reads,
 * decision 0166), through the signed-in user's own profile route: PUT /api/me/profile takes the
 * whole profile, so the saved one is read first and sent back with the new language.
 */
async function saveLanguage(locale: TLocale): Promise<void> {
  const { email: _email, ...profile } = await getProfile();
  const body: TUpdateProfileRequest = { ...profile, preferred_locale: locale };
  await apiFetch<unknown>("/api/me/profile", { method: "PUT", body });
}

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
