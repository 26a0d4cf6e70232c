import { AppError, fieldError, notFound } from "../../errors.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TTx } from "../../db/tx.ts";
import type { TMailer } from "../../mail/mailer.ts";
import type { TOwner } from "../../db/ownership.ts";
import { publish } from "../../realtime/publish.ts";
import { audit } from "../audit/audit.ts";
import type { TIdempotencyService } from "../idempotency/idempotency.service.ts";
import { jobSnapshots, technicianAccounts } from "../notifications/notifications.ts";
import type { TNoticeAccount, TNotifier } from "../notifications/notifier.ts";
import type { TDocumentLinks } from "../documents/document-links.ts";
import {
  ESTIMATE_MAX_CENTS,
  ESTIMATE_MAX_LABEL,
  estimateTotals,
  itemTotal,
  roomArea,
  totalArea,
  wallArea,
  TECHNICIAN_LIMITS,
} from "../../../shared/rules/estimate.ts";
import { afterChange, canDecide, canSend, type TEstimateStatus } from "../../../shared/rules/estimate-status.ts";
import { depositPaid } from "../../../shared/rules/invoice.ts";
import { audience } from "../../../shared/rules/live-audience.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import { formatMoney } from "../../../shared/i18n/format.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type {
  TCustomerEstimate,
  TEstimate,
  TLinkedEstimate,
  TEstimateDocument,
  TEstimateSetup,
  TJobRooms,
  TSaveEstimateRequest,
  TSaveRoomsRequest,
} from "../../../shared/schemas/estimates.ts";
import { estimateMail } from "./estimate-mail.ts";
import type { TEstimatesRepository } from "./estimates.repository.ts";

// staff-side.md §5, §8: the wording of each refusal.
export const NO_CUSTOMER_INFORMATION = "No customer information available";
export const JOB_CLOSED = "This job is closed: its measurements and estimates can no longer change.";
export const ALREADY_DECIDED = "This estimate was already decided. Change it to send a new revision.";
export const NOT_AWAITING_DECISION = "This estimate is not awaiting your decision.";

type TEstimateRow = NonNullable<Awaited<ReturnType<TEstimatesRepository["estimate"]>>>;

