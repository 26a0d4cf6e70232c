import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/**
 * Live views: a job created, changed or deleted by anyone refreshes /admin/jobs in
 * place. The queries refetch under their own keys, so filters, selection and scroll stay.
 */
export function useLiveJobs() {
  const queryClient = useQueryClient();
  useLiveEvents(["job.changed", "booking.changed"], () => void queryClient.invalidateQueries({ queryKey: adminJobsKeys.all }));
}
