import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminService, TServiceRequest } from "@/shared/schemas/services-admin.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateCatalogue } from "./admin-services-keys.ts";

export type TSaveServiceRequest = { id?: string; body: TServiceRequest };

/** POST /api/admin/services, or PUT /api/admin/services/:id when editing. */
export function saveService({ id, body }: TSaveServiceRequest): Promise<TAdminService> {
  return id
    ? apiFetch<TAdminService>(`/api/admin/services/${encodeURIComponent(id)}`, { method: "PUT", body })
    : apiFetch<TAdminService>("/api/admin/services", { method: "POST", body });
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSuccess: () => invalidateCatalogue(queryClient) });
}