function presentEstimate(row: TEstimateRow): TEstimate {
  return {
    ...row,
    job_id: row.job_id!,
    status: row.status as TEstimateStatus,
    sent_at: row.sent_at?.toISOString() ?? null,
    decided_at: row.decided_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const isClosed = (status: string) => status === "completed" || status === "cancelled";

export function estimatesService(deps: {
  repository: TEstimatesRepository;
  idempotency: TIdempotencyService;
  settings: (executor?: TTx) => Promise<TBusinessSettings>;
  mailer: TMailer;
  notifier: TNotifier;
  /** The signed link the estimate's mail carries (decision 0144). */
  links: TDocumentLinks;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** Who hears of an estimate's change live: admins, the job's technician and its customer's accounts. */
  async function jobAudience(tx: TTx, jobId: string) {
    const job = (await jobSnapshots(tx, [jobId])).get(jobId);
    if (!job) return { tokens: [audience.admins], customers: [] as TNoticeAccount[], title: "" };
    const technician = job.technician_id ? (await technicianAccounts(tx, [job.technician_id])).get(job.technician_id) : undefined;
    return {
      tokens: [
        audience.admins,
        ...(technician ? [audience.technician(technician.id)] : []),
        ...job.customer_accounts.map((account) => audience.user(account.id)),
      ],
      customers: job.customer_accounts,
      title: job.title,
    };
  }

  async function announce(tx: TTx, estimate: { id: string; job_id: string; status: TEstimateStatus }) {
    const { tokens } = await jobAudience(tx, estimate.job_id);
    await publish(tx, { type: "estimate.changed", payload: { estimate_id: estimate.id, job_id: estimate.job_id, status: estimate.status }, audience: tokens });
  }

  async function openJob(tx: TTx, technicianId: string, jobId: string) {
    const job = await repository.assignedJob(technicianId, jobId, tx);
    if (!job) throw notFound("Job");
    if (isClosed(job.status)) throw new AppError("CONFLICT", JOB_CLOSED);
    return job;
  }

  /** The server's own figures: the settings' rates and the shared rule, whatever the client sent. */
  async function priced(tx: TTx, jobId: string, input: TSaveEstimateRequest) {
    const business = await deps.settings(tx);
    // The first booking's discount follows the job's price (decision 0181): the same percent off the estimate.
    const discountPercent = await repository.jobDiscountPercent(tx, jobId);
    const items = input.items.map((item) => ({ ...item, total: itemTotal(item.quantity, item.rate) }));
    const totals = estimateTotals({
      items,
      laborHours: input.estimated_hours,
      laborRateCents: business.labor_rate_cents,
      taxRatePercent: business.tax_rate_percent,
      discountPercent,
    });
    // The labour and the tax come from the settings, which the request's schema cannot see.
    if (totals.total > ESTIMATE_MAX_CENTS) {
      throw fieldError("total", `must be at most ${ESTIMATE_MAX_LABEL}`);
    }
    return {
      items,
      labor_rate: business.labor_rate_cents,
      estimated_hours: input.estimated_hours,
      tax_rate_percent: business.tax_rate_percent,
      discount_percent: discountPercent,
      notes: input.notes ?? null,
      ...totals,
    };
  }

  async function rooms(jobId: string, tx?: TTx): Promise<TJobRooms> {
    const rows = await repository.rooms(jobId, tx);
    const list = rows.map((room) => ({ ...room, wall_area: wallArea(room.length, room.width, room.height), created_at: room.created_at.toISOString() }));
    return { job_id: jobId, rooms: list, total_area: totalArea(list) };
  }

  async function estimateOf(id: string, tx?: TTx) {
    const row = await repository.estimate(id, tx);
    if (!row) throw notFound("Estimate");
    return presentEstimate(row);
  }

  /** Sent (or decided) estimates as their customer sees them; `owner` null for a signed link's one estimate. */
  async function customerEstimates(owner: TOwner | null, onlyId?: string): Promise<TCustomerEstimate[]> {
    const rows = await repository.customerEstimates(owner, onlyId);
    const bookingIds = [...new Set(rows.flatMap((row) => (row.booking_id ? [row.booking_id] : [])))];
    const paid = await repository.bookingPayments(bookingIds);
    return rows.map(({ updated_at: _updated, job_title, booking_id, ...row }) => {
      const deposit = booking_id ? depositPaid(paid.filter((payment) => payment.booking_id === booking_id)) : 0;
      const { updated_at: _u, ...estimate } = presentEstimate({ ...row, updated_at: _updated });
      return { ...estimate, job_title, booking_id, deposit_paid: deposit, balance: estimate.total - deposit };
    });
  }

  /**
   * One decision, for the signed-in customer (`owner`, `actorId` their account) and the signed
   * mail link (both null: the link names the estimate, decision 0144). The estimate's row lock
   * orders parallel decisions: the first one decides, the same decision after it changes nothing,
   * and the other decision is a 409.
   */
  async function decide(actorId: string | null, owner: TOwner | null, id: string, decision: "approved" | "declined") {
    await repository.transaction(async (tx) => {
      const current = await repository.customerEstimate(tx, owner, id);
      if (!current) throw notFound("Estimate");
      if (current.status === decision) return; // idempotent: already so
      if (!canDecide(current.status as TEstimateStatus)) throw new AppError("CONFLICT", NOT_AWAITING_DECISION);
      const decided = await repository.decide(tx, id, { status: decision, by: actorId, at: now() });
      if (!decided) throw new AppError("CONFLICT", NOT_AWAITING_DECISION);
      // The job's amount is its price before tax, whatever set it: the approved estimate's subtotal less its discount.
      if (decision === "approved") await repository.setJobAmount(tx, current.job_id, decided.subtotal - decided.discount);
      const { tokens, title } = await jobAudience(tx, current.job_id);
      await deps.notifier.admins(tx, {
        kind: "estimate",
        preference: "bookings",
        title: decision === "approved" ? "Estimate approved" : "Estimate declined",
        body: `${title} · $${(decided.total / 100).toFixed(2)}${decided.revision > 1 ? ` · revision ${decided.revision}` : ""}`,
        link: `/admin/jobs?job=${current.job_id}`,
      });
      await publish(tx, { type: "estimate.changed", payload: { estimate_id: id, job_id: current.job_id, status: decision }, audience: tokens });
      await audit.record(tx, {
        actorId,
        action: decision === "approved" ? "approve" : "decline",
        entity: "estimate",
        entityId: id,
        details: { total: decided.total, revision: decided.revision, ...(actorId ? {} : { by: "signed mail link" }) },
      });
    });
  }

  return {
    async setup(): Promise<TEstimateSetup> {
      const [business, services] = await Promise.all([deps.settings(), repository.quickAddServices(TECHNICIAN_LIMITS.quickAddServices)]);
      return { labor_rate_cents: business.labor_rate_cents, tax_rate_percent: business.tax_rate_percent, services };
    },

    async jobOptions(technicianId: string) {
      return { items: await repository.jobOptions(technicianId) };
    },

    async rooms(technicianId: string, jobId: string) {
      if (!(await repository.assignedJob(technicianId, jobId))) throw notFound("Job");
      return rooms(jobId);
    },

    /** Save to Job: the job's rooms are replaced by these in one transaction; areas computed here. */
    saveRooms(viewer: TViewer, technicianId: string, jobId: string, input: TSaveRoomsRequest, key?: string) {
      return deps.idempotency.writeByHeader({ operation: "technician.rooms.save", viewer, key, params: { job_id: jobId, ...input } }, async (tx) => {
        await openJob(tx, technicianId, jobId);
        await repository.replaceRooms(
          tx,
          jobId,
          technicianId,
          input.rooms.map((room) => ({
            name: room.name,
            length: room.length,
            width: room.width,
            height: room.height ?? null,
            area: roomArea(room.length, room.width),
            notes: room.notes || null,
            lines: room.lines ?? [],
          })),
        );
        return { status: 200, body: await rooms(jobId, tx) };
      });
    },

    async listEstimates(technicianId: string, jobId: string) {
      const job = await repository.assignedJob(technicianId, jobId);
      if (!job) throw notFound("Job");
      return { items: (await repository.estimatesOfJob(jobId)).map(presentEstimate) };
    },

    createEstimate(viewer: TViewer, technicianId: string, jobId: string, input: TSaveEstimateRequest, key?: string) {
      return deps.idempotency.writeByHeader({ operation: "technician.estimate.create", viewer, key, params: { job_id: jobId, ...input } }, async (tx) => {
        await openJob(tx, technicianId, jobId);
        const id = await repository.insertEstimate(tx, { ...(await priced(tx, jobId, input)), job_id: jobId, technician_id: technicianId });
        await announce(tx, { id, job_id: jobId, status: "draft" });
        return { status: 201, body: await estimateOf(id, tx) };
      });
    },

    /**
     * A change is priced again by the server. Changing an estimate that was sent or decided makes
     * it a draft of its next revision: its approval no longer stands (decision 0069).
     */
    updateEstimate(viewer: TViewer, technicianId: string, id: string, input: TSaveEstimateRequest, key?: string) {
      return deps.idempotency.writeByHeader({ operation: "technician.estimate.update", viewer, key, params: { estimate_id: id, ...input } }, async (tx) => {
        const current = await repository.assignedEstimate(tx, technicianId, id);
        if (!current) throw notFound("Estimate");
        if (isClosed(current.job_status)) throw new AppError("CONFLICT", JOB_CLOSED);
        const next = afterChange({ status: current.status as TEstimateStatus, revision: current.revision });
        await repository.updateEstimate(tx, id, { ...(await priced(tx, current.job_id, input)), ...next, sent_at: null, decided_at: null, decided_by: null });
        if (current.status !== "draft") await announce(tx, { id, job_id: current.job_id, status: "draft" });
        return { status: 200, body: await estimateOf(id, tx) };
      });
    },

    /**
     * Sends the estimate to the job's customer: e-mailed through the outbox, shown in their My
     * Bookings with Approve and Decline, and in their notifications. Needs a customer name on the
     * job (staff-side.md §5). A retry with the same key sends nothing more.
     */
    sendEstimate(viewer: TViewer, technicianId: string, id: string, key?: string) {
      return deps.idempotency.writeByHeader({ operation: "technician.estimate.send", viewer, key, params: { estimate_id: id } }, async (tx) => {
        const current = await repository.assignedEstimate(tx, technicianId, id);
        if (!current) throw notFound("Estimate");
        const job = await openJob(tx, technicianId, current.job_id);
        if (!canSend(current.status as TEstimateStatus)) throw new AppError("CONFLICT", ALREADY_DECIDED);
        if (!job.customer_name || !job.customer_email) throw new AppError("CONFLICT", NO_CUSTOMER_INFORMATION);
        const at = now();
        await repository.updateEstimate(tx, id, { status: "sent", sent_at: at });
        const estimate = await estimateOf(id, tx);
        const business = await deps.settings(tx);
        const [to, name, url] = [job.customer_email, job.customer_name, deps.links.url("estimate", id)];
        await deps.mailer.enqueue(
          { to, locale: job.booking_locale ?? undefined, render: () => estimateMail(to, name, { ...estimate, job_title: job.title }, business, url) },
          tx,
        );
        const { customers, tokens } = await jobAudience(tx, job.id);
        // The bell only, in each customer's language: the estimate itself went by e-mail above (decision 0071).
        await deps.notifier.accounts(tx, customers, {
          kind: "estimate",
          preference: null,
          words: () => ({ title: m.notice_estimate_to_approve(), body: `${job.title} · ${formatMoney(estimate.total)}` }),
          link: "/dashboard/bookings",
        });
        await publish(tx, { type: "estimate.changed", payload: { estimate_id: id, job_id: job.id, status: "sent" }, audience: tokens });
        await audit.record(tx, {
          actorId: viewer.user.id,
          action: "send",
          entity: "estimate",
          entityId: id,
          details: { to: job.customer_email, total: estimate.total, revision: estimate.revision },
        });
        return { status: 200, body: estimate };
      });
    },

    /** The printable page: the estimate, its job and customer, and the business's details. */
    async document(technicianId: string, id: string): Promise<TEstimateDocument> {
      const jobId = await repository.readAssignedEstimateJob(technicianId, id);
      if (!jobId) throw notFound("Estimate");
      const [estimate, job, business] = await Promise.all([estimateOf(id), repository.assignedJob(technicianId, jobId), deps.settings()]);
      if (!job) throw notFound("Estimate");
      const { status: _status, booking_locale: _locale, ...jobFields } = job;
      return { estimate, job: jobFields, business: { name: business.name, address: business.address ?? null, phone: business.phone, email: business.email } };
    },

    // ---- the customer's side ------------------------------------------------------------------

    customerEstimates: async (owner: TOwner): Promise<{ items: TCustomerEstimate[] }> => ({ items: await customerEstimates(owner) }),

    /**
     * The customer approves or declines a sent estimate. Only the job's customer (anyone
     * else: 404). Compare-and-set on 'sent': approving records who and when and sets the job's
     * amount (total_amount, before tax) to the estimate's subtotal less its discount; the same decision again changes nothing; the other decision after it is a 409.
     */
    async decide(viewer: TViewer, owner: TOwner, id: string, decision: "approved" | "declined") {
      await decide(viewer.user.id, owner, id, decision);
      const estimate = (await customerEstimates(owner, id))[0];
      if (!estimate) throw notFound("Estimate");
      return estimate;
    },

    /** The estimate a signed mail link opens (decision 0144), as its customer sees it signed in. */
    async linkedEstimate(id: string, linkExpiresAt: Date): Promise<TLinkedEstimate> {
      const [found, business] = await Promise.all([customerEstimates(null, id), deps.settings()]);
      const estimate = found[0];
      if (!estimate) throw notFound("Estimate");
      const { booking_id: _booking, ...shown } = estimate;
      return {
        ...shown,
        business: { name: business.name, address: business.address ?? null, phone: business.phone, email: business.email },
        link_expires_at: linkExpiresAt.toISOString(),
      };
    },

    /** Approve or Decline from the signed mail link: the signed-in customer's decision, by no account. */
    async decideByLink(id: string, linkExpiresAt: Date, decision: "approved" | "declined") {
      await decide(null, null, id, decision);
      return this.linkedEstimate(id, linkExpiresAt);
    },
  };
}

export type TEstimatesService = ReturnType<typeof estimatesService>;
