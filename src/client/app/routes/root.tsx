import { Fragment, useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { BASE_LOCALE, INTL_LOCALE } from "@/shared/i18n/locale.ts";
import { rememberedLocale, rememberLocale, useLocale } from "@/client/lib/i18n.ts";
import { DialogsProvider } from "../dialogs/dialogs-provider.tsx";

/**
 * Wraps every page: scroll handling (top on navigation, to #section for hash links), a progress
 * bar while a page's code loads, and the site-wide dialogs (inside the router, so they can link).
 */
export function Root() {
  const navigation = useNavigation();
  const locale = useLocale();
  // The document's language follows the page's (the server wrote it for the first page). A
  // visitor reading a Spanish page reads Spanish: remembered, so the pages that have no Spanish
  // address yet (sign-up, the account) know it. An English page changes nothing: most pages
  // are English for now, and only the switch says the visitor chose English.
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
    if (locale !== BASE_LOCALE && rememberedLocale() !== locale) rememberLocale(locale);
  }, [locale]);
  return (
    <DialogsProvider>
      {navigation.state !== "idle" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100">
          <div className="h-full w-2/5 animate-progress bg-brand-600" />
        </div>
      ) : null}
      <ScrollRestoration />
      {/* Decision 0164: the messages read the language when they render, so a change of language
          renders the page anew rather than only the parts whose props changed. */}
      <Fragment key={locale}>
        <Outlet />
      </Fragment>
    </DialogsProvider>
  );
}
