import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJobViewPreferences } from "@/shared/schemas/jobs.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** PUT /api/admin/preferences/jobs: the whole settings object, answered with what was saved. */
export function updateJobPreferences(body: TJobViewPreferences): Promise<TJobViewPreferences> {
  return apiFetch<TJobViewPreferences>("/api/admin/preferences/jobs", { method: "PUT", body });
}

export function useUpdateJobPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobPreferences,
    onSuccess: (saved) => queryClient.setQueryData(adminJobsKeys.preferences(), saved),
  });
}
