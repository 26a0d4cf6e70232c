import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZHeroBannerList } from "@/shared/schemas/website.ts";
import { api } from "@/client/lib/api-client.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";

export type THeroBannerList = z.infer<typeof ZHeroBannerList>;

// The banners' words come in the page's language (decision 0180): the language is in the key.
export const heroQueryKeys = {
  all: ["website", "hero"] as const,
  inLocale: () => [...heroQueryKeys.all, currentLocale()] as const,
};

/** The active hero banners in order, each with its active ads (DESIGN.md: hero 'sample video'), in the page's language. */
export function getHeroBanners(signal?: AbortSignal): Promise<THeroBannerList> {
  return api.get<THeroBannerList>("/api/website/hero", { query: { locale: currentLocale() }, signal });
}

export function heroBannersQueryOptions() {
  return queryOptions({
    queryKey: heroQueryKeys.inLocale(),
    queryFn: ({ signal }) => getHeroBanners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHeroBanners() {
  return useQuery(heroBannersQueryOptions());
}
