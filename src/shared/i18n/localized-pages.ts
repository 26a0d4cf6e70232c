// Decision 0164: the pages a visitor reads in Spanish as well as English (their Spanish twin is
// the same path under /es). The server renders both, the sitemap lists both, and the language
// switch shows on these pages only: elsewhere there is no Spanish page to switch to yet.
export const LOCALIZED_PAGE_PATTERNS = [/^\/$/, /^\/services\/?$/, /^\/services\/[^/]+\/?$/] as const;

/** True when the page (its path without a language prefix) has a version in every language. */
export function isLocalizedPage(path: string): boolean {
  return LOCALIZED_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}
