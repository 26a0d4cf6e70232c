import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TEstimate, TEstimateDocument, TSaveEstimateRequest } from "@/shared/schemas/estimates.ts";
import { api, apiFetch } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { technicianKeys } from "./technician-keys.ts";
import { IDEMPOTENCY_HEADER } from "@/shared/schemas/common.ts";

/** GET /api/technician/jobs/:id/estimates: the job's saved estimates with their status. */
export function getJobEstimates(jobId: string, signal?: AbortSignal) {
  return api.get<{ items: TEstimate[] }>(`/api/technician/jobs/${encodeURIComponent(jobId)}/estimates`, { signal });
}

/** The list, read again when an estimate changes anywhere (the customer's decision arrives live). */
export function useJobEstimates(jobId: string | null) {
  const queryClient = useQueryClient();
  useLiveEvents(["estimate.changed"], () => queryClient.invalidateQueries({ queryKey: [...technicianKeys.tools, "estimates"] }), Boolean(jobId));
  return useQuery(
    queryOptions({
      queryKey: technicianKeys.estimates(jobId ?? ""),
      queryFn: ({ signal }) => getJobEstimates(jobId!, signal),
      enabled: Boolean(jobId),
    }),
  );
}

type TSave = { jobId: string; estimateId: string | null; body: TSaveEstimateRequest; idempotencyKey: string };

/** POST /api/technician/jobs/:id/estimates or PUT /api/technician/estimates/:id: the server prices it. */
export function saveEstimate({ jobId, estimateId, body, idempotencyKey }: TSave) {
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  return estimateId
    ? apiFetch<TEstimate>(`/api/technician/estimates/${encodeURIComponent(estimateId)}`, { method: "PUT", body, headers })
    : apiFetch<TEstimate>(`/api/technician/jobs/${encodeURIComponent(jobId)}/estimates`, { method: "POST", body, headers });
}

/** POST /api/technician/estimates/:id/send: e-mailed to the customer and shown in their My Bookings. */
export function sendEstimate({ estimateId, idempotencyKey }: { estimateId: string; idempotencyKey: string }) {
  return api.post<TEstimate>(`/api/technician/estimates/${encodeURIComponent(estimateId)}/send`, undefined, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** GET /api/technician/estimates/:id: the printable document with the business's details. */
export function getEstimateDocument(estimateId: string) {
  return api.get<TEstimateDocument>(`/api/technician/estimates/${encodeURIComponent(estimateId)}`);
}

function useEstimateWrite<T>(mutationFn: (input: T) => Promise<TEstimate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (estimate) => queryClient.invalidateQueries({ queryKey: technicianKeys.estimates(estimate.job_id) }),
  });
}

export const useSaveEstimate = () => useEstimateWrite(saveEstimate);
export const useSendEstimate = () => useEstimateWrite(sendEstimate);
