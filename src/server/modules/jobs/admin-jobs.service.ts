import { AppError, fieldError, notFound } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { customerStatus } from "../../../shared/rules/booking-status.ts";
import { isIsoDate } from "../../../shared/rules/dates.ts";
import { promiseDueAt } from "../../../shared/rules/emergency-promise.ts";
import { canTransition, priorityFromName, transitionTimestamps, type TJobStatus } from "../../../shared/rules/job-status.ts";
import type { z } from "zod";
import type {
  TBulkDeleteRequest,
  TBulkPriorityRequest,
  TBulkStatusRequest,
  TJobFilters,
  TJobFormParsed,
  TJobListQuery,
  ZJobNoteRequest,
  ZUpdateJobRequest,
} from "../../../shared/schemas/jobs.ts";
import { isResponseTime, RESPONSE_TIME_ONLY_EMERGENCY, SLOT_CONFLICT } from "../../../shared/schemas/jobs.ts";
import type { TScheduleService } from "./schedule.service.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";
import type { TAssignJobRequest } from "../../../shared/schemas/job-assignment.ts";
import type { TIssueInvoices } from "../invoices/invoice-issuer.ts";
import type { TAdminJobRow, TAdminJobsRepository } from "./admin-jobs.repository.ts";
import type { TJobFields, TJobsRepository } from "./jobs.repository.ts";
import { JOB_CHANGED, type TJobsService } from "./jobs.service.ts";
import { jobsCsvStream, withLedgers } from "./jobs-export.ts";
import type { TJobNotices } from "../notifications/job-notices.ts";
import { formatInvoiceNumber } from "../../../shared/rules/invoice.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import type { TJobsExportRepository } from "./jobs-export.repository.ts";

export const JOB_ASSIGNED_MEANWHILE = "Someone assigned this job meanwhile. Look at who has it now before assigning it again.";

export const JOB_INVOICED =
  "This job has an issued invoice, so it cannot be deleted: the invoice and its payments stay with the job. Cancel it instead if the work will not be done.";

// staff-side.md §2 Jobs Management, §4 and §5: the admin's jobs. Every change is
// checked here, runs in one transaction, and is written to the audit log in that transaction.

/** Rows read per export batch: one batch in memory at a time. */
const EXPORT_BATCH = 1000;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A job as the API answers it (shared ZJobListItem): instants as ISO strings. */
function presentJob({ emergency_paid_at, ...job }: TAdminJobRow) {
  return {
    ...job,
    emergency_due_at: emergency_paid_at ? promiseDueAt(emergency_paid_at).toISOString() : null,
    priority: job.priority as 1 | 2 | 3,
    created_at: job.created_at.toISOString(),
    updated_at: job.updated_at.toISOString(),
    started_at: iso(job.started_at),
    completed_at: iso(job.completed_at),
  };
}

/** The job's booking block: its status follows the job (decision 0130), never the booking's stale copy. */
function presentBooking({ booking_status, job_status, ...booking }: NonNullable<Awaited<ReturnType<TAdminJobsRepository["extras"]>>["booking"]>) {
  return { ...booking, status: customerStatus(booking_status, job_status) };
}

/** What the form writes, as stored (§5: priority low/medium/high is 1/2/3). */
function fieldsOf(form: TJobFormParsed): TJobFields {
  // The shared schema checks the date's shape; PostgreSQL would refuse 2026-02-30 or year 0 with a 500.
  if (form.scheduled_date !== null && !(isIsoDate(form.scheduled_date) && form.scheduled_date >= "0001-01-01")) {
    throw fieldError("scheduled_date", "must be a real date written yyyy-MM-dd");
  }
  return {
    title: form.title,
    description: form.description,
    customer_id: form.customer_id,
    technician_id: form.technician_id,
    priority: priorityFromName(form.priority),
    scheduled_date: form.scheduled_date,
    scheduled_time: form.scheduled_time,
    service_address: form.service_address,
    service_city: form.service_city,
    service_state: form.service_state,
    service_zip: form.service_zip,
    estimated_hours: form.estimated_hours,
    total_amount: form.total_amount,
  };
}

