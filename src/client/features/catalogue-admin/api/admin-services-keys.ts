import type { QueryClient } from "@tanstack/react-query";

// Query keys of the admin catalogue, in one place so its mutations invalidate what they change.
export const adminServicesKeys = {
  all: ["admin", "services"] as const,
  list: () => [...adminServicesKeys.all, "list"] as const,
  reviews: (serviceId: string) => [...adminServicesKeys.all, "reviews", serviceId] as const,
};

/**
 * The public catalogue and its detail dialog show a change at once. There is no cache
 * on the server; in this browser, every query that holds services or reviews is refetched
 * (the catalogue's "services" and "reviews" roots, the booking dialog's and the dashboard's
 * services), as rate-booking.ts does for a customer's review.
 */
export function invalidateCatalogue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminServicesKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["services"] }),
    queryClient.invalidateQueries({ queryKey: ["reviews"] }),
    queryClient.invalidateQueries({ queryKey: ["bookings"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard", "services"] }),
  ]);
}
