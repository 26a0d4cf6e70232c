import { Link } from "react-router";
import { Flame } from "lucide-react";
import type { THomeJob } from "@/shared/schemas/admin-home.ts";
import { cn } from "@/client/lib/cn.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { jobHref } from "./job-labels.ts";

type THomeJobLinkProps = {
  job: THomeJob;
  /** The slot, in a column of its own (a technician's timeline). */
  time?: string;
  /** When it is due, above the title (the unassigned list). */
  when?: string;
  /** The day is today: the eyebrow stands out. */
  soon?: boolean;
};

/** A job on the board: when, what, for whom and where; it opens the job's detail on the jobs page. */
export function HomeJobLink({ job, time, when, soon = false }: THomeJobLinkProps) {
  return (
    <Link to={jobHref(job.id)} className="group flex items-start gap-3 px-4 py-2.5 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5">
      {time !== undefined ? <span className="w-16 shrink-0 pt-0.5 text-xs font-semibold text-slate-700 tabular-nums">{time}</span> : null}
      <span className="min-w-0 flex-1">
        {when ? <span className={cn("block text-xs font-semibold", soon ? "text-amber-800" : "text-slate-600")}>{when}</span> : null}
        <span className="flex items-start gap-1.5 font-medium text-slate-900 group-hover:text-brand-700">
          {job.priority === 3 ? <Flame role="img" aria-label="High priority" className="mt-0.5 size-4 shrink-0 text-red-600" /> : null}
          <span className="line-clamp-2 break-words">{job.title}</span>
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <JobStatusBadge status={job.status} />
          <span className="min-w-0 truncate">
            {job.customer_name || "Customer"} · {job.service_city}
          </span>
        </span>
      </span>
    </Link>
  );
}
