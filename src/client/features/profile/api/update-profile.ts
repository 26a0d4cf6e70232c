import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TProfile, ZUpdateProfileRequest } from "@/shared/schemas/account.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { profileKeys } from "@/client/lib/profile/profile-keys.ts";

export type TUpdateProfile = z.output<typeof ZUpdateProfileRequest>;

/** PUT /api/me/profile → 204; 400 with the failing fields. */
export function updateProfile(body: TUpdateProfile): Promise<unknown> {
  return apiFetch<unknown>("/api/me/profile", { method: "PUT", body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_, body) => {
      // Show what was saved at once; the refetch confirms it.
      queryClient.setQueryData<TProfile>(profileKeys.profile(), (previous) => (previous ? { ...previous, ...body } : previous));
      return queryClient.invalidateQueries({ queryKey: profileKeys.profile() });
    },
  });
}
