// Decision 0164: the pages a visitor reads in Spanish as well as English (their Spanish twin is
// the same path under /es). The language switch shows on these pages only, and links between
// them keep the page's language: elsewhere there is no Spanish page to switch to yet. The server
// renders and the sitemap lists the catalogue's (http/ssr.ts); the storm waitlist (decision 0171)
// is rendered in the browser, in either language.
export const LOCALIZED_PAGE_PATTERNS = [/^\/$/, /^\/services\/?$/, /^\/services\/[^/]+\/?$/, /^\/storm-waitlist\/?$/] as const;

/** True when the page (its path without a language prefix) has a version in every language. */
export function isLocalizedPage(path: string): boolean {
  return LOCALIZED_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}
