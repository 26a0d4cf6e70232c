import { format } from "date-fns";
import type { TCustomerBookingStatus } from "@/shared/schemas/account.ts";

// A booking's date is a calendar day ('yyyy-MM-dd'): read it by its parts, never through a
// time zone, so it is the same day everywhere.
export function isoToLocalDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function localDateToIso(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** "Wed, Nov 25, 2026" */
export function formatServiceDate(iso: string): string {
  return format(isoToLocalDate(iso), "EEE, MMM d, yyyy");
}

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

/** "succeeded" → "Paid" (what a customer calls it). */
export function paymentStatusLabel(status: string): string {
  if (status === "succeeded" || status === "paid") return "Paid";
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}
