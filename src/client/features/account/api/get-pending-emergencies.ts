import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZPendingEmergencyList } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export type TPendingEmergencyList = z.infer<typeof ZPendingEmergencyList>;

/** customer-side.md §7 Pending emergency list: fee paid, details missing, newest payment first. */
export function getPendingEmergencies(signal?: AbortSignal): Promise<TPendingEmergencyList> {
  return api.get<TPendingEmergencyList>("/api/me/emergency-bookings/pending", { signal });
}

export function pendingEmergenciesQueryOptions() {
  return queryOptions({ queryKey: accountKeys.pendingEmergencies(), queryFn: ({ signal }) => getPendingEmergencies(signal) });
}

export function usePendingEmergencies() {
  return useQuery(pendingEmergenciesQueryOptions());
}
