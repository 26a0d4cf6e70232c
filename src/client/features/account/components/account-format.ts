import type { TCustomerBookingStatus } from "@/shared/schemas/account.ts";

/** issue #4 My Bookings: the job's progress, in words. */
export const STATUS_LABELS: Record<TCustomerBookingStatus, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

const KIND_LABELS: Record<string, string> = {
  deposit: "Deposit",
  emergency_fee: "Emergency fee",
  balance: "Balance",
  refund: "Refund",
};

/** "emergency_fee" → "Emergency fee"; unknown kinds are spelled out the same way. */
export function paymentKindLabel(kind: string): string {
  const label = KIND_LABELS[kind];
  if (label) return label;
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
