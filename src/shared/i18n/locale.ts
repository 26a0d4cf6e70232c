import { baseLocale, locales, overwriteGetLocale, getLocale, type Locale } from "./paraglide/runtime.js";

// Decision 0164: the site's languages. English is the source and lives at `/`; every other
// language at its own prefix (`/es/services`). The compiled messages (./paraglide, from
// messages/<locale>.json) ask `getLocale()` for the language to speak; what answers it is set
// once per place the code runs: the page's path in the browser (src/client/main.tsx), the
// request's scope in the server renderer (./locale-scope.ts), the base language elsewhere
// unless a message is called with `{ locale }` (a mail in its recipient's language).

export type TLocale = Locale;
export const LOCALES = locales;
export const BASE_LOCALE: TLocale = baseLocale;

/** The language as `Intl` and `<html lang>` name it: US English and US Spanish. */
export const INTL_LOCALE: Record<TLocale, string> = { en: "en-US", es: "es-US" };

/** Each language's own name, as the language switch offers it (in that language). */
export const LOCALE_NAMES: Record<TLocale, string> = { en: "English", es: "Español" };

/** Each language's name in English, for the staff's screens (which are in English). */
export const LOCALE_NAMES_IN_ENGLISH: Record<TLocale, string> = { en: "English", es: "Spanish" };

/** The visitor's choice of language, remembered for a year (the switch writes it). */
export const LOCALE_COOKIE = "homefix_locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The prefix's language, or the base language when the path has none. `/es`, `/es/services` → "es". */
export function localeFromPath(pathname: string): TLocale {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1];
  return isLocale(first) && first !== BASE_LOCALE ? first : BASE_LOCALE;
}

/** The path without its language prefix: `/es/services` → `/services`, `/es` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === BASE_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** A site path in a language: `/services` in "es" → `/es/services`, `/` → `/es`. Query and hash are kept. */
export function localizedPath(path: string, locale: TLocale): string {
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const bare = unlocalizedPath(pathname || "/");
  if (locale === BASE_LOCALE) return `${bare}${rest}`;
  return `/${locale}${bare === "/" ? "" : bare}${rest}`;
}

/** The language the messages speak now (see the top of this file for who decides it). */
export function currentLocale(): TLocale {
  return getLocale();
}

/** Where the messages' language comes from in this program. */
export function setLocaleSource(source: () => TLocale): void {
  overwriteGetLocale(source);
}

/** The visitor's remembered language from a request's `Cookie` header; the base language without one. */
export function localeFromCookieHeader(header: string | null): TLocale {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(header ?? "")?.[1];
  return isLocale(value) ? value : BASE_LOCALE;
}

/** The first supported language of an `Accept-Language` header or `navigator.languages`, if any. */
export function preferredLocale(languages: readonly string[]): TLocale | null {
  for (const language of languages) {
    const primary = language.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return null;
}
