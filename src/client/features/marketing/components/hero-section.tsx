import { useState } from "react";
import { Link } from "react-router";
import { Clock, MapPin, Phone, ShieldCheck, Siren, Sparkles, ThumbsUp } from "lucide-react";
import { SERVICE_AREA_CITIES } from "@/shared/constants.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import type { THeroBanner } from "@/shared/schemas/website.ts";
import { cn } from "@/client/lib/cn.ts";
import { useLocalizedPath } from "@/client/lib/i18n.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { telHref } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useHeroBanners } from "../api/get-hero-banners.ts";
import { HeroActionLink } from "./hero-action-link.tsx";
import { HeroAdStrip } from "./hero-ad-strip.tsx";
import { HeroAside } from "./hero-aside.tsx";
import { heroGradient, HeroMedia } from "./hero-media.tsx";
import { englishLang } from "@/shared/rules/content-language.ts";

// customer-side.md §1 and §2 Landing page: three badges, Call Now, View Services, emergency notice.
const BADGES = [
  { id: "insured", icon: ShieldCheck, label: m.hero_badge_insured },
  { id: "same-day", icon: Clock, label: m.hero_badge_same_day },
  { id: "guarantee", icon: ThumbsUp, label: m.hero_badge_guarantee },
] as const;

// The hero fills the first screen from the start, so nothing a visitor can see moves when the
// banner arrives and the hero takes its final height.
const RESERVED_HEIGHT = "min-h-[calc(100svh-4rem)]";

const PRIMARY = buttonClassName({ variant: "accent", size: "lg", className: "focus-visible:outline-white" });
const SECONDARY = buttonClassName({ variant: "inverse", size: "lg" });
const OUTLINE = buttonClassName({ variant: "outlineInverse", size: "lg" });

/**
 * Landing page hero (`#home`): the active hero banners in their order, the first one
 * shown, the others a tap away (no automatic rotation: nothing moves under a reader); a built-in
 * hero without any.
 */
