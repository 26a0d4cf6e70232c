import { useEffect, useId, useRef, useState } from "react";
import { Search } from "lucide-react";
import { JOB_STATUSES } from "@/shared/rules/job-status.ts";
import { JOB_PRIORITY_NAMES, type TJobFilters } from "@/shared/schemas/jobs.ts";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { useTechnicianOptions } from "../api/get-technician-options.ts";
import { JOB_STATUS_LABELS, PRIORITY_LABELS } from "./job-format.ts";

const SEARCH_DELAY_MS = 300;
// The order of staff-side.md §2: all, high, medium, low.
const PRIORITY_ORDER = [...JOB_PRIORITY_NAMES].reverse();

type TJobsToolbarProps = {
  filters: TJobFilters;
  onChange: (changes: { q?: string; status?: string; priority?: string; technician?: string }) => void;
};

/** staff-side.md §2: the search box and the status and priority filters: the technician filter. */
export function JobsToolbar({ filters, onChange }: TJobsToolbarProps) {
  const statusId = useId();
  const priorityId = useId();
  const technicianId = useId();
  const technicians = useTechnicianOptions();
  const urlQ = filters.q ?? "";
  const [text, setText] = useState(urlQ);
  const [shownQ, setShownQ] = useState(urlQ);
  // The address changed by itself (back button, a link): the box follows it.
  if (urlQ !== shownQ) {
    setShownQ(urlQ);
    setText(urlQ);
  }

  // The server is asked once typing pauses, not on every keystroke.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const q = value.trim();
      setShownQ(q);
      onChange({ q });
    }, SEARCH_DELAY_MS);
  };

  return (
    <div role="search" aria-label="Jobs" className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="relative flex-1">
        <Label htmlFor="jobs-search" className="sr-only">
          Search jobs
        </Label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <Input
          id="jobs-search"
          type="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          placeholder="Search jobs, customers, locations or job IDs..."
          maxLength={100}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <div className="col-span-2 space-y-1 md:w-48">
          <Label htmlFor={technicianId}>Technician</Label>
          <Select id={technicianId} value={filters.technician ?? ""} onChange={(event) => onChange({ technician: event.target.value })}>
            <option value="">All technicians</option>
            {technicians.data?.items.map((technician) => (
              <option key={technician.id} value={technician.id}>
                {`${technician.first_name} ${technician.last_name}`.trim() || "Unnamed technician"}
                {technician.is_active ? "" : " (former)"}
              </option>
            ))}
            {/* A link to a technician the options do not hold yet still shows as chosen. */}
            {filters.technician && technicians.data && !technicians.data.items.some((technician) => technician.id === filters.technician) ? (
              <option value={filters.technician}>Selected technician</option>
            ) : null}
          </Select>
        </div>
        <div className="space-y-1 md:w-44">
          <Label htmlFor={statusId}>Status</Label>
          <Select id={statusId} value={filters.status} onChange={(event) => onChange({ status: event.target.value })}>
            <option value="all">All statuses</option>
            {JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1 md:w-40">
          <Label htmlFor={priorityId}>Priority</Label>
          <Select id={priorityId} value={filters.priority} onChange={(event) => onChange({ priority: event.target.value })}>
            <option value="all">All priorities</option>
            {PRIORITY_ORDER.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
