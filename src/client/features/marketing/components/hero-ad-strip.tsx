import { Clock, House, MapPin, Phone, Shield, Star, Users, Wrench, Zap, type LucideIcon } from "lucide-react";
import type { THeroBanner } from "@/shared/schemas/website.ts";
import { cn } from "@/client/lib/cn.ts";
import { telHref } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { InternalOrExternalLink } from "./hero-action-link.tsx";
import { englishLang } from "@/shared/rules/content-language.ts";

type TBannerAd = THeroBanner["ads"][number];

// staff-side.md §3 Banner ad icons.
const ICONS: Record<string, LucideIcon> = {
  home: House,
  zap: Zap,
  phone: Phone,
  star: Star,
  shield: Shield,
  clock: Clock,
  "map-pin": MapPin,
  wrench: Wrench,
  users: Users,
};

// staff-side.md §3 Banner ad icon_gradient and background_gradient (the admin picks one of these).
const ICON_BACKGROUNDS: Record<string, string> = {
  primary: "bg-gradient-to-br from-brand-700 to-brand-500",
  accent: "bg-gradient-to-br from-accent-700 to-accent-500",
  dark: "bg-gradient-to-br from-slate-900 to-slate-700",
};
const BACKGROUNDS: Record<string, string> = {
  primary: "bg-gradient-to-r from-brand-950/80 to-brand-800/70",
  accent: "bg-gradient-to-r from-accent-900/85 to-accent-700/75",
  dark: "bg-gradient-to-r from-slate-950/85 to-slate-800/75",
};

const BUTTON = buttonClassName({ variant: "inverse", size: "sm", className: "shrink-0" });

/** A banner ad as a slim promo strip: icon, title, subtitle and one button (phone or link). */
export function HeroAdStrip({ ad }: { ad: TBannerAd }) {
  const phone = usePublicSettings().data?.phone;
  const Icon = ICONS[ad.icon] ?? Star;
  const value = ad.button_action_value?.trim() ?? "";

  return (
    <aside
      aria-label={ad.title}
      className={cn(
        "flex flex-col gap-3 rounded-2xl px-4 py-3 ring-1 ring-white/20 backdrop-blur-md ring-inset sm:flex-row sm:items-center",
        BACKGROUNDS[ad.background_gradient ?? ""] ?? "bg-brand-950/55",
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className={cn(
            "grid size-10 shrink-0 place-items-center rounded-xl text-white shadow-sm",
            ICON_BACKGROUNDS[ad.icon_gradient ?? ""] ?? "bg-accent-600",
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-white" lang={englishLang(ad, "title")}>
            {ad.title}
          </p>
          {ad.subtitle ? (
            <p className="text-sm text-brand-100" lang={englishLang(ad, "subtitle")}>
              {ad.subtitle}
            </p>
          ) : null}
        </div>
      </div>
      {ad.button_action_type === "phone" ? (
        <a href={telHref(phone ?? value)} className={BUTTON}>
          <Phone aria-hidden="true" />
          <span lang={englishLang(ad, "button_text")}>{ad.button_text}</span>
        </a>
      ) : (
        <InternalOrExternalLink href={value || "#services"} className={BUTTON}>
          <span lang={englishLang(ad, "button_text")}>{ad.button_text}</span>
        </InternalOrExternalLink>
      )}
    </aside>
  );
}
