import { isHourly } from "../../shared/rules/pricing.ts";
import { formatBusinessDateTime } from "../../shared/rules/business-time.ts";
import { lazy } from "./lazy.ts";

const usd = lazy(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));

/** 14900 → "$149.00". Money travels in cents. */
export function formatMoney(cents: number): string {
  return usd().format(cents / 100);
}

/**
 * A service's rate: "$85.00/hr" for hourly work, "$129.00" for a flat price. Every place a
 * price is shown goes through here, so a flat price is never shown per hour.
 */
export function formatRate(service: { base_price: number; pricing_type: string }): string {
  const amount = formatMoney(service.base_price);
  return isHourly(service) ? `${amount}/hr` : amount;
}

/** "(407) 555-0142" → "tel:+14075550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${digits}`;
}

const relative = lazy(() => new Intl.RelativeTimeFormat("en-US", { numeric: "auto" }));

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
    if (Math.abs(seconds) >= size) return relative().format(Math.round(seconds / size), unit);
  }
  return "just now";
}

/** An instant on the business's clock, with its zone ("Nov 27, 2026, 1:05 PM ET"), in every browser. */
export function formatDateTime(iso: string): string {
  return formatBusinessDateTime(iso);
}

const day = lazy(() => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }));

/** A calendar day as the API sends it ("2026-03-10") → "Mar 10, 2026", the same day in every time zone. */
export function formatDay(isoDay: string): string {
  return day().format(new Date(`${isoDay}T00:00:00Z`));
}
