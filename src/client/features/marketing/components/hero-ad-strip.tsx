import { Clock, House, MapPin, Phone, Shield, Star, Users, Wrench, Zap, type LucideIcon } from "lucide-react";
import type { THeroBanner } from "@/shared/schemas/website.ts";
import { telHref } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { InternalOrExternalLink } from "./hero-action-link.tsx";

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

const BUTTON = buttonClassName({ variant: "inverse", size: "sm", className: "shrink-0" });

/** A banner ad as a slim promo strip: icon, title, subtitle and one button (phone or link). */
export function HeroAdStrip({ ad }: { ad: TBannerAd }) {
  const phone = usePublicSettings().data?.phone;
  const Icon = ICONS[ad.icon] ?? Star;
  const value = ad.button_action_value?.trim() ?? "";

  return (
    <aside
      aria-label={ad.title}
      className="flex flex-col gap-3 rounded-2xl bg-brand-950/55 px-4 py-3 ring-1 ring-white/20 backdrop-blur-md ring-inset sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-600 text-white shadow-sm">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-white">{ad.title}</p>
          {ad.subtitle ? <p className="text-sm text-brand-100">{ad.subtitle}</p> : null}
        </div>
      </div>
      {ad.button_action_type === "phone" ? (
        <a href={telHref(phone ?? value)} className={BUTTON}>
          <Phone aria-hidden="true" />
          {ad.button_text}
        </a>
      ) : (
        <InternalOrExternalLink href={value || "#services"} className={BUTTON}>
          {ad.button_text}
        </InternalOrExternalLink>
      )}
    </aside>
  );
}
