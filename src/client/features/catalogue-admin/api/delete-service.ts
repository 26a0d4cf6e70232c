import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TServiceDeleted } from "@/shared/schemas/services-admin.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateCatalogue } from "./admin-services-keys.ts";

/** DELETE /api/admin/services/:id: deleted, or made inactive when bookings or jobs name it. */
export function deleteService(id: string): Promise<TServiceDeleted> {
  return apiFetch<TServiceDeleted>(`/api/admin/services/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteService, onSuccess: () => invalidateCatalogue(queryClient) });
}
