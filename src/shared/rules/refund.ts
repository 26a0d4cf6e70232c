import { slotStart } from "./dates.ts";

// Issue 7 §13 and docs/decisions/0008: what a customer gets back when they cancel. Cents.
export type TRefundPolicy = { full_refund_hours_before: number };

export type TRefundQuote = {
  /** What this booking would get back if cancelled at `now`. */
  amount: number;
  /** The latest moment a cancellation still gets the full refund. */
  full_refund_until: Date;
};

/**
 * The whole deposit back when the slot is at least `full_refund_hours_before` hours away;
 * nothing after that, because a technician's time has been set aside for it.
 */
export function refundOnCancel(
  booking: { paid: number; scheduled_date: string; scheduled_time: string },
  policy: TRefundPolicy,
  now: Date = new Date(),
): TRefundQuote {
  const start = slotStart(booking.scheduled_date, booking.scheduled_time);
  const fullRefundUntil = new Date(start.getTime() - policy.full_refund_hours_before * 3_600_000);
  return { amount: now.getTime() <= fullRefundUntil.getTime() ? Math.max(0, booking.paid) : 0, full_refund_until: fullRefundUntil };
}
