import { Link, useLocation } from "react-router";
import { Languages } from "lucide-react";
import { LOCALE_NAMES, LOCALES, localizedPath, unlocalizedPath, type TLocale } from "@/shared/i18n/locale.ts";
import { isLocalizedPage } from "@/shared/i18n/localized-pages.ts";
import { cn } from "@/client/lib/cn.ts";
import { rememberLocale, useLocale } from "@/client/lib/i18n.ts";

/** `className` gives the display as well (`inline-flex` without one): `cn` does not merge conflicting utilities. */
type TLanguageSwitchProps = { className?: string; onNavigate?: () => void };

/**
 * Decision 0164: the same page in the other language, the choice remembered. Written in the
 * language it leads to ("Español" on an English page), as a visitor who cannot read this one
 * looks for it. Only on pages that have the other version.
 */
export function LanguageSwitch({ className, onNavigate }: TLanguageSwitchProps) {
  const location = useLocation();
  const locale = useLocale();
  const path = unlocalizedPath(location.pathname);
  if (!isLocalizedPage(path)) return null;
  const others = LOCALES.filter((each) => each !== locale);
  return (
    <>
      {others.map((target: TLocale) => (
        <Link
          key={target}
          to={localizedPath(`${path}${location.search}${location.hash}`, target)}
          lang={target}
          hrefLang={target}
          onClick={() => {
            rememberLocale(target);
            onNavigate?.();
          }}
          className={cn("items-center gap-1.5 rounded-lg text-sm font-semibold", className ?? "inline-flex")}
        >
          <Languages aria-hidden="true" className="size-4 shrink-0" />
          {LOCALE_NAMES[target]}
        </Link>
      ))}
    </>
  );
}
