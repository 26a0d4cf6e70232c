import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TServiceRatingFigures } from "@/shared/schemas/services-admin.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateCatalogue } from "./admin-services-keys.ts";

/** DELETE /api/admin/services/:id/reviews/:reviewId. */
export function deleteReview({ serviceId, reviewId }: { serviceId: string; reviewId: string }): Promise<{ service: TServiceRatingFigures }> {
  return apiFetch(`/api/admin/services/${encodeURIComponent(serviceId)}/reviews/${encodeURIComponent(reviewId)}`, { method: "DELETE" });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReview, onSuccess: () => invalidateCatalogue(queryClient) });
}
