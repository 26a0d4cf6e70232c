import { currentLocale, type TLocale } from "../i18n/locale.ts";
import { m } from "../i18n/paraglide/messages.js";
import type { TCustomerBookingStatus } from "../schemas/account.ts";
import type { TJobStatus } from "./job-status.ts";

/**
 * My Bookings, decision 0130: a booking's status is its job's progress, derived on
 * every read and never copied into the booking (which keeps only the customer's own cancel).
 * One table, read by `customerStatus` here and by the server's SQL (`appointmentStatus`).
 */
export const BOOKING_STATUS_BY_JOB: Record<TJobStatus, TCustomerBookingStatus> = {
  pending: "pending",
  scheduled: "scheduled",
  in_progress: "in_progress",
  // A job on hold is still booked for the customer: the office will confirm the new plan.
  on_hold: "scheduled",
  completed: "completed",
  cancelled: "cancelled",
};

/** How people read a booking's status: My Bookings, the booking's details, the admin's booking block. */
export const BOOKING_STATUS_LABELS: Record<TCustomerBookingStatus, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The status of a booking (its own status, its job's status or null when it has no job yet). */
export function customerStatus(bookingStatus: string, jobStatus: TJobStatus | null): TCustomerBookingStatus {
  if (bookingStatus === "cancelled") return "cancelled";
  return jobStatus ? BOOKING_STATUS_BY_JOB[jobStatus] : "pending";
}

/** Reschedule only while the work has not started or ended. */
export const canReschedule = (status: TCustomerBookingStatus) => status === "pending" || status === "scheduled";
/** Cancel only while pending. */
export const canCancel = (status: TCustomerBookingStatus) => status === "pending";
/** Rate once the job is completed, once per booking. */
export const canRate = (status: TCustomerBookingStatus, rated: boolean) => status === "completed" && !rated;

/** How a booking is named to its customer ("Booking #3F43997C", "Reserva #3F43997C"): My Bookings, receipts, the emergency timeline. */
export function bookingReference(bookingId: string, locale: TLocale = currentLocale()): string {
  return m.booking_reference({ number: bookingId.slice(0, 8).toUpperCase() }, { locale });
}
