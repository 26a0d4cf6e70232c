import { Link } from "react-router";
import { CalendarDays, CheckCircle2, FileText, Info, MapPin, Navigation, Phone, Play, User } from "lucide-react";
import type { TTechnicianJob } from "@/shared/schemas/technician-jobs.ts";
import { telHref } from "@/client/lib/format.ts";
import { technicianWorkOrderHref } from "@/client/lib/paths.ts";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { EmergencySummary } from "@/client/ui/emergency-summary.tsx";
import { openDirections, placeText } from "../lib/directions.ts";
import { scheduleLine } from "../lib/schedule-line.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { useJobMoves } from "./use-job-moves.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** staff-side.md §2 Jobs tab: a job card with Start Job, Complete, directions, call customer and Details. */
export function JobCard({ job, onDetails }: { job: TTechnicianJob; onDetails: () => void }) {
  const moves = useJobMoves(job);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`job-${job.id}-title`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={`job-${job.id}-title`} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {job.title}
        </h3>
        <JobStatusBadge status={job.status} />
      </div>
      {job.emergency ? <EmergencySummary summary={job.emergency} className="mt-2" /> : null}
      {job.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{job.description}</p> : null}
      <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="sr-only">{m.tech_card_address()}</dt>
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 break-words">{placeText(job)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">{m.tech_card_scheduled()}</dt>
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <dd>{scheduleLine(job)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">{m.tech_customer()}</dt>
          <User aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 break-words">{job.customer_name || m.tech_customer()}</dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {moves.canStart ? (
          <Button size="lg" className="col-span-2" disabled={moves.busy} onClick={moves.start}>
            <Play aria-hidden="true" />
            {m.tech_start_job()}
          </Button>
        ) : null}
        {moves.canComplete ? (
          <Button size="lg" variant="accent" className="col-span-2" disabled={moves.busy} onClick={moves.complete}>
            <CheckCircle2 aria-hidden="true" />
            {m.tech_complete()}
          </Button>
        ) : null}
        <Button size="lg" variant="outline" onClick={() => openDirections(job)} aria-label={m.tech_directions_to({ place: placeText(job) })}>
          <Navigation aria-hidden="true" />
          {m.tech_directions()}
        </Button>
        {job.customer_phone ? (
          <a
            href={telHref(job.customer_phone)}
            className={buttonClassName({ variant: "outline", size: "lg" })}
            aria-label={job.customer_name ? m.tech_call_named({ name: job.customer_name }) : m.tech_call_customer()}
          >
            <Phone aria-hidden="true" />
            {m.tech_call()}
          </a>
        ) : (
          <Button size="lg" variant="outline" disabled>
            <Phone aria-hidden="true" />
            {m.tech_no_phone()}
          </Button>
        )}
        <Button size="lg" variant="ghost" className="border border-slate-200" onClick={onDetails} aria-label={m.tech_details_of({ title: job.title })}>
          <Info aria-hidden="true" />
          {m.tech_details()}
        </Button>
        {/* The job's printable work order, the office's own sheet. */}
        <Link
          to={technicianWorkOrderHref(job.id)}
          className={buttonClassName({ variant: "ghost", size: "lg", className: "border border-slate-200" })}
          aria-label={m.tech_work_order_of({ title: job.title })}
        >
          <FileText aria-hidden="true" />
          {m.tech_work_order()}
        </Link>
      </div>
    </article>
  );
}
