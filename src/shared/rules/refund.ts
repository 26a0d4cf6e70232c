import { slotMinutes, slotStart } from "./dates.ts";
import { currentLocale, type TLocale } from "../i18n/locale.ts";
import { m } from "../i18n/paraglide/messages.js";

// And docs/decisions/0008, 0131: what a customer gets back when they cancel. Cents.
export type TRefundPolicy = { full_refund_hours_before: number };

export type TRefundQuote = {
  /** What this booking would get back if cancelled at `now`. */
  amount: number;
  /** The latest moment a cancellation still gets the full refund. */
  full_refund_until: Date;
};

/** The visit a refund is judged against, and the moment its full refund ended if a move kept it (decision 0131). */
export type TRefundVisit = { scheduled_date: string; scheduled_time: string; full_refund_ended_at: Date | null };

/**
 * The policy in words: one text for the booking dialog (before paying), the receipt, the
 * confirmation mail, and the cancel and reschedule dialogs.
 */
export function refundPolicyText(policy: TRefundPolicy, locale: TLocale = currentLocale()): string {
  return m.refund_policy({ hours: policy.full_refund_hours_before }, { locale });
}

/**
 * The latest moment a cancellation gets the full refund: `full_refund_hours_before` hours
 * before the visit starts, but never after a moment at which the refund had already ended (a
 * visit moved after its cut-off keeps that cut-off, so a move cannot make a deposit refundable
 * again). Null for a visit that is not a clock time (an emergency's response window).
 */
export function fullRefundUntil(visit: TRefundVisit, policy: TRefundPolicy): Date | null {
  if (Number.isNaN(slotMinutes(visit.scheduled_time))) return visit.full_refund_ended_at;
  const start = slotStart(visit.scheduled_date, visit.scheduled_time);
  const cutoff = new Date(start.getTime() - policy.full_refund_hours_before * 3_600_000);
  return visit.full_refund_ended_at && visit.full_refund_ended_at < cutoff ? visit.full_refund_ended_at : cutoff;
}

/**
 * What a booking keeps when its visit moves at `now` (by the customer or the office): the
 * cut-off it had, when that had already passed; else nothing, and the new visit's own cut-off holds.
 */
export function refundEndedBeforeMove(before: TRefundVisit, policy: TRefundPolicy, now: Date = new Date()): Date | null {
  const until = fullRefundUntil(before, policy);
  return until && now > until ? until : null;
}

/**
 * The whole deposit back until `fullRefundUntil`; nothing after that, because a technician's
 * time has been set aside for it.
 */
export function refundOnCancel(booking: TRefundVisit & { paid: number }, policy: TRefundPolicy, now: Date = new Date()): TRefundQuote {
  const until = fullRefundUntil(booking, policy);
  const refundable = until !== null && now.getTime() <= until.getTime();
  return { amount: refundable ? Math.max(0, booking.paid) : 0, full_refund_until: until ?? now };
}
