import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { TJobRooms, TSaveRoomsRequest } from "@/shared/schemas/estimates.ts";
import { api, apiFetch } from "@/client/lib/api-client.ts";
import { technicianKeys, technicianMutationKeys } from "./technician-keys.ts";
import { IDEMPOTENCY_HEADER } from "@/shared/schemas/common.ts";

/** GET /api/technician/jobs/:id/rooms: the rooms saved on the job (the Estimate tab's area fill). */
export function getJobRooms(jobId: string, signal?: AbortSignal) {
  return api.get<TJobRooms>(`/api/technician/jobs/${encodeURIComponent(jobId)}/rooms`, { signal });
}

export function useJobRooms(jobId: string | null) {
  return useQuery(queryOptions({ queryKey: technicianKeys.rooms(jobId ?? ""), queryFn: ({ signal }) => getJobRooms(jobId!, signal), enabled: Boolean(jobId) }));
}

/** What Save to Job sends; the job's title names it in the offline banner. */
export type TRoomsVariables = { jobId: string; title: string; body: TSaveRoomsRequest; idempotencyKey: string };

/** PUT /api/technician/jobs/:id/rooms (Save to Job): replaces the job's rooms; the key makes a retry harmless. */
export function saveJobRooms({ jobId, body, idempotencyKey }: TRoomsVariables) {
  return apiFetch<TJobRooms>(`/api/technician/jobs/${encodeURIComponent(jobId)}/rooms`, {
    method: "PUT",
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/**
 * Phone first: measurements saved while offline wait, are kept with the other waiting
 * writes and sent on reconnect (the function and reactions are registered by key in job-writes.ts).
 */
export function useSaveJobRooms() {
  return useMutation<TJobRooms, Error, TRoomsVariables>({ mutationKey: technicianMutationKeys.rooms });
}
