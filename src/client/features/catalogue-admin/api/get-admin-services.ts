import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminServiceList } from "@/shared/schemas/services-admin.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminServicesKeys } from "./admin-services-keys.ts";

/** GET /api/admin/services: every service, inactive ones too, newest first (staff-side.md §7). */
export function getAdminServices(signal?: AbortSignal): Promise<TAdminServiceList> {
  return api.get<TAdminServiceList>("/api/admin/services", { signal });
}

export function adminServicesQueryOptions() {
  return queryOptions({ queryKey: adminServicesKeys.list(), queryFn: ({ signal }) => getAdminServices(signal) });
}

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions());
}
