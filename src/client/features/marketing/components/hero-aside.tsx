import { BadgeCheck } from "lucide-react";
import type { THeroBanner } from "@/shared/schemas/website.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { marketingFigureText } from "../marketing-figures.ts";
import { InternalOrExternalLink } from "./hero-action-link.tsx";
import { TinyHomesPromo } from "./tiny-homes-promo.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { currentLocale } from "@/shared/i18n/locale.ts";
import { englishOnlyLang } from "@/shared/rules/content-language.ts";

// customer-side.md §2 Landing page: hero stats, from the settings (one source).
function useStats() {
  const marketing = usePublicSettings().data?.marketing;
  const text = marketing ? marketingFigureText(marketing) : null;
  return [
    { value: text?.projects, label: m.hero_stat_projects() },
    { value: text?.rating, label: m.hero_stat_rating() },
    { value: "24/7", label: m.hero_stat_support() },
  ];
}

const fallbackFeatures = (): THeroBanner["features"] => [
  { text: m.hero_feature_licensed() },
  { text: m.hero_feature_upfront() },
  { text: m.hero_feature_book() },
];

/** The hero's right-hand card: stats, the banner's feature list and the partner promo. */
export function HeroAside({ features }: { features?: THeroBanner["features"] }) {
  const fromBanner = features !== undefined && features.length > 0;
  const lines = fromBanner ? features : fallbackFeatures();
  const stats = useStats();
  return (
    <div className="space-y-4">
      <div className="rounded-3xl bg-brand-950/55 p-6 ring-1 ring-white/15 backdrop-blur-md sm:p-8">
        <ul aria-label={m.hero_at_a_glance()} className="grid grid-cols-3 gap-3 text-center sm:gap-4">
          {stats.map((stat) => (
            <li key={stat.label} className="rounded-2xl bg-white/10 px-2 py-4">
              <span className="block text-2xl font-extrabold sm:text-3xl">{stat.value ?? "\u00a0"}</span>{" "}
              <span className="block text-sm font-medium text-brand-100">{stat.label}</span>
            </li>
          ))}
        </ul>
        {/* A banner's features are the business's English (decision 0180: not translated yet). */}
        <ul className="mt-6 space-y-3 text-sm text-brand-50" lang={fromBanner ? englishOnlyLang(currentLocale()) : undefined}>
          {lines.map((feature) => (
            <li key={feature.text} className="flex items-start gap-2">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              {feature.url ? (
                <InternalOrExternalLink href={feature.url} className="rounded underline-offset-4 hover:underline focus-visible:outline-white">
                  {feature.text}
                </InternalOrExternalLink>
              ) : (
                feature.text
              )}
            </li>
          ))}
        </ul>
      </div>
      <TinyHomesPromo />
    </div>
  );
}