/** The fields an edit changed, each with its value before and after (the audit's "what"). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if ((before[field] ?? null) !== (to ?? null)) changed[field] = { from: before[field] ?? null, to: to ?? null };
  }
  return changed;
}

export function adminJobsService(deps: {
  repository: TJobsRepository;
  reads: TAdminJobsRepository;
  exports: TJobsExportRepository;
  jobs: TJobsService;
  /** A job created or moved as completed gets its invoice in the same transaction (decision 0060). */
  issueInvoices: TIssueInvoices;
  /** Technicians and customers hear of the changes (in the change's transaction). */
  notices?: TJobNotices;
  /** The job's money as every screen shows it (decision 0135). */
  readLedger: TReadJobLedger;
  /** The slot lock, the schedule board's own check (schedule.service.ts `slotConflicts`). */
  slotConflicts?: TScheduleService["slotConflicts"];
  now?: () => Date;
}) {
  const { repository, reads, notices } = deps;
  const now = deps.now ?? (() => new Date());

  /** The form's customer and technician exist; a retired technician only stays on a job that already had them. */
  async function checkPeople(tx: TTx, fields: TJobFields, technicianBefore: string | null = null) {
    if (!(await repository.customerExists(tx, fields.customer_id))) throw fieldError("customer_id", "is not a known customer");
    if (!fields.technician_id) return;
    const technician = await repository.technician(tx, fields.technician_id);
    if (!technician) throw fieldError("technician_id", "is not a known technician");
    if (!technician.is_active && fields.technician_id !== technicianBefore) throw fieldError("technician_id", "is no longer an active technician");
  }

  /**
   * A new date or time (or technician) for a job still to do is refused with 409 when its slot is
   * full or the technician is busy then, unless the admin confirmed it (`confirm_conflicts`).
   */
  async function checkSlot(
    tx: TTx,
    job: { id: string | null; booking_id: string | null; status: TJobStatus; confirmed: boolean },
    fields: TJobFields,
    before?: Pick<TJobFields, "scheduled_date" | "scheduled_time" | "technician_id">,
  ) {
    if (!deps.slotConflicts || job.confirmed || !fields.scheduled_date || !fields.scheduled_time) return;
    if (job.status === "completed" || job.status === "cancelled") return;
    const moved =
      !before ||
      before.scheduled_date !== fields.scheduled_date ||
      before.scheduled_time !== fields.scheduled_time ||
      before.technician_id !== fields.technician_id;
    if (!moved) return;
    const conflicts = await deps.slotConflicts(tx, {
      id: job.id,
      booking_id: job.booking_id,
      technician_id: fields.technician_id ?? null,
      estimated_hours: fields.estimated_hours ?? null,
      date: fields.scheduled_date,
      time: fields.scheduled_time,
    });
    if (conflicts.length > 0) throw new AppError("CONFLICT", SLOT_CONFLICT, conflicts);
  }

  /** Every id of a bulk action names a job, or nothing changes (all or nothing). */
  async function lockAll(tx: TTx, ids: readonly string[]) {
    const found = await repository.lockMany(tx, ids);
    if (found.length === ids.length) return found;
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    throw new AppError(
      "NOT_FOUND",
      `${missing.length} of the ${ids.length} selected jobs no longer exist, so none were changed. Reload the list and try again.`,
      [{ field: "ids", message: `not found: ${missing.join(", ")}` }],
    );
  }

  return {
    async list(query: TJobListQuery) {
      const page = await reads.list(query);
      return { ...page, items: page.items.map(presentJob) };
    },

    async detail(id: string) {
      const job = await reads.one(id);
      if (!job) throw notFound("Job");
      const [extras, read] = await Promise.all([reads.extras(id, job.booking_id), deps.readLedger({ jobId: id })]);
      return {
        ...presentJob(job),
        notes: extras.notes.map((note) => ({ ...note, created_at: note.created_at.toISOString() })),
        photos: extras.photos.map((photo) => ({ ...photo, created_at: photo.created_at.toISOString() })),
        measurements: extras.measurements.map((room) => ({ ...room, created_at: room.created_at.toISOString() })),
        estimates: extras.estimates.map((estimate) => ({ ...estimate, created_at: estimate.created_at.toISOString() })),
        booking: extras.booking && presentBooking(extras.booking),
        ledger: read?.ledger ?? null,
      };
    },

    /** §5 Create New Job; the server sets started_at/completed_at for the status it is created in. */
    async create(actorId: string, form: TJobFormParsed & { confirm_conflicts?: boolean }) {
      const fields = fieldsOf(form);
      return repository.transaction(async (tx) => {
        await checkPeople(tx, fields);
        // A job the office creates has no emergency booking, so no response window.
        if (isResponseTime(fields.scheduled_time)) throw fieldError("scheduled_time", RESPONSE_TIME_ONLY_EMERGENCY);
        await checkSlot(tx, { id: null, booking_id: null, status: form.status, confirmed: form.confirm_conflicts === true }, fields);
        const stamps = transitionTimestamps(form.status, { started_at: null, completed_at: null }, now());
        const [created] = await repository.insert(tx, { ...fields, status: form.status, ...stamps });
        await audit.record(tx, {
          actorId,
          action: "create",
          entity: "job",
          entityId: created.id,
          details: { fields: { ...fields, status: form.status } },
        });
        if (form.status === "completed") await deps.issueInvoices(tx, [created.id], { actorId });
        if (notices) await notices.record(tx, new Map(), await notices.snapshot(tx, [created.id]));
        return created;
      });
    },

    /**
     * §5 Edit Job: any status (§4), compare-and-set on the status the admin saw: a job whose status
     * changed since is refused with 409, never overwritten.
     */
    async update(actorId: string, id: string, request: z.output<typeof ZUpdateJobRequest>) {
      const fields = fieldsOf(request);
      return repository.transaction(async (tx) => {
        const before = await repository.lockForEdit(tx, id);
        if (!before) throw notFound("Job");
        if (before.status !== request.expected_status || !canTransition("admin-edit", before.status, request.status)) {
          throw new AppError("CONFLICT", JOB_CHANGED);
        }
        await checkPeople(tx, fields, before.technician_id);
        // An emergency keeps its response window when assigned; a booked job keeps to the slots.
        if (isResponseTime(fields.scheduled_time) && fields.scheduled_time !== before.scheduled_time && !(await repository.isEmergency(tx, id))) {
          throw fieldError("scheduled_time", RESPONSE_TIME_ONLY_EMERGENCY);
        }
        await checkSlot(tx, { id, booking_id: before.booking_id, status: request.status, confirmed: request.confirm_conflicts }, fields, before);
        // The office moving a booking's visit is a move like the customer's (decision 0131).
        if (before.scheduled_date !== fields.scheduled_date || before.scheduled_time !== fields.scheduled_time) await deps.jobs.visitMoving(tx, id, before);
        const snapshot = await notices?.snapshot(tx, [id]);
        const updated = await repository.update(tx, { id, expected: request.expected_status, fields, status: request.status, now: now() });
        if (!updated) throw new AppError("CONFLICT", JOB_CHANGED);
        const changed = changedFields(before, { ...fields, status: request.status });
        await audit.record(tx, { actorId, action: "update", entity: "job", entityId: id, details: { changed } });
        // Also on a save that leaves a completed job completed: one that had nothing to bill gets
        // its invoice once the admin gives it an amount (the issuer skips a job that has one).
        if (request.status === "completed") await deps.issueInvoices(tx, [id], { actorId });
        if (snapshot) await notices!.changed(tx, snapshot);
        return updated;
      });
    },

    /**
     * Decision 0154: assign in one tap, the edit path with only the technician changed
     * (the same checks, audit, notices and `job.changed`). Compare-and-set on the technician the
     * admin saw: a job assigned meanwhile is refused with 409. A pending job becomes scheduled;
     * the date and time stay, so an emergency keeps its response window.
     */
    async assign(actorId: string, id: string, request: TAssignJobRequest) {
      return repository.transaction(async (tx) => {
        const before = await repository.lockForEdit(tx, id);
        if (!before) throw notFound("Job");
        if (before.technician_id !== request.expected_technician_id) throw new AppError("CONFLICT", JOB_ASSIGNED_MEANWHILE);
        if (before.status === "completed" || before.status === "cancelled") throw new AppError("CONFLICT", `A ${before.status} job is not assigned.`);
        const { status: _status, booking_id: _booking, ...beforeFields } = before;
        const fields: TJobFields = { ...beforeFields, technician_id: request.technician_id };
        await checkPeople(tx, fields, before.technician_id);
        const status = before.status === "pending" ? "scheduled" : before.status;
        const snapshot = await notices?.snapshot(tx, [id]);
        const updated = await repository.update(tx, { id, expected: before.status, fields, status, now: now() });
        if (!updated) throw new AppError("CONFLICT", JOB_ASSIGNED_MEANWHILE);
        const changed = changedFields(before, { technician_id: request.technician_id, status });
        await audit.record(tx, { actorId, action: "assign", entity: "job", entityId: id, details: { changed } });
        if (snapshot) await notices!.changed(tx, snapshot);
        return { id, technician_id: request.technician_id, status, scheduled_time: before.scheduled_time };
      });
    },

    /** §4 quick actions, judged from the status the admin saw (`expected`). */
    async changeStatus(actorId: string, id: string, change: { to: TJobStatus; expected: TJobStatus }) {
      const moved = await deps.jobs.changeStatus({ actor: "admin-quick", jobId: id, to: change.to, expected: change.expected, auditActorId: actorId });
      return { id: moved.id, status: moved.status, started_at: iso(moved.started_at), completed_at: iso(moved.completed_at) };
    },

    /** §4 bulk status: one statement over the ids, all or nothing, timestamps by the stamp rules. */
    async bulkStatus(actorId: string, request: TBulkStatusRequest) {
      return repository.transaction(async (tx) => {
        const found = await lockAll(tx, request.ids);
        const refused = found.find((job) => !canTransition("admin-bulk", job.status, request.status));
        if (refused) throw new AppError("CONFLICT", `A job cannot be moved to ${request.status} from the bulk bar.`);
        const snapshot = await notices?.snapshot(tx, request.ids);
        const count = await repository.setStatusMany(tx, request.ids, request.status, now());
        await audit.record(tx, {
          actorId,
          action: "bulk-status",
          entity: "job",
          details: { ids: request.ids, to: request.status, from: Object.fromEntries(found.map((job) => [job.id, job.status])) },
        });
        if (request.status === "completed") await deps.issueInvoices(tx, request.ids, { actorId });
        if (snapshot) await notices!.changed(tx, snapshot);
        return { count };
      });
    },

    async bulkPriority(actorId: string, request: TBulkPriorityRequest) {
      const priority = priorityFromName(request.priority);
      return repository.transaction(async (tx) => {
        const found = await lockAll(tx, request.ids);
        const snapshot = await notices?.snapshot(tx, request.ids);
        const count = await repository.setPriorityMany(tx, request.ids, priority, now());
        await audit.record(tx, {
          actorId,
          action: "bulk-priority",
          entity: "job",
          details: { ids: request.ids, to: priority, from: Object.fromEntries(found.map((job) => [job.id, job.priority])) },
        });
        if (snapshot) await notices!.changed(tx, snapshot);
        return { count };
      });
    },

    /** The spec's confirmation is the client's; here the jobs go, with their notes, photos and measurements. */
    async bulkDelete(actorId: string, request: TBulkDeleteRequest) {
      return repository.transaction(async (tx) => {
        const found = await lockAll(tx, request.ids);
        // An issued invoice bills the job: the job stays, so its money stays accounted for. The
        // jobs are locked, so no invoice is issued for them between this read and the delete.
        const invoiced = await repository.invoiceNumbers(tx, request.ids);
        if (invoiced.length > 0) {
          throw new AppError("CONFLICT", JOB_INVOICED, [{ field: "ids", message: `invoiced: ${invoiced.map(formatInvoiceNumber).join(", ")}` }]);
        }
        const snapshot = await notices?.snapshot(tx, request.ids);
        const count = await repository.deleteMany(tx, request.ids);
        await audit.record(tx, {
          actorId,
          action: "bulk-delete",
          entity: "job",
          details: { ids: request.ids, jobs: found.map((job) => ({ id: job.id, title: job.title, status: job.status })) },
        });
        if (snapshot) await notices!.changed(tx, snapshot);
        return { count };
      });
    },

    /** DESIGN.md, Placeholders: a stored note, customer-facing or internal, with its author. */
    async addNote(actorId: string, id: string, note: z.output<typeof ZJobNoteRequest>) {
      return repository.transaction(async (tx) => {
        if (!(await repository.jobExists(tx, id))) throw notFound("Job");
        const created = await repository.addNote(tx, { job_id: id, author_id: actorId, body: note.body, is_internal: note.is_internal });
        await audit.record(tx, {
          actorId,
          action: "note",
          entity: "job",
          entityId: id,
          details: { note_id: created.id, is_internal: note.is_internal },
        });
        const author = await reads.author(tx, actorId);
        return { ...created, ...author, created_at: created.created_at.toISOString() };
      });
    },

    /** The filtered jobs as a CSV stream (constant memory, decision 0037). */
    exportCsv(filters: TJobFilters) {
      return jobsCsvStream(withLedgers(deps.exports.batches(filters, EXPORT_BATCH), deps.readLedger));
    },

    customerOptions(query: { q?: string } & TPageQuery) {
      return reads.customerOptions(query);
    },

    async technicianOptions() {
      return { items: await reads.technicianOptions() };
    },
  };
}

export type TAdminJobsService = ReturnType<typeof adminJobsService>;
