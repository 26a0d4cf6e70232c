import { useParams } from "react-router";
import type { TWorkOrder } from "@/shared/schemas/work-orders.ts";
import { adminJobHref, paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { LedgerSummary } from "@/client/ui/ledger-summary.tsx";
import { useWorkOrder, type TWorkOrderReader } from "../api/get-work-order.ts";
import { AddressWithMap, CustomerContact, Field, hoursText, JobNotesBlock, visitText } from "../components/job-sheet.tsx";
import { PrintFrame } from "@/client/ui/print-frame.tsx";
import { jobPriorityText, jobStatusText } from "@/shared/i18n/status-text.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** A job's work order for the office (`/admin/jobs/:id/work-order`), printable on one page. */
export function WorkOrderPage() {
  const { id = "" } = useParams();
  return <WorkOrderScreen id={id} reader="admin" back={{ to: adminJobHref(id), label: "Back to the job" }} />;
}

/** The technician's work order of one of their jobs (`/technician/jobs/:id/work-order`), the same sheet. */
export function TechnicianWorkOrderPage() {
  const { id = "" } = useParams();
  return <WorkOrderScreen id={id} reader="technician" back={{ to: paths.technician, label: m.sheet_back_to_my_jobs() }} />;
}

function WorkOrderScreen({ id, reader, back }: { id: string; reader: TWorkOrderReader; back: { to: string; label: string } }) {
  const order = useWorkOrder(id, reader);
  usePageTitle(order.data ? m.tech_work_order_of({ title: order.data.job.title }) : m.tech_work_order());
  return (
    <PrintFrame query={order} back={back} failed={m.sheet_work_order_failed()} printLabel={m.tech_print()}>
      {(data) => <WorkOrderSheet order={data} />}
    </PrintFrame>
  );
}

function WorkOrderSheet({ order: { job, ledger } }: { order: TWorkOrder }) {
  return (
    <article aria-labelledby="work-order-title" className="space-y-5 print:space-y-3">
      <header className="flex flex-col gap-2 border-b border-slate-300 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:pb-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{m.sheet_work_order_number({ number: job.id.slice(0, 8) })}</p>
          <h1 id="work-order-title" className="text-2xl font-bold tracking-tight print:text-lg">
            {job.title}
          </h1>
          {job.service_name ? <p className="text-sm text-slate-700">{job.service_name}</p> : null}
        </div>
        <p className="text-sm text-slate-700 sm:text-right print:text-right">
          {jobStatusText(job.status)} · {m.sheet_priority({ priority: jobPriorityText(job.priority) })}
        </p>
      </header>

      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
        <Field label={m.sheet_customer()}>
          <CustomerContact customer={job.customer} />
        </Field>
        <Field label={m.sheet_service_address()}>
          <AddressWithMap job={job} />
        </Field>
        <Field label={m.sheet_scheduled()}>{visitText(job)}</Field>
        <Field label={m.sheet_estimated_hours()}>{hoursText(job.estimated_hours)}</Field>
        <Field label={m.sheet_technician()}>
          {job.technician ? [job.technician.name, job.technician.phone].filter(Boolean).join(" · ") : m.sheet_unassigned()}
        </Field>
        <Field label={m.sheet_service()}>{job.service_name ?? job.title}</Field>
      </dl>

      <dl className="space-y-4 print:space-y-2">
        <Field label={m.sheet_description()}>{job.description ? <span className="whitespace-pre-line">{job.description}</span> : m.sheet_none()}</Field>
        <JobNotesBlock job={job} />
      </dl>

      {ledger && ledger.lines.length > 0 ? (
        <section aria-labelledby="work-order-lines" className="break-inside-avoid">
          <h2 id="work-order-lines" className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {m.sheet_line_items()}
          </h2>
          <LedgerSummary ledger={ledger} />
        </section>
      ) : null}

      <footer className="grid grid-cols-1 gap-6 pt-6 sm:grid-cols-2 print:grid-cols-2 print:pt-4">
        {[m.sheet_technician_signature(), m.sheet_customer_signature()].map((label) => (
          <p key={label} className="border-t border-slate-400 pt-1 text-xs text-slate-600">
            {label}
          </p>
        ))}
      </footer>
    </article>
  );
}
