import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminBannerList } from "@/shared/schemas/website.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateWebsite, websiteKeys } from "./website-keys.ts";

/** PUT /api/admin/website/banners/order: every banner's id in the new order (decision 0078). */
export function reorderBanners(ids: string[]): Promise<TAdminBannerList> {
  return apiFetch<TAdminBannerList>("/api/admin/website/banners/order", { method: "PUT", body: { ids } });
}

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBanners,
    onSuccess: (list) => {
      queryClient.setQueryData(websiteKeys.banners(), list);
      return invalidateWebsite(queryClient);
    },
  });
}

/** The list's ids with the banner at `index` moved one place up (-1) or down (+1). */
export function movedIds(ids: string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
