import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJobNote, TJobNoteRequest } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** POST /api/admin/jobs/:id/notes → 201: a stored customer or internal note (replaces §8's 'requires additional database setup'). */
export function addJobNote(id: string, body: TJobNoteRequest): Promise<TJobNote> {
  return api.post<TJobNote>(`/api/admin/jobs/${encodeURIComponent(id)}/notes`, body);
}

export function useAddJobNote(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TJobNoteRequest) => addJobNote(jobId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.detail(jobId) }),
  });
}
