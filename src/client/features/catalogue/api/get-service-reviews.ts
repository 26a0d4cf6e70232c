import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { TReviewList } from "@/shared/schemas/catalogue.ts";
import { api } from "@/client/lib/api-client.ts";

export type TReviewFilter = "all" | "featured";

export const reviewsQueryKeys = {
  all: ["reviews"] as const,
  forService: (serviceId: string) => [...reviewsQueryKeys.all, serviceId] as const,
  preview: (serviceId: string, limit: number) => [...reviewsQueryKeys.forService(serviceId), "preview", limit] as const,
  pages: (serviceId: string, filter: TReviewFilter) => [...reviewsQueryKeys.forService(serviceId), "pages", filter] as const,
};

/** customer-side.md §7 Reviews: featured first, then newest. */
export function getServiceReviews(
  serviceId: string,
  params: { filter?: TReviewFilter; limit?: number; offset?: number },
  signal?: AbortSignal,
): Promise<TReviewList> {
  return api.get<TReviewList>(`/api/services/${encodeURIComponent(serviceId)}/reviews`, { query: params, signal });
}

/** The detail dialog's Reviews tab: the first `limit` reviews (customer-side.md §9: 3). */
export function reviewPreviewQueryOptions(serviceId: string, limit: number) {
  return queryOptions({
    queryKey: reviewsQueryKeys.preview(serviceId, limit),
    queryFn: ({ signal }) => getServiceReviews(serviceId, { limit }, signal),
    staleTime: 5 * 60_000,
  });
}

export function useReviewPreview(serviceId: string, limit: number) {
  return useQuery(reviewPreviewQueryOptions(serviceId, limit));
}

const PAGE_SIZE = 20;

/** The full reviews dialog, filtered all or featured, a page at a time. */
export function useReviewPages(serviceId: string, filter: TReviewFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewsQueryKeys.pages(serviceId, filter),
      queryFn: ({ pageParam, signal }) => getServiceReviews(serviceId, { filter, limit: PAGE_SIZE, offset: pageParam }, signal),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const shown = pages.reduce((sum, page) => sum + page.reviews.length, 0);
        const total = filter === "featured" ? last.featured_count : last.count;
        return shown < total && last.reviews.length > 0 ? shown : undefined;
      },
      staleTime: 5 * 60_000,
    }),
  );
}
