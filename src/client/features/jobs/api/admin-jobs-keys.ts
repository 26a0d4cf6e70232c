import type { TJobFilters } from "@/shared/schemas/jobs.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

// Query keys of the admin jobs screen, in one place so every change can invalidate what it
// touches. Under the user-scoped root, so signing out forgets them (lib/auth/me.ts). A change
// to any job invalidates `all`: the pages, the counters, the open detail (and anything else of
// the jobs screen that keys itself under it, such as the cards and the map).
export const adminJobsKeys = {
  all: [...userScopedKey, "admin", "jobs"] as const,
  lists: () => [...adminJobsKeys.all, "list"] as const,
  list: (filters: TJobFilters, pageSize: number) => [...adminJobsKeys.lists(), filters, pageSize] as const,
  count: (filters: TJobFilters) => [...adminJobsKeys.all, "count", filters] as const,
  detail: (id: string) => [...adminJobsKeys.all, "detail", id] as const,
  customerOptions: (q: string) => [...adminJobsKeys.all, "customer-options", q] as const,
  technicianOptions: () => [...adminJobsKeys.all, "technician-options"] as const,
  preferences: () => [...userScopedKey, "admin", "preferences", "jobs"] as const,
};

/** The filters as the API's query string takes them ("all" is the same as leaving one out). */
export function filtersQuery(filters: TJobFilters) {
  return {
    q: filters.q || undefined,
    status: filters.status === "all" ? undefined : filters.status,
    priority: filters.priority === "all" ? undefined : filters.priority,
    technician: filters.technician,
  };
}
