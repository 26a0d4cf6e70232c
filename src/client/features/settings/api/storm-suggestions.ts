import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TStormSuggestions } from "@/shared/schemas/weather-alerts.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

// Decision 0173: what the weather service's alerts suggest, shown in the storm settings.
export const stormSuggestionKeys = { all: [...userScopedKey, "admin", "storm-suggestions"] as const };

export const stormSuggestionsQueryOptions = queryOptions({
  queryKey: stormSuggestionKeys.all,
  queryFn: ({ signal }) => api.get<TStormSuggestions>("/api/admin/storm/suggestions", { signal }),
});

export function useStormSuggestions() {
  return useQuery(stormSuggestionsQueryOptions);
}

/** POST /api/admin/storm/suggestions/:id/dismiss: the suggestion is not shown again. */
export function useDismissStormSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`/api/admin/storm/suggestions/${encodeURIComponent(id)}/dismiss`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stormSuggestionKeys.all }),
  });
}
