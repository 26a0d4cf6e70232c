import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateJobRequest } from "@/shared/schemas/jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** POST /api/admin/jobs → 201 `{ id }`. */
export function createJob(body: TCreateJobRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>("/api/admin/jobs", body);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }),
  });
}
