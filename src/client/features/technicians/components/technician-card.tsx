import { Link } from "react-router";
import { Star } from "lucide-react";
import type { TTechnicianListItem } from "@/shared/schemas/technicians.ts";
import { telHref } from "@/client/lib/format.ts";
import { adminDaySheetHref, adminJobHref, adminTechnicianJobsHref } from "@/client/lib/paths.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { HoursDialogButton } from "./hours-dialog.tsx";

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  in_progress: "In progress",
  on_hold: "On hold",
  completed: "Completed",
  cancelled: "Cancelled",
};

function Rating({ rating }: { rating: TTechnicianListItem["rating"] }) {
  if (rating.average === null) return <span className="text-slate-500">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="font-semibold tabular-nums">{rating.average.toFixed(1)}</span>
      <span className="text-slate-600">
        ({rating.count} {rating.count === 1 ? "review" : "reviews"})
      </span>
    </span>
  );
}

/** One technician: contact, job counts, rating and today's schedule linking to each job. */
export function TechnicianCard({ technician }: { technician: TTechnicianListItem }) {
  const headingId = `technician-${technician.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
              {technician.name}
              {technician.is_active ? null : <Badge variant="outline">Former technician</Badge>}
            </h2>
            <p className="flex flex-wrap gap-x-3">
              <a href={`mailto:${technician.email}`} className="break-all text-slate-700 hover:underline">
                {technician.email}
              </a>
              {technician.phone ? (
                <a href={telHref(technician.phone)} className="text-slate-700 hover:underline">
                  {technician.phone}
                </a>
              ) : null}
            </p>
          </div>
          <Rating rating={technician.rating} />
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
          <div>
            <dt className="text-xs text-slate-600">Assigned</dt>
            <dd className="text-xl font-semibold tabular-nums">{technician.jobs.assigned}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Active</dt>
            <dd className="text-xl font-semibold tabular-nums">{technician.jobs.active}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Completed</dt>
            <dd className="text-xl font-semibold tabular-nums">{technician.jobs.completed}</dd>
          </div>
        </dl>
        <h3 className="mt-4 font-semibold text-slate-900">Today's schedule</h3>
        {technician.today.length === 0 ? (
          <p className="mt-1 text-slate-600">No jobs today.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {technician.today.map((job) => (
              <li key={job.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-100 px-3 py-2">
                <div className="min-w-0">
                  <span className="mr-2 font-semibold text-slate-700 tabular-nums">{job.scheduled_time ?? "Any time"}</span>
                  <Link to={adminJobHref(job.id)} className="font-medium break-words text-brand-700 hover:underline">
                    {job.title}
                  </Link>
                  <p className="text-slate-600">
                    {job.customer_name} · {job.service_city}
                  </p>
                </div>
                <Badge variant={job.status === "completed" ? "success" : "secondary"}>{STATUS_LABELS[job.status] ?? job.status}</Badge>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to={adminTechnicianJobsHref(technician.id)} className="inline-block font-medium text-brand-700 hover:underline">
            All jobs of {technician.name}
          </Link>
          {/* Today's jobs in route order, printable. */}
          <Link to={adminDaySheetHref(technician.id)} className="inline-block font-medium text-brand-700 hover:underline">
            Day sheet<span className="sr-only"> of {technician.name}</span>
          </Link>
          <HoursDialogButton technician={technician} />
        </div>
      </article>
    </li>
  );
}
