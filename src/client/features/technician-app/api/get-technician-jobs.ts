import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TTechnicianJobPage } from "@/shared/schemas/technician-jobs.ts";
import { api } from "@/client/lib/api-client.ts";
import { technicianKeys } from "./technician-keys.ts";

export type TTechnicianJobView = "open" | "done";

/** GET /api/technician/jobs: open jobs (today's first), or the completed ones page by page. */
export const technicianJobsQuery = (view: TTechnicianJobView) =>
  infiniteQueryOptions({
    queryKey: technicianKeys.list(view),
    queryFn: ({ pageParam, signal }) => api.get<TTechnicianJobPage>("/api/technician/jobs", { query: { view, cursor: pageParam, limit: 20 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export function useTechnicianJobs(view: TTechnicianJobView) {
  return useInfiniteQuery(technicianJobsQuery(view));
}
