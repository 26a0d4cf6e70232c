import { useId, useState } from "react";
import { Camera, NotebookPen } from "lucide-react";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { useTechnicianJobs } from "../api/get-technician-jobs.ts";
import { JobDetailsDialog, type TJobDialogFocus } from "./job-details-dialog.tsx";
import { MyHours } from "./my-hours.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** staff-side.md §2 Tools tab: Photo Capture and Notes open the same actions for the job chosen; below, My hours (decision 0152). */
export function ToolsTab() {
  const jobs = useTechnicianJobs("open");
  const items = (jobs.data?.pages.flatMap((page) => page.items) ?? []).filter((job) => job.status !== "completed");
  const [chosen, setChosen] = useState("");
  const [open, setOpen] = useState<TJobDialogFocus | null>(null);
  const selectId = useId();
  const jobId = chosen || items[0]?.id || "";
  const summary = items.find((job) => job.id === jobId);

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={selectId}>{m.tech_tools_job()}</Label>
        <Select id={selectId} value={jobId} onChange={(event) => setChosen(event.target.value)} disabled={items.length === 0}>
          {items.length === 0 ? <option value="">{m.tech_jobs_empty_title()}</option> : null}
          {items.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} · {job.customer_name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            { focus: "photo", label: m.tech_tools_photo, icon: Camera },
            { focus: "notes", label: m.tech_tools_notes, icon: NotebookPen },
          ] as const
        ).map(({ focus, label, icon: Icon }) => (
          <button
            key={focus}
            type="button"
            disabled={!jobId}
            onClick={() => setOpen(focus)}
            className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-base font-semibold text-slate-900 shadow-sm hover:bg-slate-50 disabled:opacity-60"
          >
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            {label()}
          </button>
        ))}
      </div>
      {open && jobId ? <JobDetailsDialog jobId={jobId} summary={summary} focus={open} onClose={() => setOpen(null)} /> : null}
      <MyHours />
    </div>
  );
}
