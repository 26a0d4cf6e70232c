import type { MouseEvent, ReactNode } from "react";
import { Info, MapPin, Megaphone, Wrench, Zap } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { QuickAddOns } from "./quick-add-ons.tsx";
import { jobsLabel, serviceJobsCompleted, servicePriceLabel, servicePriceLang, serviceRating } from "./service-price.ts";
import type { TDetailTab } from "./service-detail-tabs.ts";
import { englishLang, englishOnlyLang } from "@/shared/rules/content-language.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";
import { badgeLabel } from "@/client/features/catalogue/badge-label.ts";

/**
 * What the composing screen puts in the card's top corner (the favourite heart): the catalogue
 * does not know the favourites feature (decision 0034).
 */
export type TServiceCardCorner = (service: TPublicService) => ReactNode;

type TServiceCardProps = {
  service: TPublicService;
  corner?: TServiceCardCorner;
  onOpen: (service: TPublicService, tab: TDetailTab) => void;
  headingLevel?: "h2" | "h3";
  /** Above the fold: load the image at once rather than lazily. */
  eager?: boolean;
};

const AREAS_SHOWN = 3;
/** The card's width in CATALOGUE_GRID's columns (service-grid.tsx), for the browser to pick an image width. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw";

/**
 * customer-side.md §2 Catalogue card. Clicking the card or Get More Info opens the detail
 * dialog on Overview; clicking the rating opens it on Reviews.
 */
export function ServiceCard({ service, corner, onOpen, headingLevel: Heading = "h3", eager = false }: TServiceCardProps) {
  // What the business writes only in English (the price text, tags, the promotion), marked so on a page in another language.
  const englishOnly = englishOnlyLang(currentLocale());
  const rating = serviceRating(service);
  const jobs = serviceJobsCompleted(service);
  const hiddenAreas = service.service_areas.length - AREAS_SHOWN;

  // The whole card opens the dialog for pointer users; keyboard users have Get More Info.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("button, a, [data-no-card-click]")) return;
    onOpen(service, "overview");
  };

  return (
    <article
      onClick={onCardClick}
      // A tap on the card before the page's code has arrived is held by the page's loader (src/server/http/ssr.ts).
      data-press-early=""
      className="group flex h-full cursor-pointer flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        {service.image_url ? (
          <ResponsiveImage
            src={service.image_url}
            image={service.media[service.image_url]}
            alt={service.name}
            sizes={CARD_IMAGE_SIZES}
            width={400}
            height={300}
            eager={eager}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <Wrench aria-hidden="true" className="size-12" />
          </div>
        )}
        {service.availability_today ? (
          <Badge variant="success" className="absolute top-3 left-3 bg-white shadow-sm">
            <Zap aria-hidden="true" className="size-3" />
            {m.card_same_day()}
          </Badge>
        ) : null}
        {corner ? <div className="absolute top-3 right-3">{corner(service)}</div> : null}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Badge variant="brand" lang={englishOnlyLang(currentLocale())}>
            {service.category}
          </Badge>
          <Heading className="mt-2 text-lg leading-snug font-semibold text-slate-900" lang={englishLang(service, "name")}>
            {service.name}
          </Heading>
          {service.subtitle ? (
            <p className="mt-1 text-sm text-slate-600" lang={englishLang(service, "subtitle")}>
              {service.subtitle}
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <button
            type="button"
            onClick={() => onOpen(service, "reviews")}
            aria-label={m.card_rated({ rating: rating.toFixed(1), name: service.name })}
            className="inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 -ml-1 hover:bg-amber-50"
          >
            <StarRating value={rating} size="sm" decorative />
            <span className="font-semibold text-slate-800">{rating.toFixed(1)}</span>
          </button>
          {jobs > 0 ? <span className="text-slate-600">{jobsLabel(jobs)}</span> : null}
        </div>

        <p className="text-xl font-bold text-brand-800" lang={servicePriceLang(service)}>
          {servicePriceLabel(service)}
        </p>

        {service.badges.length > 0 ? (
          <ul aria-label={m.card_guarantees()} className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold text-green-800">
            {service.badges.map((badge) => (
              <li key={badge} className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="icon-shield-check size-3.5 text-green-700" />
                {badgeLabel(badge)}
              </li>
            ))}
          </ul>
        ) : null}

        {service.tags.length > 0 ? (
          <ul aria-label={m.card_tags()} className="flex flex-wrap gap-1.5">
            {service.tags.map((tag) => (
              <li key={tag} lang={englishOnly}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}

        {service.promo_message ? (
          <p className="flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm font-medium text-accent-800">
            <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span lang={englishOnly}>{service.promo_message}</span>
          </p>
        ) : null}

        {service.service_areas.length > 0 ? (
          <p className="flex items-start gap-1.5 text-sm text-slate-600" title={service.service_areas.join(", ")}>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              <span className="sr-only">{m.card_serves()}</span>
              {service.service_areas.slice(0, AREAS_SHOWN).join(", ")}
              {hiddenAreas > 0 ? (
                <>
                  <span aria-hidden="true">{m.card_more_areas({ count: hiddenAreas })}</span>
                  <span className="sr-only">, {service.service_areas.slice(AREAS_SHOWN).join(", ")}</span>
                </>
              ) : null}
            </span>
          </p>
        ) : null}

        <div className="mt-auto space-y-3 pt-1">
          <QuickAddOns addOns={service.add_ons} />
          <Button className="w-full" onClick={() => onOpen(service, "overview")} aria-label={m.card_more_info_about({ name: service.name })}>
            <Info aria-hidden="true" />
            {m.card_more_info()}
          </Button>
        </div>
      </div>
    </article>
  );
}
