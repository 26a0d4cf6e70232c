import { useLocation, useNavigate } from "react-router";
import { Languages } from "lucide-react";
import { LOCALE_NAMES, LOCALES, type TLocale } from "@/shared/i18n/locale.ts";
import { rememberLocale, useLocale } from "@/client/lib/i18n.ts";
import { Button } from "@/client/ui/button.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { useSaveLanguage } from "../api/save-language.ts";

/**
 * The technician chooses the app's language (lib/i18n.ts: /technician speaks the cookie's): the
 * choice is remembered in the browser at once and kept on their profile. Each language is named
 * in itself, and the label in both, so a technician who reads only one finds it.
 */
export function LanguageChoice() {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const save = useSaveLanguage();

  function choose(target: TLocale) {
    if (target === locale) return;
    rememberLocale(target);
    // The profile keeps it for mail and other devices; the cookie alone already drives this page.
    save.mutate(target);
    void navigate(location, { replace: true, preventScrollReset: true });
  }

  return (
    <div role="group" aria-label={m.tech_language()} className="mt-2 flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="inline-flex items-center gap-1.5 text-sm text-slate-700">
        <Languages className="size-4" />
        {m.tech_language()}
      </span>
      {LOCALES.map((each) => (
        <Button
          key={each}
          lang={each}
          size="md"
          className="min-h-11"
          variant={each === locale ? "primary" : "outline"}
          aria-pressed={each === locale}
          onClick={() => choose(each)}
        >
          {LOCALE_NAMES[each]}
        </Button>
      ))}
    </div>
  );
}
