import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client.ts";
import { favoritesQueryKeys } from "./get-favorites.ts";

export function removeFavorite(serviceId: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/favorites/${encodeURIComponent(serviceId)}`, { method: "DELETE" });
}

/** customer-side.md §4 Favourites toggle: the list is re-fetched after each change. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKeys.all }),
  });
}
