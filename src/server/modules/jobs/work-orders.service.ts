import { notFound } from "../../errors.ts";
import { isIsoDate } from "../../../shared/rules/dates.ts";
import { webMapsUrl } from "../../../shared/rules/map-link.ts";
import type { TDaySheet, TWorkOrder, TWorkOrderJob } from "../../../shared/schemas/work-orders.ts";
import { fieldError } from "../../errors.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import { technicianRoutes } from "./job-routes.ts";
import type { TWorkOrdersRepository } from "./work-orders.repository.ts";

// Decision 0154: a job's work order and a technician's day sheet, printable. The admin
// reads any; a technician only their own (the repository filters by their record, so another's
// is 404). The money comes through the ledger's front door only (decision 0135).

type TJobRow = Awaited<ReturnType<TWorkOrdersRepository["day"]>>[number];
type TNoteRow = Awaited<ReturnType<TWorkOrdersRepository["notes"]>>[number];

function present(job: TJobRow, notes: readonly TNoteRow[]): TWorkOrderJob {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    status: job.status,
    priority: job.priority,
    service_name: job.service_name,
    scheduled_date: job.scheduled_date,
    scheduled_time: job.scheduled_time,
    estimated_hours: job.estimated_hours,
    service_address: job.service_address,
    service_city: job.service_city,
    service_state: job.service_state,
    service_zip: job.service_zip,
    map_url: webMapsUrl(job),
    customer: { name: job.customer_name, phone: job.customer_phone, email: job.customer_email },
    technician: job.technician_id ? { id: job.technician_id, name: job.technician_name ?? "", phone: job.technician_phone } : null,
    notes: job.notes,
    internal_notes: job.internal_notes,
    job_notes: notes
      .filter((note) => note.job_id === job.id)
      .map((note) => ({ body: note.body, is_internal: note.is_internal, author_name: note.author_name, created_at: note.created_at.toISOString() })),
  };
}

export function workOrdersService(deps: { repository: TWorkOrdersRepository; readLedger: TReadJobLedger }) {
  const { repository } = deps;

  return {
    /** A job's work order; with `technicianId`, only one of theirs. */
    async workOrder(jobId: string, technicianId?: string): Promise<TWorkOrder> {
      const job = await repository.job(jobId, technicianId);
      if (!job) throw notFound("Job");
      const [notes, read] = await Promise.all([repository.notes([job.id]), deps.readLedger({ jobId: job.id })]);
      return { job: present(job, notes), ledger: read?.ledger ?? null };
    },

    /** A technician's jobs of a date in route order (job-routes.ts), each as its work order prints it. */
    async daySheet(technicianId: string, date: string): Promise<TDaySheet> {
      if (!isIsoDate(date)) throw fieldError("date", "must be a real date written yyyy-MM-dd");
      const technician = await repository.technician(technicianId);
      if (!technician) throw notFound("Technician");
      const jobs = await repository.day(technicianId, date);
      const notes = await repository.notes(jobs.map((job) => job.id));
      const [route] = technicianRoutes(
        jobs.map((job) => ({ ...job, technician: { id: technicianId, name: technician.name } })),
        date,
      );
      const byId = new Map(jobs.map((job) => [job.id, job]));
      return { date, technician, jobs: (route?.job_ids ?? []).map((id) => present(byId.get(id)!, notes)) };
    },
  };
}

export type TWorkOrdersService = ReturnType<typeof workOrdersService>;
