import type { QueryClient } from "@tanstack/react-query";

// Query keys of the website admin, in one place so its mutations invalidate what they change.
export const websiteKeys = {
  all: ["admin", "website"] as const,
  banners: () => [...websiteKeys.all, "banners"] as const,
};

/**
 * The landing page shows what is saved here at once. The server keeps no cache
 * (the hero answers no-cache); in this browser the landing page's hero query is refetched too
 * (its key is the marketing feature's `["website", "hero"]`).
 */
export function invalidateWebsite(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: websiteKeys.all }), queryClient.invalidateQueries({ queryKey: ["website", "hero"] })]);
}
