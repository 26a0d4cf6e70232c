import { JOB_STATUSES } from "@/shared/rules/job-status.ts";
import type { TJobMapUnplaced } from "@/shared/schemas/job-map.ts";
import { JOB_STATUS_LABELS, PRIORITY_LABELS } from "../job-format.ts";
import { CLUSTER_SIZE, markerSize } from "./clusters.ts";
import { STATUS_COLORS } from "./draw.ts";

/** §2: the map's legend: a colour per status, a size per priority, and the cluster marker. */
export function JobMapLegend() {
  return (
    <section aria-labelledby="job-map-legend" className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <h3 id="job-map-legend" className="font-semibold text-slate-900">
        Legend
      </h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5">
        {JOB_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1.5 text-slate-700">
            <span aria-hidden="true" className="size-3 rounded-full" style={{ background: STATUS_COLORS[status] }} />
            {JOB_STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
      <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-slate-700">
        {([1, 2, 3] as const).map((priority) => (
          <li key={priority} className="flex items-center gap-1.5">
            <Dot size={markerSize(priority)} color="#475569" />
            {PRIORITY_LABELS[priority === 1 ? "low" : priority === 2 ? "medium" : "high"]} priority
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <Dot size={CLUSTER_SIZE} color="#0f172a" />
          Cluster of jobs
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-4 rounded-full border-[3px] border-slate-900" />
          Selected
        </li>
      </ul>
    </section>
  );
}

/** Marker sizes are radii on the canvas; the legend draws them at half scale to stay compact. */
const Dot = ({ size, color }: { size: number; color: string }) => (
  <span aria-hidden="true" className="inline-block rounded-full border-2 border-white shadow-sm" style={{ width: size, height: size, background: color }} />
);

/** Jobs the map cannot place are listed here, each opening its job, not dropped in the sea. */
export function NoLocationTray({ jobs, onOpenJob }: { jobs: readonly TJobMapUnplaced[]; onOpenJob: (id: string) => void }) {
  if (!jobs.length) return null;
  return (
    <section aria-labelledby="job-map-no-location" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
      <h3 id="job-map-no-location" className="font-semibold text-amber-950">
        No location ({jobs.length})
      </h3>
      <p className="text-amber-900">These jobs have no ZIP code or city the map knows, so they are not on the map.</p>
      <ul className="mt-2 space-y-1">
        {jobs.map((job) => (
          <li key={job.id}>
            <button
              type="button"
              onClick={() => onOpenJob(job.id)}
              className="w-full rounded-lg px-2 py-1 text-left text-slate-900 underline-offset-2 hover:bg-amber-100 hover:underline"
            >
              <span className="font-medium">{job.title}</span>
              <span className="text-slate-700"> · {[job.city, job.state, job.zip].filter(Boolean).join(", ") || "No address"}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
