import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCustomerEstimate } from "@/shared/schemas/estimates.ts";
import { api } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { accountKeys } from "./account-keys.ts";

const estimatesKey = () => [...accountKeys.all, "estimates"] as const;

/** GET /api/me/estimates: the estimates sent to me, with the deposit already paid. */
export function getMyEstimates(signal?: AbortSignal) {
  return api.get<{ items: TCustomerEstimate[] }>("/api/me/estimates", { signal });
}

/** Read again when a technician sends or changes one (it arrives live). */
export function useMyEstimates() {
  const queryClient = useQueryClient();
  useLiveEvents(["estimate.changed"], () => void queryClient.invalidateQueries({ queryKey: estimatesKey() }));
  return useQuery(queryOptions({ queryKey: estimatesKey(), queryFn: ({ signal }) => getMyEstimates(signal) }));
}

/** POST /api/me/estimates/:id/approve or /decline; the same decision twice changes nothing. */
export function decideEstimate({ id, decision }: { id: string; decision: "approve" | "decline" }) {
  return api.post<TCustomerEstimate>(`/api/me/estimates/${encodeURIComponent(id)}/${decision}`);
}

export function useDecideEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEstimate,
    // Approving sets the job's amount: the bookings are read again too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
