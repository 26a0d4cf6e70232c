import type { ReactNode } from "react";
import { formatVisit } from "@/shared/rules/business-time.ts";
import { placeText } from "@/shared/rules/map-link.ts";
import type { TWorkOrderJob } from "@/shared/schemas/work-orders.ts";
import { telHref } from "@/client/lib/format.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// One job as a work order and a day sheet print it, in the reader's language: the office's
// English, the technician's chosen one (decision 0179).

export const visitText = (job: Pick<TWorkOrderJob, "scheduled_date" | "scheduled_time">) =>
  job.scheduled_date ? formatVisit(job.scheduled_date, job.scheduled_time) : (job.scheduled_time ?? m.sheet_not_scheduled());

export const hoursText = (hours: number | null) => (hours === null ? m.sheet_not_estimated() : m.sheet_hours({ count: hours }));

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="break-inside-avoid">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 print:text-[11px]">{children}</dd>
    </div>
  );
}

/** The customer's name, phone and e-mail, each reachable in one tap on a phone. */
export function CustomerContact({ customer }: { customer: TWorkOrderJob["customer"] }) {
  return (
    <>
      <span className="block font-medium">{customer.name || m.sheet_customer()}</span>
      {customer.phone ? (
        <a href={telHref(customer.phone)} className="block text-brand-700 underline-offset-4 hover:underline print:text-slate-900">
          {customer.phone}
        </a>
      ) : null}
      {customer.email ? <span className="block">{customer.email}</span> : null}
    </>
  );
}

/** The address, with its map link; the printout spells the link out. */
export function AddressWithMap({ job }: { job: TWorkOrderJob }) {
  return (
    <>
      <span className="block">{placeText(job)}</span>
      <a href={job.map_url} target="_blank" rel="noreferrer" className="text-brand-700 underline underline-offset-4 print:hidden">
        {m.sheet_open_in_maps()}
      </a>
      <span className="hidden text-[9px] break-all text-slate-700 print:block">{job.map_url}</span>
    </>
  );
}

/** The customer's notes and the staff's own, internal ones marked as such. */
export function JobNotesBlock({ job }: { job: TWorkOrderJob }) {
  const customerNotes = [job.notes, ...job.job_notes.filter((note) => !note.is_internal).map((note) => note.body)].filter(Boolean) as string[];
  const internal = [job.internal_notes, ...job.job_notes.filter((note) => note.is_internal).map((note) => note.body)].filter(Boolean) as string[];
  return (
    <>
      <Field label={m.sheet_notes()}>{customerNotes.length ? <NoteList notes={customerNotes} /> : m.sheet_none()}</Field>
      <Field label={m.sheet_internal_notes()}>{internal.length ? <NoteList notes={internal} /> : m.sheet_none()}</Field>
    </>
  );
}

function NoteList({ notes }: { notes: string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-4">
      {notes.map((note, index) => (
        <li key={index} className="whitespace-pre-line">
          {note}
        </li>
      ))}
    </ul>
  );
}
