import type { TJobListItem } from "@/shared/schemas/jobs.ts";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { EmergencyBadge, JobPriorityBadge, JobStatusBadge, OverdueBadge } from "./job-badges.tsx";
import { amountText, personName, placeText, scheduleText, shortId, technicianName } from "./job-format.ts";
import type { TJobSelection } from "./job-selection.ts";

type TJobListProps = { jobs: TJobListItem[]; wide: boolean; selection: TJobSelection; onOpen: (id: string) => void };

/**
 * staff-side.md §2 List View: a table from tablet width up; on a phone the same jobs as a
 * stacked list, so nothing scrolls sideways at 375 px. The wide layout adds the location,
 * hours and amount columns.
 */
export function JobList(props: TJobListProps) {
  return (
    <>
      <JobTable {...props} />
      <JobStack {...props} />
    </>
  );
}

function SelectAll({ jobs, selection }: Pick<TJobListProps, "jobs" | "selection">) {
  const ids = jobs.map((job) => job.id);
  const chosen = ids.filter((id) => selection.selectedIds.has(id)).length;
  const checked = chosen === 0 ? false : chosen === ids.length ? true : "indeterminate";
  return <Checkbox checked={checked} onCheckedChange={() => selection.onToggleAll(ids, checked !== true)} aria-label="Select all jobs shown" />;
}

function TitleButton({ job, onOpen }: { job: TJobListItem; onOpen: (id: string) => void }) {
  return (
    <button type="button" onClick={() => onOpen(job.id)} className="text-left font-semibold text-slate-900 hover:text-brand-700 hover:underline">
      {job.title}
    </button>
  );
}

const TH = "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
const TD = "px-3 py-3 align-top";

function JobTable({ jobs, wide, selection, onOpen }: TJobListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Jobs</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <SelectAll jobs={jobs} selection={selection} />
            </th>
            <th scope="col" className={TH}>
              Job
            </th>
            <th scope="col" className={TH}>
              Customer
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={TH}>
              Priority
            </th>
            <th scope="col" className={TH}>
              Scheduled
            </th>
            <th scope="col" className={TH}>
              Technician
            </th>
            {wide ? (
              <>
                <th scope="col" className={TH}>
                  Location
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Hours
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Amount
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <tr key={job.id} className={selection.selectedIds.has(job.id) ? "bg-brand-50/60" : "hover:bg-slate-50"}>
              <td className={TD}>
                <Checkbox checked={selection.selectedIds.has(job.id)} onCheckedChange={() => selection.onToggle(job.id)} aria-label={`Select ${job.title}`} />
              </td>
              <td className={TD}>
                <TitleButton job={job} onOpen={onOpen} />
                <p className="text-xs text-slate-600">#{shortId(job.id)}</p>
              </td>
              <td className={TD}>{personName(job.customer)}</td>
              <td className={TD}>
                <JobStatusBadge status={job.status} />
              </td>
              <td className={TD}>
                <JobPriorityBadge priority={job.priority} />
                <EmergencyBadge job={job} />
                <OverdueBadge job={job} />
              </td>
              <td className={`${TD} whitespace-nowrap`}>{scheduleText(job)}</td>
              <td className={TD}>{technicianName(job)}</td>
              {wide ? (
                <>
                  <td className={TD}>{placeText(job)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{job.estimated_hours ?? "—"}</td>
                  <td className={`${TD} text-right tabular-nums`}>{amountText(job)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JobStack({ jobs, selection, onOpen }: TJobListProps) {
  return (
    <div className="md:hidden">
      <div className="mb-2 flex items-center gap-3 px-1 text-sm text-slate-700">
        <SelectAll jobs={jobs} selection={selection} />
        <span aria-hidden="true">Select all</span>
      </div>
      <ul aria-label="Jobs" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {jobs.map((job) => (
          <li key={job.id} className="flex gap-3 p-4">
            <Checkbox
              className="mt-0.5"
              checked={selection.selectedIds.has(job.id)}
              onCheckedChange={() => selection.onToggle(job.id)}
              aria-label={`Select ${job.title}`}
            />
            <div className="min-w-0 flex-1 space-y-1.5">
              <TitleButton job={job} onOpen={onOpen} />
              <div className="flex flex-wrap gap-1.5">
                <JobStatusBadge status={job.status} />
                <JobPriorityBadge priority={job.priority} />
                <EmergencyBadge job={job} />
                <OverdueBadge job={job} />
              </div>
              <p className="truncate text-sm text-slate-700">
                {personName(job.customer)} · {placeText(job)}
              </p>
              <p className="text-sm text-slate-600">{scheduleText(job)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
