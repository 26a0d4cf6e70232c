import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { favoritesQueryKeys } from "./get-favorites.ts";

export function addFavorite(serviceId: string): Promise<unknown> {
  return api.post<unknown>("/api/favorites", { service_id: serviceId });
}

/** customer-side.md §4 Favourites toggle: the list is re-fetched after each change. */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKeys.all }),
  });
}
