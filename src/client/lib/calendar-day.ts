import { format } from "date-fns";
import { businessToday } from "../../shared/rules/dates.ts";

// A booking's date is a calendar day ('yyyy-MM-dd') and the calendar works in the browser's
// local days: convert by its parts, never through a time zone, so it is the same day everywhere.

export function isoToLocalDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function localDateToIso(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** "Wed, Nov 25, 2026": a booking's day in lists and cards. */
export function formatServiceDate(iso: string): string {
  return format(isoToLocalDate(iso), "EEE, MMM d, yyyy");
}

/** "Friday, June 12, 2026": the day being booked, spelled out. */
export function formatBookingDate(iso: string): string {
  return format(isoToLocalDate(iso), "EEEE, MMMM d, yyyy");
}

/** Florida's today as the calendar's local day: a browser in another zone marks the business's today, not its own. */
export function businessTodayLocal(now: Date = new Date()): Date {
  return isoToLocalDate(businessToday(now));
}
