import { useLocation } from "react-router";
import {
  BASE_LOCALE,
  currentLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeFromPath,
  localizedPath,
  unlocalizedPath,
  type TLocale,
} from "@/shared/i18n/locale.ts";
import { isLocalizedPage } from "@/shared/i18n/localized-pages.ts";

// Decision 0164: in the browser the page's language is its path's (`/es/…` is Spanish). The
// messages read it from the address (src/client/main.tsx); components read it from the router,
// so a change of language re-renders them.

/** The language of the page on screen. */
export function useLocale(): TLocale {
  return pageLocale(useLocation().pathname);
}

/**
 * The customer's and the technician's own pages have no address per language: signing up and in
 * and the password pages (/auth and below), the page that lists the services to book (/book), a
 * booking's checkout summary (/booking/checkout), the customer's
 * (/dashboard and below, decision 0179), an emergency's timeline (/emergency/:bookingId, reached
 * signed in or by the receipt's link), the invoice and the estimate a mail's signed link opens
 * (/documents/invoice, /documents/estimate), a guest's conversation opened from a reply mail
 * (/chat/:id) and the technician's app (/technician and below) speak the language the visitor
 * chose (the switch's cookie, which the profile's language and the technician's Language control
 * also set), as `visitorLocale` says. Every other page speaks its path's; the admin's (their
 * printable invoice included), English. This is the one place that decides; the server, which
 * draws the dashboard's frame (decision 0187), renders it in the language the cookie names.
 */
const CHOSEN_LANGUAGE_PAGES = /^\/(?:auth|book|booking\/checkout|dashboard|technician|emergency|chat|documents\/(?:invoice|estimate))(?:\/|$)/;

export function pageLocale(pathname: string): TLocale {
  return CHOSEN_LANGUAGE_PAGES.test(pathname) ? visitorLocale(pathname) : localeFromPath(pathname);
}

/** A site path in the page's language: `/services` on a Spanish page → `/es/services`. Pages without a Spanish version keep their path. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => (isLocalizedPage(unlocalizedPath(path.replace(/[?#].*$/, ""))) ? localizedPath(path, locale) : path);
}

/** The language the visitor chose with the switch, if they chose one. */
export function rememberedLocale(): TLocale | null {
  // On the server the request is rendered in the language it read from the visitor's cookie
  // (src/server/http/ssr.ts), so the page speaks it as the browser will.
  if (typeof document === "undefined") return currentLocale();
  const value = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/** Remembers the visitor's choice of language (the server reads it too, for a new account's language). */
export function rememberLocale(locale: TLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The visitor's language where a page has no language of its own (sign-up, the account's pages):
 * the page's when it is a Spanish page, else the one they chose, else English.
 */
export function visitorLocale(pathname: string): TLocale {
  const fromPath = localeFromPath(pathname);
  return fromPath !== BASE_LOCALE ? fromPath : (rememberedLocale() ?? BASE_LOCALE);
}
