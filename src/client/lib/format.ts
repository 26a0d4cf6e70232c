import { isHourly } from "../../shared/rules/pricing.ts";
import { formatBusinessDateTime } from "../../shared/rules/business-time.ts";
import { dateTimeFormat, formatMoney, formatRelative } from "../../shared/i18n/format.ts";
import { m } from "../../shared/i18n/paraglide/messages.js";

// Decision 0165: the formats themselves are the shared module's, in the page's language.
export { formatMoney };

/**
 * A service's rate: "$85.00/hr" for hourly work, "$129.00" for a flat price. Every place a
 * price is shown goes through here, so a flat price is never shown per hour.
 */
export function formatRate(service: { base_price: number; pricing_type: string }): string {
  const amount = formatMoney(service.base_price);
  return isHourly(service) ? m.format_per_hour({ amount }) : amount;
}

/** "(407) 555-0142" → "tel:+14075550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${digits}`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday", "just now". */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit);
  }
  return m.format_just_now();
}

/** An instant on the business's clock, with its zone ("Nov 27, 2026, 1:05 PM ET"), in every browser. */
export function formatDateTime(iso: string): string {
  return formatBusinessDateTime(iso);
}

/** A calendar day as the API sends it ("2026-03-10") → "Mar 10, 2026", the same day in every time zone. */
export function formatDay(isoDay: string): string {
  return dateTimeFormat({ month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
}
