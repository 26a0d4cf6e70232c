import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TEmergencyTimeline } from "@/shared/schemas/emergency.ts";
import { api } from "@/client/lib/api-client.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { monotonicNow } from "@/client/lib/server-clock.ts";
import { technicianKeys } from "./technician-keys.ts";

// Decision 0158: an emergency job's timeline and its two taps. Read online only (under the
// tools root, which the offline layer does not keep): its times are the server's.
const emergencyKey = (jobId: string) => [...technicianKeys.tools, "emergency", jobId] as const;

/** GET /api/technician/jobs/:id/emergency: null for a job that is no emergency. */
export function useJobEmergency(jobId: string) {
  const queryClient = useQueryClient();
  useLiveEvents(["emergency.changed"], (messages) => {
    if (messages.length === 0 || messages.some((message) => message.data.job_id === jobId)) {
      void queryClient.invalidateQueries({ queryKey: emergencyKey(jobId) });
    }
  });
  return useQuery({
    queryKey: emergencyKey(jobId),
    queryFn: async ({ signal }) => ({
      timeline: await api.get<TEmergencyTimeline | null>(`/api/technician/jobs/${encodeURIComponent(jobId)}/emergency`, { signal }),
      receivedAt: monotonicNow(),
    }),
  });
}

/** POST …/emergency/on-my-way { eta_minutes } and …/emergency/arrived. */
export function useEmergencyMove(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { kind: "on-my-way"; eta_minutes: number } | { kind: "arrived" }) =>
      api.post<TEmergencyTimeline>(
        `/api/technician/jobs/${encodeURIComponent(jobId)}/emergency/${move.kind}`,
        move.kind === "on-my-way" ? { eta_minutes: move.eta_minutes } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyKey(jobId) }),
  });
}
