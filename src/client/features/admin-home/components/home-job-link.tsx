import { Link } from "react-router";
import { Flame } from "lucide-react";
import type { THomeJob } from "@/shared/schemas/admin-home.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { jobHref } from "./job-labels.ts";

/** A job on the board: when, what, for whom and where; it opens the job's detail on the jobs page. */
export function HomeJobLink({ job, when }: { job: THomeJob; when: string }) {
  const high = job.priority === 3;
  return (
    <Link to={jobHref(job.id)} className="group flex items-start gap-3 px-4 py-2.5 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5">
      <span className="w-16 shrink-0 pt-0.5 text-xs font-semibold text-slate-700 tabular-nums sm:w-20">{when}</span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-medium text-slate-900 group-hover:text-brand-700">
          {high ? <Flame role="img" aria-label="High priority" className="size-4 shrink-0 text-red-600" /> : null}
          <span className="truncate">{job.title}</span>
        </span>
        <span className="block truncate text-sm text-slate-600">
          {job.customer_name || "Customer"} · {job.service_city}
        </span>
      </span>
      <JobStatusBadge status={job.status} className="mt-0.5" />
    </Link>
  );
}
