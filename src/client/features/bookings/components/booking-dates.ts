import { TIME_SLOTS } from "@/shared/constants.ts";
import { businessToday, slotHasPassed } from "@/shared/rules/dates.ts";
import { isoToLocalDate } from "@/client/lib/calendar-day.ts";

/** customer-side.md §5: dates before today (in the business's time zone) cannot be picked. */
export function firstBookableDay(): Date {
  return isoToLocalDate(businessToday());
}

/** Today's slots that have already started in the business's time zone (the server refuses them too). */
export function startedSlots(date: string | null, now: Date = new Date()): string[] {
  if (!date) return [];
  return TIME_SLOTS.filter((slot) => slotHasPassed(date, slot, now));
}
