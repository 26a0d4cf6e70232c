import { slotIsOpen } from "../../../shared/rules/business-hours.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../../../shared/schemas/settings.ts";
import { addDaysIso, businessToday, slotStart } from "../../../shared/rules/dates.ts";

// Helpers for the demo data: every date is relative to a given "today" so the demo always has
// jobs today, in the next 7 days and in the past. "Today" is the business's day (Central
// Florida), not the machine's: between midnight UTC and midnight in Florida the two differ, and
// the admin home's "Today's jobs" must show the demo's jobs of today at any hour.

/** 'yyyy-MM-dd' of today + offset, in the business's time zone. */
export function dayString(today: Date, offsetDays: number): string {
  return addDaysIso(businessToday(today), offsetDays);
}

/** The first offset from `offsetDays` on whose day `slot` is open under the default hours (decision 0150). */
export function openDayFrom(today: Date, offsetDays: number, slot: string): number {
  let offset = offsetDays;
  while (!slotIsOpen(dayString(today, offset), slot, DEFAULT_BUSINESS_SETTINGS.opening_hours)) offset++;
  return offset;
}

/** The instant of a time-slot label ('2:00 PM') on today + offset in the business's time zone, plus extra minutes. */
export function slotInstant(today: Date, offsetDays: number, slot: string, plusMinutes = 0): Date {
  if (!/^(\d{1,2}):(\d{2}) (AM|PM)$/.test(slot)) throw new Error(`seed: bad time slot '${slot}'`);
  return new Date(slotStart(dayString(today, offsetDays), slot).getTime() + plusMinutes * 60_000);
}

export function minutesBefore(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() - minutes * 60_000);
}

/** mulberry32: a tiny PRNG so the "random" spread of timestamps is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'Thu, Mar 6' for today + offset, as a notification would say it. */
export function friendlyDay(today: Date, offsetDays: number): string {
  return new Date(`${dayString(today, offsetDays)}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
