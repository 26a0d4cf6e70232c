import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminReviewList } from "@/shared/schemas/services-admin.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminServicesKeys } from "./admin-services-keys.ts";

/** GET /api/admin/services/:id/reviews: newest first, with the service's rating and count. */
export function getServiceReviews(serviceId: string, signal?: AbortSignal): Promise<TAdminReviewList> {
  return api.get<TAdminReviewList>(`/api/admin/services/${encodeURIComponent(serviceId)}/reviews`, { signal });
}

export function serviceReviewsQueryOptions(serviceId: string) {
  return queryOptions({ queryKey: adminServicesKeys.reviews(serviceId), queryFn: ({ signal }) => getServiceReviews(serviceId, signal) });
}

export function useServiceReviews(serviceId: string) {
  return useQuery(serviceReviewsQueryOptions(serviceId));
}
