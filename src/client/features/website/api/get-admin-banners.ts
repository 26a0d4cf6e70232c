import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminBannerList } from "@/shared/schemas/website.ts";
import { api } from "@/client/lib/api-client.ts";
import { websiteKeys } from "./website-keys.ts";

/** GET /api/admin/website/banners: every banner by order_index, with its ads (staff-side.md §7). */
export function getAdminBanners(signal?: AbortSignal): Promise<TAdminBannerList> {
  return api.get<TAdminBannerList>("/api/admin/website/banners", { signal });
}

export function adminBannersQueryOptions() {
  return queryOptions({ queryKey: websiteKeys.banners(), queryFn: ({ signal }) => getAdminBanners(signal) });
}

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}
