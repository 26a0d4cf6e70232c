import { useMemo } from "react";
import { JOB_STATUSES } from "@/shared/rules/job-status.ts";
import { JOB_PRIORITY_NAMES, JOB_VIEWS, type TJobFilters } from "@/shared/schemas/jobs.ts";
import { oneOf, useUrlState } from "@/client/lib/use-url-state.ts";

export type TJobView = (typeof JOB_VIEWS)[number];
type TParam = "q" | "status" | "priority" | "technician" | "view" | "job";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const JOB_STATUS_FILTERS = ["all", ...JOB_STATUSES] as const;
const JOB_PRIORITY_FILTERS = ["all", ...JOB_PRIORITY_NAMES] as const;
const DEFAULTS = { status: "all", priority: "all" } as const;

/**
 * /admin/jobs keeps its search, filters, view and open job in the address
 * (`?q=&status=&priority=&technician=<id>&view=grid|list|map&job=<id>`, plan-10), so a link or a reload shows
 * the same jobs, and the admin home can link straight to one job. Defaults stay out of the URL.
 */
export function useJobsParams() {
  const { searchParams, update } = useUrlState<TParam>(DEFAULTS);
  const q = searchParams.get("q")?.trim() ?? "";
  const status: TJobFilters["status"] = oneOf(JOB_STATUS_FILTERS, searchParams.get("status"), "all");
  const priority: TJobFilters["priority"] = oneOf(JOB_PRIORITY_FILTERS, searchParams.get("priority"), "all");
  const rawView = searchParams.get("view");
  const view: TJobView | null = rawView !== null && (JOB_VIEWS as readonly string[]).includes(rawView) ? (rawView as TJobView) : null;
  const jobId = searchParams.get("job") || null;
  // One technician's jobs (the Technicians pane links here); the server checks the id.
  const rawTechnician = searchParams.get("technician");
  const technician = rawTechnician && UUID.test(rawTechnician) ? rawTechnician : undefined;

  const filters = useMemo<TJobFilters>(() => ({ q: q || undefined, status, priority, technician }), [q, status, priority, technician]);

  return { filters, view, jobId, update };
}

/** True when a search, status, priority or technician narrows the list (staff-side.md §2 empty states). */
export const hasActiveFilters = (filters: TJobFilters) =>
  Boolean(filters.q) || filters.status !== "all" || filters.priority !== "all" || Boolean(filters.technician);
