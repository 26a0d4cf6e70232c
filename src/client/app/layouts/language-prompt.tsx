import { useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { X } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { localizedPath, preferredLocale } from "@/shared/i18n/locale.ts";
import { isLocalizedPage } from "@/shared/i18n/localized-pages.ts";
import { rememberedLocale, rememberLocale, useLocale } from "@/client/lib/i18n.ts";
import { Button } from "@/client/ui/button.tsx";

const noSubscription = () => () => {};

/**
 * Decision 0164: a browser that asks for Spanish first is offered the Spanish page, never sent
 * there: a small note under the header until the visitor takes it or says no (either choice is
 * remembered). Decided in the browser from its languages, so every visitor gets the same
 * server-rendered (and kept) page, and the note appears only after the page is on screen.
 */
export function LanguagePrompt() {
  const location = useLocation();
  const locale = useLocale();
  const [dismissed, setDismissed] = useState(false);
  // Nothing on the server and at hydration; the browser's answer right after.
  const offered = useSyncExternalStore(
    noSubscription,
    () => rememberedLocale() !== "en" && preferredLocale(navigator.languages) === "es",
    () => false,
  );
  if (!offered || dismissed || locale !== "en" || !isLocalizedPage(location.pathname)) return null;
  const decline = () => {
    rememberLocale("en");
    setDismissed(true);
  };
  return (
    <aside lang="es" aria-label={m.language_prompt_text({}, { locale: "es" })} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-brand-900 sm:px-6 lg:px-8">
        <p className="font-medium">{m.language_prompt_text({}, { locale: "es" })}</p>
        <Link
          to={localizedPath(`${location.pathname}${location.search}${location.hash}`, "es")}
          hrefLang="es"
          onClick={() => rememberLocale("es")}
          className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {m.language_prompt_accept({}, { locale: "es" })}
        </Link>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={decline}>
          <X aria-hidden="true" />
          {m.language_prompt_dismiss({}, { locale: "es" })}
        </Button>
      </div>
    </aside>
  );
}
