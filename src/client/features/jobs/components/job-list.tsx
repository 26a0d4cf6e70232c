import type { TJobListItem } from "@/shared/schemas/jobs.ts";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { EmergencyBadge, JobPriorityBadge, JobStatusBadge, OverdueBadge } from "./job-badges.tsx";
import { amountText, personName, placeText, scheduleText, shortId, technicianName } from "./job-format.ts";
import type { TJobSelection } from "./job-selection.ts";
import { Table, TableBody, TableHead, Td, Th } from "@/client/ui/table.tsx";

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

function JobTable({ jobs, wide, selection, onOpen }: TJobListProps) {
  return (
    <Table caption="Jobs" fromTablet>
      <TableHead>
        <Th className="w-10">
          <SelectAll jobs={jobs} selection={selection} />
        </Th>
        <Th>Job</Th>
        <Th>Customer</Th>
        <Th>Status</Th>
        <Th>Priority</Th>
        <Th>Scheduled</Th>
        <Th>Technician</Th>
        {wide ? (
          <>
            <Th>Location</Th>
            <Th align="right">Hours</Th>
            <Th align="right">Amount</Th>
          </>
        ) : null}
      </TableHead>
      <TableBody>
        {jobs.map((job) => (
          <tr key={job.id} className={selection.selectedIds.has(job.id) ? "bg-brand-50/60" : "hover:bg-slate-50"}>
            <Td>
              <Checkbox checked={selection.selectedIds.has(job.id)} onCheckedChange={() => selection.onToggle(job.id)} aria-label={`Select ${job.title}`} />
            </Td>
            <Td>
              <TitleButton job={job} onOpen={onOpen} />
              <p className="text-xs text-slate-600">#{shortId(job.id)}</p>
            </Td>
            <Td>{personName(job.customer)}</Td>
            <Td>
              <JobStatusBadge status={job.status} />
            </Td>
            <Td>
              <JobPriorityBadge priority={job.priority} />
              <EmergencyBadge job={job} />
              <OverdueBadge job={job} />
            </Td>
            <Td className="whitespace-nowrap">{scheduleText(job)}</Td>
            <Td>{technicianName(job)}</Td>
            {wide ? (
              <>
                <Td>{placeText(job)}</Td>
                <Td align="right">{job.estimated_hours ?? "—"}</Td>
                <Td align="right">{amountText(job)}</Td>
              </>
            ) : null}
          </tr>
        ))}
      </TableBody>
    </Table>
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
