import { useId } from "react";
import { useParams, useSearchParams } from "react-router";
import { formatVisit } from "@/shared/rules/business-time.ts";
import { businessToday, isIsoDate } from "@/shared/rules/dates.ts";
import type { TDaySheet } from "@/shared/schemas/work-orders.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { useDaySheet } from "../api/get-day-sheet.ts";
import { AddressWithMap, CustomerContact, Field, hoursText, JobNotesBlock } from "../components/job-sheet.tsx";
import { PrintFrame } from "@/client/ui/print-frame.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** The office's day sheet of a technician (`/admin/technicians/:id/day-sheet?date=`). */
export function AdminDaySheetPage() {
  const { id = "" } = useParams();
  return <DaySheetScreen technicianId={id} back={{ to: paths.adminTechnicians, label: "Back to technicians" }} />;
}

/** The technician's own day sheet (`/technician/day-sheet?date=`). */
export function TechnicianDaySheetPage() {
  return <DaySheetScreen technicianId={null} back={{ to: paths.technician, label: m.sheet_back_to_my_jobs() }} />;
}

/** A technician's jobs of a day in route order, printable on one page; the date is in the URL (today's by default). */
function DaySheetScreen({ technicianId, back }: { technicianId: string | null; back: { to: string; label: string } }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? "";
  const date = isIsoDate(asked) ? asked : businessToday();
  const sheet = useDaySheet(technicianId, date);
  const dateId = useId();
  usePageTitle(sheet.data ? m.sheet_day_sheet_title({ name: sheet.data.technician.name }) : m.tech_day_sheet());

  const dateField = (
    <div className="grid gap-1">
      <Label htmlFor={dateId}>{m.sheet_date()}</Label>
      <Input
        id={dateId}
        type="date"
        value={date}
        onChange={(event) => isIsoDate(event.target.value) && setParams({ date: event.target.value }, { replace: true })}
        className="w-44"
      />
    </div>
  );

  return (
    <PrintFrame query={sheet} back={back} failed={m.sheet_day_sheet_failed()} printLabel={m.tech_print()} controls={dateField}>
      {(data) => <DaySheetBody sheet={data} />}
    </PrintFrame>
  );
}

function DaySheetBody({ sheet }: { sheet: TDaySheet }) {
  return (
    <article aria-labelledby="day-sheet-title" className="space-y-4 print:space-y-2">
      <header className="border-b border-slate-300 pb-3 print:pb-1">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{m.tech_day_sheet()}</p>
        <h1 id="day-sheet-title" className="text-2xl font-bold tracking-tight print:text-lg">
          {sheet.technician.name} · {formatVisit(sheet.date, null)}
        </h1>
        <p className="text-sm text-slate-700">
          {sheet.jobs.length === 0 ? m.sheet_no_jobs() : m.sheet_jobs_in_route_order({ count: sheet.jobs.length })}
          {sheet.technician.phone ? ` · ${sheet.technician.phone}` : ""}
        </p>
      </header>
      <ol className="space-y-4 print:space-y-2">
        {sheet.jobs.map((job, index) => (
          <li
            key={job.id}
            className="break-inside-avoid rounded-xl border border-slate-200 p-3 print:rounded-none print:border-x-0 print:border-t-0 print:p-0 print:pb-2"
          >
            <h2 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
              <span className="tabular-nums">
                {index + 1}. {job.scheduled_time ?? m.sheet_no_time()}
              </span>
              <span>{job.title}</span>
              <span className="text-sm font-normal text-slate-600">({hoursText(job.estimated_hours)})</span>
            </h2>
            <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 print:mt-1 print:grid-cols-2 print:gap-1">
              <Field label={m.sheet_customer()}>
                <CustomerContact customer={job.customer} />
              </Field>
              <Field label={m.sheet_address()}>
                <AddressWithMap job={job} />
              </Field>
              <JobNotesBlock job={job} />
            </dl>
          </li>
        ))}
      </ol>
    </article>
  );
}
