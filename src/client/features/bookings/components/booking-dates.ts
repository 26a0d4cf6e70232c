import { format } from "date-fns";
import { TIME_SLOTS } from "@/shared/constants.ts";
import { businessToday, slotHasPassed } from "@/shared/rules/dates.ts";

// The calendar works in the browser's local days; the API speaks 'yyyy-MM-dd'. A calendar day
// means the same day everywhere, so we convert by its parts, never through a time zone.

export function isoToLocalDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function localDateToIso(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** customer-side.md §5: dates before today (in the business's time zone) cannot be picked. */
export function firstBookableDay(): Date {
  return isoToLocalDate(businessToday());
}

/** "Friday, June 12, 2026" */
export function formatBookingDate(iso: string): string {
  return format(isoToLocalDate(iso), "EEEE, MMMM d, yyyy");
}

/** Today's slots that have already started in the business's time zone (the server refuses them too). */
export function startedSlots(date: string | null, now: Date = new Date()): string[] {
  if (!date) return [];
  return TIME_SLOTS.filter((slot) => slotHasPassed(date, slot, now));
}
