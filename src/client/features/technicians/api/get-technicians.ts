import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TTechnicianPage } from "@/shared/schemas/technicians.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export type TTechnicianListParams = { q: string; page: number };

// Under the user-scoped root (lib/auth/me.ts).
export const techniciansKeys = {
  all: [...userScopedKey, "admin-technicians"] as const,
  list: (params: TTechnicianListParams) => [...techniciansKeys.all, "list", params] as const,
};

/** GET /api/admin/technicians: a numbered page, searched on the server. */
export function getTechnicians(params: TTechnicianListParams, signal?: AbortSignal): Promise<TTechnicianPage> {
  return api.get<TTechnicianPage>("/api/admin/technicians", { query: { q: params.q || undefined, page: params.page > 1 ? params.page : undefined }, signal });
}

export function techniciansQueryOptions(params: TTechnicianListParams) {
  return queryOptions({
    queryKey: techniciansKeys.list(params),
    queryFn: ({ signal }) => getTechnicians(params, signal),
    placeholderData: keepPreviousData,
    // Today's schedule moves as the day goes: read it again whenever shown, and every minute.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useTechnicians(params: TTechnicianListParams) {
  return useQuery(techniciansQueryOptions(params));
}
