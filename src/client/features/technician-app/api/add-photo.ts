import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TTechnicianPhoto } from "@/shared/schemas/technician-jobs.ts";
import { IDEMPOTENCY_HEADER } from "@/shared/schemas/common.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { uploadFile } from "@/client/lib/uploads/upload-file.ts";
import { technicianKeys } from "./technician-keys.ts";

/**
 * Take Photo: the image goes through the media pipeline (POST /api/uploads, folder jobs), then
 * is kept on the job. Online only: a queued photo would have to keep the file (decision 0063).
 */
export function useAddPhoto(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: async (file: File) => {
      const uploaded = await uploadFile({ file, folder: "jobs" });
      return apiFetch<TTechnicianPhoto>(`/api/technician/jobs/${jobId}/photos`, {
        method: "POST",
        body: { url: uploaded.url },
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technicianKeys.job(jobId) }),
  });
}
