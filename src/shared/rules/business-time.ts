import { dateTimeFormat } from "../i18n/format.ts";
import { currentLocale, type TLocale } from "../i18n/locale.ts";
import { m } from "../i18n/paraglide/messages.js";
import { businessToday, slotMinutes } from "./dates.ts";

// Every time the business shows is its own (Central Florida, America/New_York): a customer in
// another zone reads "1:00 PM ET", never a clock silently converted or left without a zone.
// The one place that writes visits and instants for people, on the server (mail, notifications)
// and in the browser alike, in the language asked for (the current one by default), through
// the formatters of ../i18n/format.ts.

/** The zone's name as people in the US write it, whatever daylight saving says. */
export const BUSINESS_ZONE_LABEL = "ET";

/** "1:00 PM" → "1:00 PM ET". A time that is not on the clock ("Emergency - ASAP") is left as it is. */
export function slotWithZone(slot: string): string {
  return Number.isNaN(slotMinutes(slot)) ? slot : `${slot} ${BUSINESS_ZONE_LABEL}`;
}

/**
 * A visit as a person reads it: "Friday, December 11 at 1:00 PM ET" ("viernes, 11 de diciembre,
 * 1:00 PM ET"). The year is written only when it is not the business's current year; without a
 * slot, the day alone.
 */
export function formatVisit(date: string, slot: string | null | undefined, now: Date = new Date(), locale: TLocale = currentLocale()): string {
  const [year, month, day] = date.split("-").map(Number);
  // Noon UTC of that calendar day is the same day in the business's zone.
  const noon = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  const sameYear = businessToday(now).slice(0, 4) === date.slice(0, 4);
  const dayText = dateTimeFormat({ weekday: "long", month: "long", day: "numeric", ...(sameYear ? {} : { year: "numeric" }) }, locale).format(noon);
  return slot ? m.format_visit_at({ day: dayText, time: slotWithZone(slot) }, { locale }) : dayText;
}

/** An instant in the business's zone: "Nov 27, 2026, 1:05 PM ET" ("27 nov 2026, 1:05 p.m. ET"). */
export function formatBusinessDateTime(at: Date | string, locale: TLocale = currentLocale()): string {
  return `${dateTimeFormat({ dateStyle: "medium", timeStyle: "short" }, locale).format(new Date(at))} ${BUSINESS_ZONE_LABEL}`;
}
