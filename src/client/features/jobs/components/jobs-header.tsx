import { Download, Plus, Settings } from "lucide-react";
import type { TJobCount } from "@/shared/schemas/jobs.ts";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { lazy } from "@/client/lib/lazy.ts";

type TJobsHeaderProps = {
  count: TJobCount | undefined;
  selected: number;
  exportHref: string;
  onNewJob: () => void;
  onSettings: () => void;
};

const number = lazy(() => new Intl.NumberFormat("en-US"));

/** staff-side.md §2: the title with its counters (total, filtered, selected), and New Job, Export and Settings. */
export function JobsHeader({ count, selected, exportHref, onNewJob, onSettings }: TJobsHeaderProps) {
  const counters = [
    { label: "Total", value: count?.total },
    { label: "Filtered", value: count?.filtered },
    { label: "Selected", value: selected },
  ];
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Jobs Management</h1>
        <dl aria-label="Job counters" className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          {counters.map(({ label, value }) => (
            <div key={label} className="flex gap-1.5">
              <dt>{label}:</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value === undefined ? "…" : number().format(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onSettings}>
          <Settings aria-hidden="true" />
          Settings
        </Button>
        {/* A plain link: the browser downloads the server's streamed CSV with the session cookie. */}
        <a href={exportHref} download className={buttonClassName({ variant: "outline" })}>
          <Download aria-hidden="true" />
          Export
        </a>
        <Button onClick={onNewJob}>
          <Plus aria-hidden="true" />
          New Job
        </Button>
      </div>
    </div>
  );
}
