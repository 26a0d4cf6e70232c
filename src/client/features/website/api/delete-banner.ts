import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client.ts";
import { invalidateWebsite } from "./website-keys.ts";

/** DELETE /api/admin/website/banners/:id: the banner, its ads and its media. */
export function deleteBanner(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/admin/website/banners/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSuccess: () => invalidateWebsite(queryClient) });
}
