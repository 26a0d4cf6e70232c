import { BUSINESS_TIME_ZONE } from "../rules/dates.ts";
import { currentLocale, INTL_LOCALE, type TLocale } from "./locale.ts";

// Decision 0165: numbers, money, plurals, dates and times as people read them, through `Intl`,
// in US English or US Spanish and always on the business's clock (America/New_York). Every
// formatter is made on first use and kept per language and options: building one loads its
// locale data, which at module load would sit in the way of a phone's first paint.
// `locale` defaults to the language the page (or the request, or the job) speaks.

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat>(
  kind: string,
  locale: TLocale,
  options: object,
  make: (tag: string) => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make(INTL_LOCALE[locale]);
    made.set(key, found);
  }
  return found;
}

/** A date-time formatter on the business's clock (a `timeZone` in `options` overrides it). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale: TLocale = currentLocale()): Intl.DateTimeFormat {
  return kept("dt", locale, options, (tag) => new Intl.DateTimeFormat(tag, { timeZone: BUSINESS_TIME_ZONE, ...options }));
}

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale: TLocale = currentLocale()): Intl.NumberFormat {
  return kept("n", locale, options, (tag) => new Intl.NumberFormat(tag, options));
}

/** 123450 → "$1,234.50" (in both languages: US Spanish writes dollars as US English does). Money travels in cents. */
export function formatMoney(cents: number, locale: TLocale = currentLocale()): string {
  return numberFormat({ style: "currency", currency: "USD" }, locale).format(cents / 100);
}

/** 1234 → "1,234". */
export function formatCount(count: number, locale: TLocale = currentLocale()): string {
  return numberFormat({}, locale).format(count);
}

/** The plural form `count` takes: "one" or "other" in English and Spanish. Messages choose their words by it. */
export function pluralCategory(count: number, locale: TLocale = currentLocale()): Intl.LDMLPluralRule {
  return kept("p", locale, {}, (tag) => new Intl.PluralRules(tag)).select(count);
}

/** An instant's day: "Thursday, November 26" / "jueves, 26 de noviembre" (the year when asked). */
export function formatLongDay(at: Date | string, { year = false }: { year?: boolean } = {}, locale: TLocale = currentLocale()): string {
  return dateTimeFormat({ weekday: "long", month: "long", day: "numeric", ...(year ? { year: "numeric" } : {}) }, locale).format(new Date(at));
}

/** An instant's time of day: "1:05 PM" / "1:05 p.m.". */
export function formatTimeOfDay(at: Date | string, locale: TLocale = currentLocale()): string {
  return dateTimeFormat({ hour: "numeric", minute: "2-digit" }, locale).format(new Date(at));
}

/** "5 minutes ago" / "hace 5 minutos", "yesterday" / "ayer". */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: TLocale = currentLocale()): string {
  return kept("r", locale, {}, (tag) => new Intl.RelativeTimeFormat(tag, { numeric: "auto" })).format(value, unit);
}
