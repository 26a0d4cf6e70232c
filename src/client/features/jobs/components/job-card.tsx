import { useId } from "react";
import { CalendarDays, MapPin, User, Wrench } from "lucide-react";
import type { TJobListItem } from "@/shared/schemas/jobs.ts";
import { cn } from "@/client/lib/cn.ts";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { EmergencyBadge, JobPriorityBadge, JobStatusBadge, OverdueBadge } from "./job-badges.tsx";
import { amountText, personName, placeText, scheduleText, shortId, technicianName } from "./job-format.ts";

type TJobCardProps = { job: TJobListItem; selected: boolean; compact: boolean; onToggle: (id: string) => void; onOpen: (id: string) => void };

/** A job in the Grid View: the whole card opens it; the checkbox selects it for the bulk bar. */
export function JobCard({ job, selected, compact, onToggle, onOpen }: TJobCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col gap-3 rounded-2xl border bg-white shadow-sm transition-colors focus-within:border-brand-400 hover:border-brand-300",
        selected ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200",
        compact ? "p-4" : "p-5",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={job.status} />
          <JobPriorityBadge priority={job.priority} />
          <EmergencyBadge job={job} />
          <OverdueBadge job={job} />
        </div>
        {/* Above the card's stretched button, so a click here selects instead of opening. */}
        <Checkbox className="relative z-10" checked={selected} onCheckedChange={() => onToggle(job.id)} aria-label={`Select ${job.title}`} />
      </div>
      <div>
        <h3 id={titleId} className="font-semibold text-slate-900">
          <button
            type="button"
            onClick={() => onOpen(job.id)}
            className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
          >
            {job.title}
          </button>
        </h3>
        <p className="text-xs text-slate-600">#{shortId(job.id)}</p>
        {!compact && job.description ? <p className="mt-2 line-clamp-2 text-sm text-slate-700">{job.description}</p> : null}
      </div>
      <dl className="mt-auto grid gap-1.5 text-sm text-slate-700">
        <Fact icon={User} label="Customer" value={personName(job.customer)} />
        <Fact icon={MapPin} label="Location" value={placeText(job)} />
        <Fact icon={CalendarDays} label="Scheduled" value={scheduleText(job)} />
        <Fact icon={Wrench} label="Technician" value={technicianName(job)} />
      </dl>
      {job.total_amount !== null || job.emergency ? <p className="text-base font-semibold text-slate-900 tabular-nums">{amountText(job)}</p> : null}
    </article>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof User; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <dt className="sr-only">{label}</dt>
      <dd className="truncate">{value}</dd>
    </div>
  );
}
