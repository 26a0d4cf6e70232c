import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminBanner } from "@/shared/schemas/website.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateWebsite } from "./website-keys.ts";

/** POST /api/admin/website/banners/:id/active (staff-side.md §4: a banner toggles active and inactive). */
export function toggleBanner({ id, is_active }: { id: string; is_active: boolean }): Promise<TAdminBanner> {
  return apiFetch<TAdminBanner>(`/api/admin/website/banners/${encodeURIComponent(id)}/active`, { method: "POST", body: { is_active } });
}

export function useToggleBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleBanner, onSuccess: () => invalidateWebsite(queryClient) });
}
