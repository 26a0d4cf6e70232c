import { AppError, notFound } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { canTransition, JOB_STATUS_LABELS, type TJobActor, type TJobPriority, type TJobStatus } from "../../../shared/rules/job-status.ts";
import { refundEndedBeforeMove, type TRefundPolicy } from "../../../shared/rules/refund.ts";
import type { TIssueInvoices } from "../invoices/invoice-issuer.ts";
import type { TJobCustomer, TJobScope, TJobsRepository } from "./jobs.repository.ts";
import type { TJobNotices } from "../notifications/job-notices.ts";

/** A job's visit as it stands before a move. */
type TVisit = { scheduled_date: string | null; scheduled_time: string | null };

export const JOB_CHANGED = "This job was changed by someone else. Reload to see its current status.";

/** The booking a job is created for (a completed booking or an emergency with its details). */
export type TBookingForJob = TJobCustomer & {
  id: string;
  service_id: string | null;
  scheduled_date: string;
  scheduled_time: string;
  notes: string | null;
};

/**
 * A status change: a technician's is scoped to their own jobs. `expected` is the status the
 * viewer saw; without it the job's current status is read first, so every change is a
 * compare-and-set on one status and a change made meanwhile is a 409, never overwritten.
 */
export type TStatusChange = { jobId: string; to: TJobStatus; expected?: TJobStatus } & (
  | { actor: "technician"; technicianId: string; auditActorId?: never }
  /** `auditActorId`: the admin whose change is written to the audit log, in the change's transaction. */
  | { actor: Exclude<TJobActor, "technician">; technicianId?: never; auditActorId?: string }
);

// The job domain's one home: bookings, emergencies and the staff side go through here.
export function jobsService(deps: {
  repository: TJobsRepository;
  /** A job moved to completed gets its invoice in the move's transaction (decision 0060). */
  issueInvoices: TIssueInvoices;
  /** The customer and technician hear of a status change (the technician's own start and complete too). */
  notices?: TJobNotices;
  /** Decision 0131: the refund policy a moved visit is judged by, read in the move's transaction. */
  refundPolicy: (tx: TTx) => Promise<TRefundPolicy>;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * DESIGN.md, Data: a completed booking creates a job for the matching customer, created from
     * the booking's contact details when new and linked to the account of a verified e-mail.
     * Runs in the caller's transaction, with the booking it belongs to.
     */
    async createForBooking(
      tx: TTx,
      booking: TBookingForJob,
      job: { title: string; priority: TJobPriority; estimatedHours: number | null; totalAmount: number | null },
    ) {
      const customerId = await repository.findOrCreateCustomer(tx, booking);
      const [created] = await repository.insert(tx, {
        title: job.title,
        description: booking.notes,
        status: "pending",
        priority: job.priority,
        scheduled_date: booking.scheduled_date,
        scheduled_time: booking.scheduled_time,
        service_address: booking.service_address,
        service_city: booking.service_city ?? "",
        service_state: booking.service_state ?? "FL",
        service_zip: booking.service_zip ?? "",
        estimated_hours: job.estimatedHours,
        total_amount: job.totalAmount,
        customer_id: customerId,
        booking_id: booking.id,
        service_id: booking.service_id,
      });
      return created.id;
    },

    /** A customer's reschedule moves the booking's job too, in the same transaction. */
    async rescheduleWithBooking(tx: TTx, jobId: string, before: TVisit, date: string, time: string) {
      await this.visitMoving(tx, jobId, before);
      await repository.reschedule(tx, jobId, date, time);
    },

    /**
     * Decision 0131: a booking's visit moves from `before` (by the customer or the office), in
     * the move's transaction. A full refund that had already ended stays ended, so a move can
     * never bring a deposit back into refundable time.
     */
    async visitMoving(tx: TTx, jobId: string, before: TVisit) {
      if (!before.scheduled_date || !before.scheduled_time) return;
      const booking = await repository.bookingRefund(tx, jobId);
      if (!booking) return;
      const visit = { scheduled_date: before.scheduled_date, scheduled_time: before.scheduled_time, full_refund_ended_at: booking.full_refund_ended_at };
      const ended = refundEndedBeforeMove(visit, await deps.refundPolicy(tx), now());
      if (ended) await repository.keepRefundEnded(tx, booking.id, ended);
    },

    /** A customer's cancel takes the job with it, only while it is still pending (compare-and-set). */
    async cancelWithBooking(tx: TTx, jobId: string) {
      return Boolean(await repository.setStatus({ id: jobId, to: "cancelled", from: ["pending"], scope: {}, now: now() }, tx));
    },

    /**
     * staff-side.md §4: moves a job by `canTransition`, the timestamps set here, never by the client.
     * `within`: the caller's transaction (an idempotent write claims its key in it, decision 0063).
     */
    async changeStatus(change: TStatusChange, within?: TTx) {
      const scope: TJobScope = change.actor === "technician" ? { technicianId: change.technicianId } : {};
      const from = change.expected ?? (await repository.statusOf(change.jobId, scope))?.status;
      if (!from) throw notFound("Job"); // another technician's job does not exist for this one
      if (!canTransition(change.actor, from, change.to)) {
        throw new AppError("CONFLICT", `A job that is ${JOB_STATUS_LABELS[from]} cannot be moved to ${JOB_STATUS_LABELS[change.to]}.`);
      }
      // Compared with the one status the move was judged from (a member of allowedFrom), so a
      // change made since is never overwritten, even by the admin form that may set any status.
      const inTransaction = <T>(work: (tx: TTx) => Promise<T>) => (within ? work(within) : repository.transaction(work));
      const moved = await inTransaction(async (tx) => {
        const snapshot = await deps.notices?.snapshot(tx, [change.jobId]);
        const row = await repository.setStatus({ id: change.jobId, to: change.to, from: [from], scope, now: now() }, tx);
        // The admin's quick action and the technician's Complete both come through here.
        if (row && change.to === "completed") await deps.issueInvoices(tx, [change.jobId], { actorId: change.auditActorId ?? null });
        if (row && snapshot) await deps.notices!.changed(tx, snapshot);
        if (row && change.auditActorId) {
          await audit.record(tx, {
            actorId: change.auditActorId,
            action: "status",
            entity: "job",
            entityId: change.jobId,
            details: { actor: change.actor, from, to: change.to },
          });
        }
        return row;
      });
      if (moved) return moved;
      if (!(await repository.statusOf(change.jobId, scope))) throw notFound("Job");
      throw new AppError("CONFLICT", JOB_CHANGED);
    },
  };
}

export type TJobsService = ReturnType<typeof jobsService>;
