import { slotMinutes } from "./dates.ts";

// Decision 0150: the business's weekly hours and holidays are one setting; the site's hours text,
// the booking dialog's days and slots, and the server's refusal all read it through these rules.

/** One day's hours, whole hours of the business's clock (0-24); null: closed, emergencies only. */
export type TDayHours = { open: number; close: number } | null;

/** A holiday on a fixed date (Dec 25), or on the nth weekday of a month (week -1: the last). */
export type THoliday =
  { name: string; kind: "date"; month: number; day: number } | { name: string; kind: "weekday"; month: number; weekday: number; week: number };

export type TOpeningHours = {
  /** Sunday first, as `Date.getUTCDay` counts. */
  weekly: TDayHours[];
  holidays: THoliday[];
};

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Every public booking slot lasts an hour: it must end by closing time. */
export const SLOT_HOURS = 1;

/** The weekday (0 = Sunday) of a 'yyyy-MM-dd' date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function holidayMatches(date: string, holiday: THoliday): boolean {
  const [year, month, day] = date.split("-").map(Number);
  if (month !== holiday.month) return false;
  if (holiday.kind === "date") return day === holiday.day;
  if (weekdayOf(date) !== holiday.weekday) return false;
  if (holiday.week > 0) return Math.ceil(day / 7) === holiday.week;
  // The last such weekday: a week later is next month.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day + 7 > daysInMonth;
}

/** The holiday a date falls on, or null. */
export function holidayOn(date: string, holidays: THoliday[]): THoliday | null {
  return holidays.find((holiday) => holidayMatches(date, holiday)) ?? null;
}

/** The day's opening hours, or null when it is closed for booking (emergencies only, or a holiday). */
export function hoursOn(date: string, opening: TOpeningHours): TDayHours {
  if (holidayOn(date, opening.holidays)) return null;
  return opening.weekly[weekdayOf(date)] ?? null;
}

/** True when a slot starting at `slot` ("3:00 PM") begins at or after opening and ends by closing. */
export function slotIsOpen(date: string, slot: string, opening: TOpeningHours): boolean {
  const hours = hoursOn(date, opening);
  const start = slotMinutes(slot);
  if (!hours || Number.isNaN(start)) return false;
  return start >= hours.open * 60 && start + SLOT_HOURS * 60 <= hours.close * 60;
}

/**
 * How the hours are worded: a weekday's short name (0 = Sunday), an hour of the clock on a 12-hour
 * face, a run of days or hours from one to another, a day with no bookings.
 */
export type THoursWords = {
  day: (weekday: number) => string;
  hour: (hour: number, pm: boolean) => string;
  range: (from: string, to: string) => string;
  closed: string;
};

/** The site's English: "Mon", "7AM", "Emergency only" (customer-side.md). */
const ENGLISH_HOURS: THoursWords = {
  day: (weekday) => DAY_NAMES[weekday] ?? "",
  hour: (hour, pm) => `${hour}${pm ? "PM" : "AM"}`,
  range: (from, to) => `${from}-${to}`,
  closed: "Emergency only",
};

/** "7AM", "12PM", "6PM" in those words. */
function hourLabel(hour: number, words: THoursWords): string {
  const h = hour % 24;
  return words.hour(h % 12 === 0 ? 12 : h % 12, h >= 12);
}

const sameHours = (a: TDayHours, b: TDayHours) => (a === null ? b === null : b !== null && a.open === b.open && a.close === b.close);

/**
 * The hours as the site writes them, Monday first, runs of days with the same hours joined:
 * [{ days: "Mon-Fri", hours: "7AM-6PM" }, { days: "Sat", hours: "8AM-4PM" }, { days: "Sun", hours: "Emergency only" }].
 */
export function hoursText(weekly: TDayHours[], words: THoursWords = ENGLISH_HOURS): { days: string; hours: string }[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: { from: number; to: number; hours: TDayHours }[] = [];
  for (const day of order) {
    const last = runs.at(-1);
    const hours = weekly[day] ?? null;
    if (last && sameHours(last.hours, hours)) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  return runs.map((run) => ({
    days: run.from === run.to ? words.day(run.from) : words.range(words.day(run.from), words.day(run.to)),
    hours: run.hours ? words.range(hourLabel(run.hours.open, words), hourLabel(run.hours.close, words)) : words.closed,
  }));
}
