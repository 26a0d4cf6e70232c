import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TReviewRequest, TReviewSaved } from "@/shared/schemas/services-admin.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateCatalogue } from "./admin-services-keys.ts";

export type TSaveReviewRequest = { serviceId: string; reviewId?: string; body: TReviewRequest };

/** POST /api/admin/services/:id/reviews, or PUT …/reviews/:reviewId when editing. */
export function saveReview({ serviceId, reviewId, body }: TSaveReviewRequest): Promise<TReviewSaved> {
  const base = `/api/admin/services/${encodeURIComponent(serviceId)}/reviews`;
  return reviewId
    ? apiFetch<TReviewSaved>(`${base}/${encodeURIComponent(reviewId)}`, { method: "PUT", body })
    : apiFetch<TReviewSaved>(base, { method: "POST", body });
}

/** A review changes the service's average and count: the grid and the public pages refetch. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveReview, onSuccess: () => invalidateCatalogue(queryClient) });
}
