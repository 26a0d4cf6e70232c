import { paymentStatusLabel } from "@/shared/rules/ledger.ts";
import type { TCustomerBookingStatus } from "@/shared/schemas/account.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const KIND_LABELS: Record<string, () => string> = {
  deposit: m.payhist_kind_deposit,
  emergency_fee: m.payhist_kind_emergency_fee,
  balance: m.payhist_kind_balance,
  refund: m.payhist_kind_refund,
};

/** "emergency_fee" → "Emergency fee", in the page's language; unknown kinds are spelled out the same way. */
export function paymentKindLabel(kind: string): string {
  const label = KIND_LABELS[kind]?.();
  if (label) return label;
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PAYMENT_STATUS_LABELS: Record<string, () => string> = {
  Paid: m.payhist_status_paid,
  Pending: m.payhist_status_pending,
  Failed: m.payhist_status_failed,
  Refunded: m.payhist_status_refunded,
  "Refund failed": m.payhist_status_refund_failed,
  "Refund pending": m.payhist_status_refund_pending,
};

/** The ledger's English status word ("Paid", "Refund pending") in the page's language; an unknown status as it came. */
export function customerPaymentStatusLabel(kind: string, status: string): string {
  const english = paymentStatusLabel(kind, status);
  return PAYMENT_STATUS_LABELS[english]?.() ?? english;
}

const BOOKING_STATUS_LABELS: Record<TCustomerBookingStatus, () => string> = {
  pending: m.mybookings_status_pending,
  scheduled: m.mybookings_status_scheduled,
  in_progress: m.mybookings_status_in_progress,
  completed: m.mybookings_status_completed,
  cancelled: m.mybookings_status_cancelled,
};

/** A booking's status as the customer reads it ("Pending", "Pendiente"); the office's screens keep the shared English labels. */
export function bookingStatusLabel(status: TCustomerBookingStatus): string {
  return BOOKING_STATUS_LABELS[status]();
}
