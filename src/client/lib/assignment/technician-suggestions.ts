import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTechnicianSuggestions } from "@/shared/schemas/job-assignment.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

// Decision 0154: assign in one tap, from the job detail and the admin home alike, so
// it sits in lib/ where both features reach it.

export const assignmentKeys = {
  all: [...userScopedKey, "admin", "assignment"] as const,
  suggestions: (jobId: string) => [...assignmentKeys.all, "suggestions", jobId] as const,
};

/** GET /api/admin/jobs/:id/technician-suggestions: the technicians, suggested first, each with why. */
export function getTechnicianSuggestions(jobId: string, signal?: AbortSignal): Promise<TTechnicianSuggestions> {
  return api.get<TTechnicianSuggestions>(`/api/admin/jobs/${encodeURIComponent(jobId)}/technician-suggestions`, { signal });
}

/** Read when the list opens, and afresh each time: who is free changes through the day. */
export function useTechnicianSuggestions(jobId: string, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: assignmentKeys.suggestions(jobId), queryFn: ({ signal }) => getTechnicianSuggestions(jobId, signal), enabled, staleTime: 0 }),
  );
}
