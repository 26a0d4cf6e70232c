import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { SERVICE_AREA_CITIES } from "@/shared/constants.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { telHref } from "@/client/lib/format.ts";
import { useLocalizedPath } from "@/client/lib/i18n.ts";
import { SECTIONS } from "@/client/lib/paths.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { Brand } from "@/client/ui/brand.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SectionLink } from "./section-link.tsx";
import { businessHours } from "@/client/lib/settings/business-hours.ts";

const LINK = "rounded text-slate-300 transition-colors hover:text-white focus-visible:outline-white";

export function SiteFooter() {
  const settings = usePublicSettings().data;
  const areas = settings?.service_areas ?? SERVICE_AREA_CITIES;
  const localized = useLocalizedPath();

  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Brand to={localized("/")} tone="dark" />
          <p className="max-w-sm text-sm leading-relaxed">{m.footer_blurb()}</p>
          <p className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
            {areas.join(", ")}
          </p>
        </div>

        <nav aria-label={m.nav_footer()}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{m.footer_quick_links()}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink section={section.id} className={LINK}>
                  {section.label()}
                </SectionLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className={`${LINK} inline-flex`} />
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{m.footer_contact()}</h2>
          {settings ? (
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-accent-300" />
                <a href={telHref(settings.phone)} className={LINK}>
                  {settings.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-accent-300" />
                <a href={`mailto:${settings.email}`} className={LINK}>
                  {settings.email}
                </a>
              </li>
              {businessHours(settings).map((row) => (
                <li key={row.days} className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-4 text-accent-300" />
                  <span>
                    {row.days}: {row.hours}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {m.footer_rights({ year: new Date().getFullYear(), name: settings?.name ?? "HomeFix" })}
        </p>
      </div>
    </footer>
  );
}
