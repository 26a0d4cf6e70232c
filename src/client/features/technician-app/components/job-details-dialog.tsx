import { useState } from "react";
import { CheckCircle2, Navigation, Phone, Play } from "lucide-react";
import type { TTechnicianJob, TTechnicianJobDetail } from "@/shared/schemas/technician-jobs.ts";
import { formatDateTime, telHref } from "@/client/lib/format.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Lightbox } from "@/client/ui/lightbox.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useTechnicianJob } from "../api/get-technician-job.ts";
import { openDirections, placeText } from "../lib/directions.ts";
import { scheduleLine } from "../lib/schedule-line.ts";
import { JobNotesForm } from "./job-notes-form.tsx";
import { EmergencyMoves } from "./emergency-moves.tsx";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { TakePhoto } from "./take-photo.tsx";
import { useJobMoves } from "./use-job-moves.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

export type TJobDialogFocus = "details" | "photo" | "notes";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Photos({ job }: { job: TTechnicianJobDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  if (job.photos.length === 0) return <p className="text-sm text-slate-600">{m.tech_no_photos()}</p>;
  return (
    <>
      <ul className="grid grid-cols-3 gap-2">
        {job.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="block w-full overflow-hidden rounded-lg ring-1 ring-slate-200"
              onClick={() => setOpen(index)}
              aria-label={m.tech_open_photo({ number: index + 1 })}
            >
              <img
                src={photo.image?.src ?? photo.url}
                srcSet={photo.image?.webp}
                sizes="120px"
                alt={photo.caption ?? m.tech_photo_alt({ number: index + 1 })}
                width={photo.image?.width ?? 120}
                height={photo.image?.height ?? 90}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        items={job.photos.map((photo, index) => ({ kind: "image", src: photo.url, alt: photo.caption ?? m.tech_photo_alt({ number: index + 1 }) }))}
        index={open}
        onIndexChange={setOpen}
      />
    </>
  );
}

function Moves({ job }: { job: TTechnicianJob }) {
  const moves = useJobMoves(job);
  // staff-side.md §2/§4: the dialog offers Start only for pending, Complete for in progress.
  return (
    <div className="grid gap-2">
      {job.status === "pending" ? (
        <Button size="lg" disabled={moves.busy} onClick={moves.start}>
          <Play aria-hidden="true" />
          {m.tech_start_job()}
        </Button>
      ) : null}
      {moves.canComplete ? (
        <Button size="lg" variant="accent" disabled={moves.busy} onClick={moves.complete}>
          <CheckCircle2 aria-hidden="true" />
          {m.tech_complete()}
        </Button>
      ) : null}
    </div>
  );
}

/** staff-side.md §2 Job Details dialog, with notes and photos stored on the job. */
export function JobDetailsDialog({
  jobId,
  summary,
  focus = "details",
  onClose,
}: {
  jobId: string;
  summary?: TTechnicianJob;
  focus?: TJobDialogFocus;
  onClose: () => void;
}) {
  const query = useTechnicianJob(jobId);
  const job = query.data ?? (summary ? { ...summary, notes: [], photos: [] } : undefined);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{job?.title ?? m.tech_dialog_title()}</DialogTitle>
          <DialogDescription>{job ? <JobStatusBadge status={job.status} /> : m.tech_dialog_loading()}</DialogDescription>
        </DialogHeader>
        {!job ? (
          <div className="space-y-3">
            <Skeleton className="h-6" />
            <Skeleton className="h-24" />
          </div>
        ) : (
          <div className="space-y-4">
            {job.description ? <p className="text-sm whitespace-pre-line text-slate-800">{job.description}</p> : null}
            <Section title={m.tech_customer()}>
              <p className="text-sm font-medium text-slate-900">{job.customer_name || m.tech_customer()}</p>
              {job.customer_phone ? (
                <a
                  href={telHref(job.customer_phone)}
                  className="inline-flex min-h-11 items-center gap-2 text-base font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {job.customer_phone}
                </a>
              ) : null}
            </Section>
            <Section title={m.tech_section_location()}>
              <p className="text-sm text-slate-800">{placeText(job)}</p>
              <Button variant="outline" size="lg" className="w-full" onClick={() => openDirections(job)}>
                <Navigation aria-hidden="true" />
                {m.tech_get_directions()}
              </Button>
            </Section>
            <Section title={m.tech_section_schedule()}>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-600">{m.tech_scheduled()}</dt>
                <dd className="text-slate-900">{scheduleLine(job)}</dd>
                <dt className="text-slate-600">{m.tech_estimated_hours()}</dt>
                <dd className="text-slate-900">{job.estimated_hours ?? "—"}</dd>
              </dl>
            </Section>
            <Section title={m.tech_section_actions()}>
              <EmergencyMoves jobId={job.id} />
              <Moves job={job} />
              <TakePhoto jobId={job.id} autoFocus={focus === "photo"} />
            </Section>
            <Section title={m.tech_section_photos()}>
              <Photos job={job} />
            </Section>
            <Section title={m.tech_section_notes()}>
              <JobNotesForm jobId={job.id} title={job.title} autoFocus={focus === "notes"} />
              {job.notes.length > 0 ? (
                <ul className="space-y-2">
                  {job.notes.map((note) => (
                    <li key={note.id} className="rounded-lg bg-slate-50 p-2 text-sm">
                      <p className="text-xs font-semibold text-slate-600">
                        {note.is_internal ? m.tech_note_internal() : m.tech_note_customer()} · {note.author_name ?? m.tech_note_staff()} ·{" "}
                        {formatDateTime(note.created_at)}
                      </p>
                      <p className="whitespace-pre-line text-slate-900">{note.body}</p>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Section>
            <DialogClose asChild>
              <Button variant="outline" size="lg" className="w-full">
                {m.tech_close()}
              </Button>
            </DialogClose>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
