import type { TJobFilters } from "@/shared/schemas/jobs.ts";
import { filtersQuery } from "./admin-jobs-keys.ts";

/**
 * GET /api/admin/jobs/export.csv: every job the filters select, streamed by the server as CSV
 * (Export). The browser downloads it through a plain link, with the session cookie.
 */
export function jobsExportHref(filters: TJobFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersQuery(filters))) if (value) params.set(key, value);
  const search = params.toString();
  return `/api/admin/jobs/export.csv${search ? `?${search}` : ""}`;
}
