import { BUSINESS_TIME_ZONE, businessToday, slotMinutes } from "./dates.ts";

// Every time the business shows is its own (Central Florida, America/New_York): a customer in
// another zone reads "1:00 PM ET", never a clock silently converted or left without a zone.
// The one place that writes dates and times for people, on the server (mail, notifications)
// and in the browser alike.

/** The zone's name as people in the US write it, whatever daylight saving says. */
export const BUSINESS_ZONE_LABEL = "ET";

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, ...options });
    cache.set(key, found);
  }
  return found;
}

/** "1:00 PM" → "1:00 PM ET". A time that is not on the clock ("Emergency - ASAP") is left as it is. */
export function slotWithZone(slot: string): string {
  return Number.isNaN(slotMinutes(slot)) ? slot : `${slot} ${BUSINESS_ZONE_LABEL}`;
}

/**
 * A visit as a person reads it: "Friday, December 11 at 1:00 PM ET". The year is written only
 * when it is not the business's current year; without a slot, the day alone.
 */
export function formatVisit(date: string, slot: string | null | undefined, now: Date = new Date()): string {
  const [year, month, day] = date.split("-").map(Number);
  // Noon UTC of that calendar day is the same day in the business's zone.
  const noon = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  const sameYear = businessToday(now).slice(0, 4) === date.slice(0, 4);
  const dayText = formatter({ weekday: "long", month: "long", day: "numeric", ...(sameYear ? {} : { year: "numeric" }) }).format(noon);
  return slot ? `${dayText} at ${slotWithZone(slot)}` : dayText;
}

/** An instant in the business's zone: "Nov 27, 2026, 1:05 PM ET". */
export function formatBusinessDateTime(at: Date | string): string {
  return `${formatter({ dateStyle: "medium", timeStyle: "short" }).format(new Date(at))} ${BUSINESS_ZONE_LABEL}`;
}
