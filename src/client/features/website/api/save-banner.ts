import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminBanner, TBannerRequest } from "@/shared/schemas/website.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateWebsite } from "./website-keys.ts";

export type TSaveBannerRequest = { id?: string; body: TBannerRequest };

/** POST /api/admin/website/banners, or PUT …/banners/:id when editing. */
export function saveBanner({ id, body }: TSaveBannerRequest): Promise<TAdminBanner> {
  return id
    ? apiFetch<TAdminBanner>(`/api/admin/website/banners/${encodeURIComponent(id)}`, { method: "PUT", body })
    : apiFetch<TAdminBanner>("/api/admin/website/banners", { method: "POST", body });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBanner, onSuccess: () => invalidateWebsite(queryClient) });
}
