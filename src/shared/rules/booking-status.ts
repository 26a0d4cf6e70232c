import type { TCustomerBookingStatus } from "../schemas/account.ts";
import type { TJobStatus } from "./job-status.ts";

// issue #4 My Bookings: what a customer sees and may do follows the job's progress.
export function customerStatus(bookingStatus: string, jobStatus: TJobStatus | null): TCustomerBookingStatus {
  if (bookingStatus === "cancelled" || jobStatus === "cancelled") return "cancelled";
  switch (jobStatus) {
    case "scheduled":
    case "in_progress":
    case "completed":
      return jobStatus;
    case "on_hold":
      return "scheduled";
    default:
      return "pending";
  }
}

/** Reschedule only while the work has not started or ended. */
export const canReschedule = (status: TCustomerBookingStatus) => status === "pending" || status === "scheduled";
/** Cancel only while pending. */
export const canCancel = (status: TCustomerBookingStatus) => status === "pending";
/** Rate once the job is completed, once per booking. */
export const canRate = (status: TCustomerBookingStatus, rated: boolean) => status === "completed" && !rated;
