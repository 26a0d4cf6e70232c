import { EMERGENCY_LINK_INVALID, EMERGENCY_NOT_YOURS } from "../../../shared/rules/refusals.ts";
import { AppError, notFound } from "../../errors.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TTx } from "../../db/tx.ts";
import {
  arrivalEstimate,
  canMoveEmergency,
  EMERGENCY_STEP_LABELS,
  emergencyStep,
  missedPromiseCredit,
  promiseOutcome,
  type TEmergencyMove,
} from "../../../shared/rules/emergency-timeline.ts";
import type { TEmergencyTimeline } from "../../../shared/schemas/emergency.ts";
import type { TEmergencyTimelineRepository, TTimelineRow } from "./emergency-timeline.repository.ts";
import { resumeTokens } from "./resume-token.ts";
import { emergencyTimelinePath } from "../../../shared/rules/emergency-promise.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { TMailer } from "../../mail/mailer.ts";
import { emergencyTemplates } from "../../mail/templates.ts";

/** Who taps "On my way" or "Arrived": an admin, or the technician by their record. */
export type TEmergencyMover = { kind: "admin" } | { kind: "technician"; technicianId: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The timeline as its customer and the staff read it, `now` being the server's clock. */
export function timelineView(row: NonNullable<TTimelineRow>, now: Date): TEmergencyTimeline {
  const step = emergencyStep(row);
  return {
    booking_id: row.booking_id,
    job_id: row.job_id,
    step,
    cancelled: row.booking_status === "cancelled" || row.job_status === "cancelled",
    needs_details: !row.booking_completed,
    received_at: row.received_at.toISOString(),
    due_at: row.due_at.toISOString(),
    now: now.toISOString(),
    assigned_at: iso(row.assigned_at),
    set_off_at: iso(row.set_off_at),
    eta_minutes: row.eta_minutes,
    arrival_estimate: row.set_off_at && row.eta_minutes !== null && !row.arrived_at ? arrivalEstimate(row.set_off_at, row.eta_minutes).toISOString() : null,
    arrived_at: iso(row.arrived_at),
    done_at: iso(row.done_at),
    technician: row.technician_id && row.assigned_at ? { name: row.technician_name ?? "Your technician", photo_url: row.technician_photo } : null,
    outcome: row.promise_kept === null || row.promise_minutes === null ? null : { kept: row.promise_kept, minutes: row.promise_minutes },
    fee_credit: row.fee_credit,
  };
}

// Decision 0158: the emergency timeline. The customer reads it (their account's session, or the
// booking's signed token for a guest); the assigned technician or an admin moves it.
export function emergencyTimelineService(deps: {
  repository: TEmergencyTimelineRepository;
  transaction: <T>(work: (tx: TTx) => Promise<T>) => Promise<T>;
  /** The app secret: a guest's link carries the booking's signed resume token. */
  secret: string;
  /** The business settings in the arrival's transaction: whether a missed promise is credited, and the mail's signature. */
  settings: (tx: TTx) => Promise<TBusinessSettings>;
  /** Decision 0138: credits the fee on the job's live invoice; null while it has none (the issuer credits it then). */
  creditMissedPromise: (tx: TTx, jobId: string, fee: number) => Promise<{ number: number; invoiceNumber: number; amount: number } | null>;
  mailer: TMailer;
  /** An absolute link to a path of the site. */
  link: (path: string) => string;
}) {
  const tokens = resumeTokens(deps.secret);

  /**
   * A missed promise (decision 0138): with the setting on, the fee paid is owed back, decided once
   * with the arrival (compare-and-set), credited on the live invoice now or on the invoice to come,
   * and the customer is told by mail, in this transaction.
   */
  async function creditIfMissed(tx: TTx, row: NonNullable<TTimelineRow>, jobId: string, outcome: { kept: boolean; minutes: number }) {
    if (outcome.kept) return;
    const business = await deps.settings(tx);
    const fee = missedPromiseCredit(outcome, { enabled: business.emergency_promise_credit, feePaid: await deps.repository.feePaid(tx, row.booking_id) });
    if (fee === null || !(await deps.repository.setFeeCredit(tx, row.booking_id, fee))) return;
    const credit = await deps.creditMissedPromise(tx, jobId, fee);
    const contact = await deps.repository.contact(tx, row.booking_id);
    if (!contact?.email) return;
    const to = contact.email;
    const render = () =>
      emergencyTemplates.promiseCredit(
        to,
        {
          customer_name: contact.name,
          minutes_late: outcome.minutes,
          amount: credit?.amount ?? fee,
          invoice_number: credit?.invoiceNumber ?? null,
          credit_note_number: credit?.number ?? null,
          url: deps.link(emergencyTimelinePath(row.booking_id, tokens.issue(row.booking_id))),
        },
        business,
      );
    await deps.mailer.enqueue({ to, locale: contact.locale, render }, tx);
  }

  return {
    /** Its paying account, an admin, or the holder of its signed token; anyone else 403. */
    async read(bookingId: string, viewer: TViewer | null, token: string | undefined) {
      const row = await deps.repository.byBooking(bookingId);
      if (!row) throw notFound("Emergency");
      const holdsToken = token !== undefined && tokens.verify(token) === bookingId;
      const isOwner = row.booking_user_id !== null && row.booking_user_id === viewer?.user.id;
      if (!holdsToken && !isOwner && viewer?.role !== "admin") throw new AppError("FORBIDDEN", EMERGENCY_NOT_YOURS);
      return timelineView(row, new Date());
    },

    /** A guest's stream opens with the booking's signed token only (404 for no emergency, 403 without it). */
    async openStream(bookingId: string, token: string | undefined) {
      if (!(await deps.repository.byBooking(bookingId))) throw notFound("Emergency");
      if (token === undefined || tokens.verify(token) !== bookingId) throw new AppError("FORBIDDEN", EMERGENCY_LINK_INVALID);
    },

    /** The technician's own emergency job's timeline; null for a job that is no emergency. */
    async forJob(jobId: string, mover: TEmergencyMover) {
      const row = await deps.repository.byJob(jobId);
      if (!row) return null;
      if (mover.kind === "technician" && row.technician_id !== mover.technicianId)
        throw new AppError("FORBIDDEN", "This emergency is assigned to another technician");
      return timelineView(row, new Date());
    },

    /**
     * "On my way" (with its estimate) or "Arrived": the assigned technician or an admin, each in
     * its order (409 otherwise). The arrival records the promise's outcome.
     */
    async move(jobId: string, move: TEmergencyMove, mover: TEmergencyMover, input: { eta_minutes?: number }) {
      return deps.transaction(async (tx) => {
        await deps.repository.lockJob(tx, jobId);
        const row = await deps.repository.byJobForUpdate(tx, jobId);
        if (!row) throw notFound("Emergency");
        if (mover.kind === "technician" && row.technician_id !== mover.technicianId) {
          throw new AppError("FORBIDDEN", "Only the technician assigned to this emergency can move it");
        }
        if (row.job_status === "cancelled") throw new AppError("CONFLICT", "This emergency was cancelled");
        if (!canMoveEmergency(move, row)) {
          throw new AppError("CONFLICT", `This emergency is at "${EMERGENCY_STEP_LABELS[emergencyStep(row)]}": it cannot be marked that now`);
        }
        const now = new Date();
        const outcome = promiseOutcome(row.due_at, now);
        const moved =
          move === "on-my-way"
            ? await deps.repository.setOff(tx, row.booking_id, now, input.eta_minutes ?? 0)
            : await deps.repository.arrive(tx, row.booking_id, now, outcome);
        if (!moved) throw new AppError("CONFLICT", "This emergency moved meanwhile");
        if (move === "arrived") await creditIfMissed(tx, row, jobId, outcome);
        return timelineView((await deps.repository.byBooking(row.booking_id, tx))!, now);
      });
    },
  };
}

export type TEmergencyTimelineService = ReturnType<typeof emergencyTimelineService>;
