import { businessToday } from "../../shared/rules/dates.ts";
import { dateTimeFormat } from "../../shared/i18n/format.ts";

// A booking's date is a calendar day ('yyyy-MM-dd') and the calendar works in the browser's
// local days: convert by its parts, never through a time zone, so it is the same day everywhere.

export function isoToLocalDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function localDateToIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar day's noon in UTC, formatted in UTC: the same day whatever the reader's zone. */
function formatCalendarDay(iso: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = iso.split("-").map(Number);
  return dateTimeFormat({ ...options, timeZone: "UTC" }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12)));
}

/** "Wed, Nov 25, 2026" ("mié, 25 de nov de 2026"): a booking's day in lists and cards, in the page's language. */
export function formatServiceDate(iso: string): string {
  return formatCalendarDay(iso, { weekday: "short", month: "short", day: "numeric", year: "numeric" });
}

/** "Friday, June 12, 2026" ("viernes, 12 de junio de 2026"): the day being booked, spelled out. */
export function formatBookingDate(iso: string): string {
  return formatCalendarDay(iso, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
}

/** Florida's today as the calendar's local day: a browser in another zone marks the business's today, not its own. */
export function businessTodayLocal(now: Date = new Date()): Date {
  return isoToLocalDate(businessToday(now));
}
