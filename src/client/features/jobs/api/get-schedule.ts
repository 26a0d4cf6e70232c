import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TSchedule, TScheduleView } from "@/shared/schemas/schedule.ts";
import { api } from "@/client/lib/api-client.ts";
import { adminJobsKeys } from "./admin-jobs-keys.ts";

/** Under the admin jobs' key root: every job change, and every `job.changed` heard (useLiveJobs), redraws the board. */
export const scheduleKey = (view: TScheduleView, date: string) => [...adminJobsKeys.all, "schedule", view, date] as const;

/** GET /api/admin/schedule: a day or a week of the technicians' jobs and the Unscheduled tray. */
export function getSchedule(view: TScheduleView, date: string, signal?: AbortSignal): Promise<TSchedule> {
  return api.get<TSchedule>("/api/admin/schedule", { query: { view, date }, signal });
}

export function scheduleQueryOptions(view: TScheduleView, date: string) {
  return queryOptions({ queryKey: scheduleKey(view, date), queryFn: ({ signal }) => getSchedule(view, date, signal) });
}

export function useSchedule(view: TScheduleView, date: string) {
  return useQuery({ ...scheduleQueryOptions(view, date), placeholderData: keepPreviousData });
}
