import { useMutation, type QueryClient } from "@tanstack/react-query";
import { toast } from "@/client/lib/toast.ts";
import type { TJobStatus } from "@/shared/rules/job-status.ts";
import type { TTechnicianNotesSaved, TTechnicianStatusChanged } from "@/shared/schemas/technician-jobs.ts";
import { IDEMPOTENCY_HEADER } from "@/shared/schemas/common.ts";
import { apiFetch, errorMessage } from "@/client/lib/api-client.ts";
import type { TJobRooms } from "@/shared/schemas/estimates.ts";
import { saveJobRooms } from "./job-rooms.ts";
import { technicianKeys, technicianMutationKeys } from "./technician-keys.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// Phone first: Start Job, Complete, Save Notes and Save to Job (rooms) are TanStack Query mutations that
// wait while the phone is offline (networkMode 'online' pauses them), are persisted with the
// cache and resume on reconnect or after a reload. A paused mutation is restored without its
// function, so the functions are registered as mutation defaults by key, before the restore.
// Each carries the Idempotency-Key made when the technician tapped: a replay changes nothing twice.

export type TMoveVariables = { jobId: string; title: string; expected: TJobStatus; idempotencyKey: string };
export type TNotesVariables = { jobId: string; title: string; customer_notes: string; internal_notes: string; idempotencyKey: string };

const MOVED = { start: m.tech_toast_started, complete: m.tech_toast_completed } as const;

function move(kind: "start" | "complete") {
  return ({ jobId, expected, idempotencyKey }: TMoveVariables) =>
    apiFetch<TTechnicianStatusChanged>(`/api/technician/jobs/${jobId}/${kind}`, {
      method: "POST",
      body: { expected },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
}

function saveNotes({ jobId, customer_notes, internal_notes, idempotencyKey }: TNotesVariables) {
  return apiFetch<TTechnicianNotesSaved>(`/api/technician/jobs/${jobId}/notes`, {
    method: "POST",
    body: { customer_notes, internal_notes },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Registers the writes' functions and reactions on the client, so a restored paused write can run. */
export function registerTechnicianWrites(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: technicianKeys.all });
  for (const kind of ["start", "complete"] as const) {
    queryClient.setMutationDefaults(technicianMutationKeys[kind], {
      mutationFn: move(kind),
      networkMode: "online",
      onSuccess: (_data, variables: TMoveVariables) => {
        // staff-side.md §8: success 'Job marked as <status>'.
        toast.success(MOVED[kind](), { description: variables.title });
      },
      // §8: 'Failed to update job status', with the server's reason (a 409 says what happened).
      onError: (error) => toast.error(m.tech_toast_status_failed(), { description: errorMessage(error) }),
      onSettled: refresh,
    });
  }
  queryClient.setMutationDefaults(technicianMutationKeys.rooms, {
    mutationFn: saveJobRooms,
    networkMode: "online",
    onSuccess: (saved: TJobRooms) => {
      queryClient.setQueryData(technicianKeys.rooms(saved.job_id), saved);
      toast.success(m.tech_toast_success(), { description: m.tech_rooms_saved({ count: saved.rooms.length }) });
    },
    onError: (error) => toast.error(m.tech_toast_error(), { description: errorMessage(error, m.tech_rooms_save_failed()) }),
  });
  queryClient.setMutationDefaults(technicianMutationKeys.notes, {
    mutationFn: saveNotes,
    networkMode: "online",
    onSuccess: () => toast.success(m.tech_toast_notes_saved()),
    onError: (error) => toast.error(m.tech_toast_notes_failed(), { description: errorMessage(error) }),
    onSettled: refresh,
  });
}

export function useStartJob() {
  return useMutation<TTechnicianStatusChanged, Error, TMoveVariables>({ mutationKey: technicianMutationKeys.start });
}
export function useCompleteJob() {
  return useMutation<TTechnicianStatusChanged, Error, TMoveVariables>({ mutationKey: technicianMutationKeys.complete });
}
export function useSaveNotes() {
  return useMutation<TTechnicianNotesSaved, Error, TNotesVariables>({ mutationKey: technicianMutationKeys.notes });
}
