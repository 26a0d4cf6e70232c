import type { TJobPriority } from "@/shared/rules/job-status.ts";
import { paths } from "@/client/lib/paths.ts";

// staff-side.md §9 priorities as the home shows them (statuses: shared/rules/job-status.ts).

export const PRIORITY_LABELS: Record<TJobPriority, string> = { 1: "Low", 2: "Medium", 3: "High" };

/** The jobs page opens this job's detail (`/admin/jobs?job=<id>`). */
export const jobHref = (id: string) => `${paths.adminJobs}?job=${encodeURIComponent(id)}`;

/** The Quotes pane opens this quote. */
export const quoteHref = (id: string) => `${paths.adminQuotes}?quote=${encodeURIComponent(id)}`;
