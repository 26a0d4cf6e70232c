import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminBanner, TBannerAdRequest } from "@/shared/schemas/website.ts";
import type { TBannerAdPosition } from "@/shared/rules/banner.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateWebsite } from "./website-keys.ts";

export type TSaveBannerAdRequest = { bannerId: string; adId?: string; position: TBannerAdPosition; body: TBannerAdRequest };

/** POST /api/admin/website/banners/:id/ads (one per position), or PUT …/ads/:adId when editing. */
export function saveBannerAd({ bannerId, adId, position, body }: TSaveBannerAdRequest): Promise<TAdminBanner> {
  const base = `/api/admin/website/banners/${encodeURIComponent(bannerId)}/ads`;
  return adId
    ? apiFetch<TAdminBanner>(`${base}/${encodeURIComponent(adId)}`, { method: "PUT", body })
    : apiFetch<TAdminBanner>(base, { method: "POST", body: { ...body, position } });
}

export function useSaveBannerAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBannerAd, onSuccess: () => invalidateWebsite(queryClient) });
}
