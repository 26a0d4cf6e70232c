import { dateTimeFormat } from "../i18n/format.ts";
import { BASE_LOCALE, currentLocale, type TLocale } from "../i18n/locale.ts";
import { m } from "../i18n/paraglide/messages.js";
import { businessToday, slotMinutes } from "./dates.ts";

// Every time the business shows is its own (Central Florida, America/New_York): a customer in
// another zone reads "1:00 PM ET", never a clock silently converted or left without a zone.
// The one place that writes visits and instants for people, on the server (mail, notifications)
// and in the browser alike, in the language asked for (the current one by default), through
// the formatters of ../i18n/format.ts.

/** The zone's name as people in the US write it, whatever daylight saving says. */
export const BUSINESS_ZONE_LABEL = "ET";

/**
 * A slot's clock time in the reader's language: "1:00 PM" in English, where the stored label is
 * the spec's own wording and shows as it is; "1:00 p.m." in Spanish, written by `Intl` as every
 * other time on a Spanish page is. A time that is not on the clock ("Emergency - ASAP") is left as it is.
 */
export function slotTime(slot: string, locale: TLocale = currentLocale()): string {
  const minutes = slotMinutes(slot);
  if (Number.isNaN(minutes) || locale === BASE_LOCALE) return slot;
  // The label is a wall-clock time of no particular day: written on UTC's clock, which has no jumps.
  const wallClock = new Date(Date.UTC(1970, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return dateTimeFormat({ hour: "numeric", minute: "2-digit", timeZone: "UTC" }, locale).format(wallClock);
}

/** "1:00 PM" → "1:00 PM ET" ("1:00 p.m. ET"). A time that is not on the clock ("Emergency - ASAP") is left as it is. */
export function slotWithZone(slot: string, locale: TLocale = currentLocale()): string {
  return Number.isNaN(slotMinutes(slot)) ? slot : `${slotTime(slot, locale)} ${BUSINESS_ZONE_LABEL}`;
}

/**
 * A visit as a person reads it: "Friday, December 11 at 1:00 PM ET" ("viernes, 11 de diciembre,
 * 1:00 p.m. ET"). The year is written only when it is not the business's current year; without a
 * slot, the day alone.
 */
export function formatVisit(date: string, slot: string | null | undefined, now: Date = new Date(), locale: TLocale = currentLocale()): string {
  const [year, month, day] = date.split("-").map(Number);
  // Noon UTC of that calendar day is the same day in the business's zone.
  const noon = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  const sameYear = businessToday(now).slice(0, 4) === date.slice(0, 4);
  const dayText = dateTimeFormat({ weekday: "long", month: "long", day: "numeric", ...(sameYear ? {} : { year: "numeric" }) }, locale).format(noon);
  return slot ? m.format_visit_at({ day: dayText, time: slotWithZone(slot, locale) }, { locale }) : dayText;
}

/** An instant in the business's zone: "Nov 27, 2026, 1:05 PM ET" ("27 nov 2026, 1:05 p.m. ET"). */
export function formatBusinessDateTime(at: Date | string, locale: TLocale = currentLocale()): string {
  return `${dateTimeFormat({ dateStyle: "medium", timeStyle: "short" }, locale).format(new Date(at))} ${BUSINESS_ZONE_LABEL}`;
}
