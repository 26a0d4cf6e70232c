import { useParams } from "react-router";
import type { TWorkOrder } from "@/shared/schemas/work-orders.ts";
import { adminJobHref, paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { LedgerSummary } from "@/client/ui/ledger-summary.tsx";
import { useWorkOrder, type TWorkOrderReader } from "../api/get-work-order.ts";
import { AddressWithMap, CustomerContact, Field, hoursText, JobNotesBlock, visitText } from "../components/job-sheet.tsx";
import { PrintFrame } from "@/client/ui/print-frame.tsx";

const PRIORITY = { 1: "Low", 2: "Medium", 3: "High" } as Record<number, string>;
const STATUS = { pending: "Pending", scheduled: "Scheduled", in_progress: "In Progress", on_hold: "On Hold", completed: "Completed", cancelled: "Cancelled" };

/** A job's work order for the office (`/admin/jobs/:id/work-order`), printable on one page. */
export function WorkOrderPage() {
  const { id = "" } = useParams();
  return <WorkOrderScreen id={id} reader="admin" back={{ to: adminJobHref(id), label: "Back to the job" }} />;
}

/** The technician's work order of one of their jobs (`/technician/jobs/:id/work-order`), the same sheet. */
export function TechnicianWorkOrderPage() {
  const { id = "" } = useParams();
  return <WorkOrderScreen id={id} reader="technician" back={{ to: paths.technician, label: "Back to my jobs" }} />;
}

function WorkOrderScreen({ id, reader, back }: { id: string; reader: TWorkOrderReader; back: { to: string; label: string } }) {
  const order = useWorkOrder(id, reader);
  usePageTitle(order.data ? `Work order: ${order.data.job.title}` : "Work order");
  return (
    <PrintFrame query={order} back={back} failed="This work order could not be loaded">
      {(data) => <WorkOrderSheet order={data} />}
    </PrintFrame>
  );
}

function WorkOrderSheet({ order: { job, ledger } }: { order: TWorkOrder }) {
  return (
    <article aria-labelledby="work-order-title" className="space-y-5 print:space-y-3">
      <header className="flex flex-col gap-2 border-b border-slate-300 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:pb-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Work order · #{job.id.slice(0, 8)}</p>
          <h1 id="work-order-title" className="text-2xl font-bold tracking-tight print:text-lg">
            {job.title}
          </h1>
          {job.service_name ? <p className="text-sm text-slate-700">{job.service_name}</p> : null}
        </div>
        <p className="text-sm text-slate-700 sm:text-right print:text-right">
          {STATUS[job.status]} · {PRIORITY[job.priority] ?? "Low"} priority
        </p>
      </header>

      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
        <Field label="Customer">
          <CustomerContact customer={job.customer} />
        </Field>
        <Field label="Service address">
          <AddressWithMap job={job} />
        </Field>
        <Field label="Scheduled">{visitText(job)}</Field>
        <Field label="Estimated hours">{hoursText(job.estimated_hours)}</Field>
        <Field label="Technician">{job.technician ? [job.technician.name, job.technician.phone].filter(Boolean).join(" · ") : "Unassigned"}</Field>
        <Field label="Service">{job.service_name ?? job.title}</Field>
      </dl>

      <dl className="space-y-4 print:space-y-2">
        <Field label="Description">{job.description ? <span className="whitespace-pre-line">{job.description}</span> : "None"}</Field>
        <JobNotesBlock job={job} />
      </dl>

      {ledger && ledger.lines.length > 0 ? (
        <section aria-labelledby="work-order-lines" className="break-inside-avoid">
          <h2 id="work-order-lines" className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Line items
          </h2>
          <LedgerSummary ledger={ledger} />
        </section>
      ) : null}

      <footer className="grid grid-cols-1 gap-6 pt-6 sm:grid-cols-2 print:grid-cols-2 print:pt-4">
        {["Technician's signature", "Customer's signature"].map((label) => (
          <p key={label} className="border-t border-slate-400 pt-1 text-xs text-slate-600">
            {label}
          </p>
        ))}
      </footer>
    </article>
  );
}
