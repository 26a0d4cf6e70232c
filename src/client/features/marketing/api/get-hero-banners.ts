import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZHeroBannerList } from "@/shared/schemas/website.ts";
import { api } from "@/client/lib/api-client.ts";

export type THeroBannerList = z.infer<typeof ZHeroBannerList>;

export const heroQueryKeys = {
  all: ["website", "hero"] as const,
};

/** The active hero banners in order, each with its active ads (DESIGN.md: hero 'sample video'). */
export function getHeroBanners(signal?: AbortSignal): Promise<THeroBannerList> {
  return api.get<THeroBannerList>("/api/website/hero", { signal });
}

export function heroBannersQueryOptions() {
  return queryOptions({
    queryKey: heroQueryKeys.all,
    queryFn: ({ signal }) => getHeroBanners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHeroBanners() {
  return useQuery(heroBannersQueryOptions());
}