export function HeroSection() {
  const hero = useHeroBanners();
  const banners = hero.data?.banners ?? [];
  const [chosen, setChosen] = useState(0);
  const index = chosen < banners.length ? chosen : 0;
  const banner = banners[index];

  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      aria-busy={hero.isPending}
      className={cn("relative isolate overflow-hidden bg-gradient-to-br text-white", heroGradient(banner), RESERVED_HEIGHT)}
    >
      {banner ? (
        <HeroMedia banner={banner} />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]"
        />
      )}
      <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
        {hero.isPending ? <HeroSkeleton /> : <HeroBody banner={banner} />}
        {banners.length > 1 ? (
          <div role="group" aria-label={m.hero_banners()} className="flex justify-center gap-2">
            {banners.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={m.hero_banner_position({ index: i + 1, count: banners.length, title: item.title })}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
                className="grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <span aria-hidden="true" className={cn("block size-3 rounded-full border-2 border-white", i === index ? "bg-white" : "bg-transparent")} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The first-booking discount is claimed from the settings, and only while it is on;
 * it is not banner text an admin could leave behind after turning the discount off.
 */
function useFirstBookingAd(): THeroBanner["ads"][number] | null {
  const discount = usePublicSettings().data?.first_booking_discount;
  const localized = useLocalizedPath();
  if (!discount?.enabled) return null;
  return {
    id: "first-booking-discount",
    position: "top",
    title: m.hero_discount_title({ percent: discount.percent }),
    subtitle: m.hero_discount_subtitle(),
    icon: "star",
    icon_gradient: null,
    background_gradient: null,
    untranslated: [],
    button_text: m.hero_discount_button(),
    button_action_type: "url",
    button_action_value: localized("/services"),
  };
}

function HeroBody({ banner }: { banner: THeroBanner | undefined }) {
  const discountAd = useFirstBookingAd();
  const ads = [...(discountAd ? [discountAd] : []), ...(banner?.ads ?? [])];
  return (
    <>
      {ads
        .filter((ad) => ad.position === "top")
        .map((ad) => (
          <HeroAdStrip key={ad.id} ad={ad} />
        ))}
      <div className="grid items-center gap-10 lg:grid-cols-[1.25fr_1fr] lg:gap-12">
        <HeroCopy banner={banner} />
        <HeroAside features={banner?.features} />
      </div>
      {ads
        .filter((ad) => ad.position === "bottom")
        .map((ad) => (
          <HeroAdStrip key={ad.id} ad={ad} />
        ))}
    </>
  );
}

function HeroCopy({ banner }: { banner: THeroBanner | undefined }) {
  const phone = usePublicSettings().data?.phone;
  const { openEmergency } = useDialogs();
  const actions = [
    banner?.primary_action_text
      ? {
          text: banner.primary_action_text,
          href: banner.primary_action_href,
          type: banner.primary_action_type,
          lang: englishLang(banner, "primary_action_text"),
        }
      : null,
    banner?.secondary_action_text
      ? {
          text: banner.secondary_action_text,
          href: banner.secondary_action_href,
          type: banner.secondary_action_type,
          lang: englishLang(banner, "secondary_action_text"),
        }
      : null,
  ].filter((action) => action !== null);
  // The spec's Call Now and View Services are always there, once.
  const hasCall = actions.some((action) => action.type === "call");
  const hasViewServices = actions.some((action) => [m.hero_view_services(), "view services"].includes(action.text.trim().toLowerCase()));

  return (
    <div>
      {banner?.badge ? (
        <p
          lang={englishLang(banner, "badge")}
          className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm"
        >
          <Sparkles aria-hidden="true" className="size-3.5" />
          {banner.badge}
        </p>
      ) : null}
      <ul aria-label={m.hero_promises()} className="mb-6 flex flex-wrap gap-2">
        {BADGES.map(({ id, icon: Icon, label }) => (
          <li
            key={id}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-50 ring-1 ring-white/20 ring-inset"
          >
            <Icon aria-hidden="true" className="size-3.5 text-accent-300" />
            {label()}
          </li>
        ))}
      </ul>

      <h1 id="hero-heading" className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]">
        {banner ? (
          <span lang={englishLang(banner, "title")}>{banner.title}</span>
        ) : (
          <>
            {m.hero_title_start()} <span className="text-accent-300">{m.hero_title_end()}</span>
          </>
        )}
      </h1>
      {banner?.subtitle ? (
        <p lang={englishLang(banner, "subtitle")} className="mt-4 text-xl font-semibold text-brand-50">
          {banner.subtitle}
        </p>
      ) : null}
      <p lang={banner?.description ? englishLang(banner, "description") : undefined} className="mt-4 max-w-xl text-lg text-brand-100">
        {banner?.description ?? m.hero_description()}
      </p>
      <p className="mt-4 flex items-start gap-2 text-sm font-medium text-brand-50">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
        <span>{m.hero_serving({ cities: SERVICE_AREA_CITIES.join(", ") })}</span>
      </p>

      <div className="mt-8 flex flex-col flex-wrap gap-3 sm:flex-row">
        {actions.map((action, index) => (
          <HeroActionLink key={action.text} type={action.type} href={action.href} className={index === 0 ? PRIMARY : SECONDARY}>
            {action.type === "call" ? <Phone aria-hidden="true" /> : null}
            <span lang={action.lang}>{action.text}</span>
          </HeroActionLink>
        ))}
        {!hasCall && phone ? (
          <a href={telHref(phone)} className={actions.length === 0 ? PRIMARY : SECONDARY}>
            <Phone aria-hidden="true" />
            {m.call_now()}
          </a>
        ) : null}
        {hasViewServices ? null : (
          <Link to={{ hash: "#services" }} className={OUTLINE}>
            {m.hero_view_services()}
          </Link>
        )}
      </div>

      <button
        type="button"
        onClick={openEmergency}
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-accent-600/25 px-3 py-2 text-left text-sm font-medium text-accent-50 ring-1 ring-accent-400/50 transition-colors ring-inset hover:bg-accent-600/40 focus-visible:outline-white"
      >
        <Siren aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
        <span>
          <span className="font-semibold text-white">{m.hero_emergency()}</span>
          <span className="text-accent-100">{m.hero_emergency_response()}</span>
        </span>
      </button>
    </div>
  );
}

function HeroSkeleton() {
  return (
    <div role="status" aria-label={m.loading()} className="grid items-center gap-10 lg:grid-cols-[1.25fr_1fr] lg:gap-12">
      <div className="space-y-5">
        <Skeleton className="h-7 w-72 max-w-full bg-white/15" />
        <Skeleton className="h-28 w-full bg-white/15 sm:h-36" />
        <Skeleton className="h-16 w-5/6 bg-white/15" />
        <Skeleton className="h-5 w-2/3 bg-white/15" />
        <div className="flex gap-3">
          <Skeleton className="h-12 w-36 bg-white/15" />
          <Skeleton className="h-12 w-36 bg-white/15" />
        </div>
      </div>
      <Skeleton className="h-80 rounded-3xl bg-white/10" />
    </div>
  );
}
