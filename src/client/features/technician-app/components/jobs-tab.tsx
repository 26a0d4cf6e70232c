import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import type { TTechnicianMe } from "@/shared/schemas/technicians.ts";
import { useLiveEvents } from "@/client/lib/live/use-live-events.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useTechnicianJobs, type TTechnicianJobView } from "../api/get-technician-jobs.ts";
import { technicianKeys } from "../api/technician-keys.ts";
import { JobCard } from "./job-card.tsx";
import { JobDetailsDialog } from "./job-details-dialog.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 text-center">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value ?? "–"}</dd>
    </div>
  );
}

/** staff-side.md §2 Jobs tab: counters, the job cards, the Done filter and the empty state. */
export function JobsTab({ me }: { me: TTechnicianMe | undefined }) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<TTechnicianJobView>("open");
  const [openJob, setOpenJob] = useState<string | null>(null);
  const jobs = useTechnicianJobs(view);
  // Decision 0073: a job assigned, changed or taken away shows without a reload.
  useLiveEvents(["job.changed"], () => void queryClient.invalidateQueries({ queryKey: technicianKeys.all }));
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const summary = items.find((job) => job.id === openJob);

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2">
        <Counter label={m.tech_counter_pending()} value={me?.jobs.pending} />
        <Counter label={m.tech_counter_active()} value={me?.jobs.active} />
        <Counter label={m.tech_counter_done()} value={me?.jobs.done} />
      </dl>
      <div role="group" aria-label={m.tech_view_group()} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {(["open", "done"] as const).map((option) => (
          <Button key={option} size="md" variant={view === option ? "primary" : "ghost"} aria-pressed={view === option} onClick={() => setView(option)}>
            {option === "open" ? m.tech_view_open() : m.tech_view_done()}
          </Button>
        ))}
      </div>
      {jobs.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={m.tech_jobs_loading()}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-48 rounded-2xl" />
          ))}
        </div>
      ) : jobs.isError && items.length === 0 ? (
        <Alert variant="destructive" title={m.tech_jobs_failed()}>
          {errorMessage(jobs.error)}
        </Alert>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <ClipboardList aria-hidden="true" className="mb-3 size-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">{m.tech_jobs_empty_title()}</h2>
          <p className="mt-1 text-sm text-slate-600">{m.tech_jobs_empty_text()}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} onDetails={() => setOpenJob(job.id)} />
            </li>
          ))}
        </ul>
      )}
      {jobs.hasNextPage ? (
        <Button variant="outline" size="lg" className="w-full" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
          {m.tech_show_more()}
        </Button>
      ) : null}
      {openJob ? <JobDetailsDialog jobId={openJob} summary={summary} onClose={() => setOpenJob(null)} /> : null}
    </div>
  );
}
