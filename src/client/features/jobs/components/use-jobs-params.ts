import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { JOB_STATUSES } from "@/shared/rules/job-status.ts";
import { JOB_PRIORITY_NAMES, JOB_VIEWS, type TJobFilters } from "@/shared/schemas/jobs.ts";

export type TJobView = (typeof JOB_VIEWS)[number];
type TParam = "q" | "status" | "priority" | "technician" | "view" | "job";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/**
 * /admin/jobs keeps its search, filters, view and open job in the address
 * (`?q=&status=&priority=&technician=<id>&view=grid|list|map&job=<id>`, plan-10), so a link or a reload shows
 * the same jobs, and the admin home can link straight to one job. Defaults stay out of the URL.
 * The same pattern as the catalogue's use-catalogue-params.ts.
 */
export function useJobsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim() ?? "";
  const rawStatus = searchParams.get("status");
  const rawPriority = searchParams.get("priority");
  const status: TJobFilters["status"] = isOneOf(JOB_STATUSES, rawStatus) ? rawStatus : "all";
  const priority: TJobFilters["priority"] = isOneOf(JOB_PRIORITY_NAMES, rawPriority) ? rawPriority : "all";
  const rawView = searchParams.get("view");
  const view: TJobView | null = isOneOf(JOB_VIEWS, rawView) ? rawView : null;
  const jobId = searchParams.get("job") || null;
  // One technician's jobs (the Technicians pane links here); the server checks the id.
  const rawTechnician = searchParams.get("technician");
  const technician = rawTechnician && UUID.test(rawTechnician) ? rawTechnician : undefined;

  const filters = useMemo<TJobFilters>(() => ({ q: q || undefined, status, priority, technician }), [q, status, priority, technician]);

  // Two quick changes must both land: React Router hands a functional update the params of the
  // last render, so keep the newest ones here.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TParam, string | null | undefined>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        const isDefault = !value || ((key === "status" || key === "priority") && value === "all");
        if (isDefault) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      // Filtering is not a new page: no history entry per keystroke, no jump to the top.
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { filters, view, jobId, update };
}

/** True when a search, status, priority or technician narrows the list (staff-side.md §2 empty states). */
export const hasActiveFilters = (filters: TJobFilters) =>
  Boolean(filters.q) || filters.status !== "all" || filters.priority !== "all" || Boolean(filters.technician);
