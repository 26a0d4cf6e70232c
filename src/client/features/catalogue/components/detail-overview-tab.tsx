import { CalendarCheck, CalendarClock, CircleCheck, MapPin, MessageCircle, ShieldCheck, Siren, Wrench } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { Button } from "@/client/ui/button.tsx";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { englishLang, englishOnlyLang } from "@/shared/rules/content-language.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";
import { badgeLabel } from "@/client/features/catalogue/badge-label.ts";

type TDetailOverviewTabProps = {
  service: TPublicService;
  onEmergency: () => void;
  onBook: () => void;
  onAsk: () => void;
};

function availabilityText(service: TPublicService): string {
  if (service.display_availability_text) return service.display_availability_text;
  return service.availability_today ? m.detail_available_today() : m.detail_book_ahead();
}

const HEADING = "text-sm font-semibold tracking-wide text-slate-900 uppercase";

/** customer-side.md §2 Overview tab. */
export function DetailOverviewTab({ service, onEmergency, onBook, onAsk }: TDetailOverviewTabProps) {
  return (
    <div className="space-y-6">
      <div className="aspect-[16/9] overflow-hidden rounded-xl bg-brand-50 sm:aspect-[21/9]">
        {service.image_url ? (
          // The dialog is at most 3xl (48rem) wide; the image is the first thing it shows.
          <ResponsiveImage
            src={service.image_url}
            image={service.media[service.image_url]}
            alt={service.name}
            sizes="(min-width: 48rem) 45rem, 100vw"
            width={800}
            height={450}
            eager
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <Wrench aria-hidden="true" className="size-16" />
          </div>
        )}
      </div>

      {service.description ? (
        <p className="leading-relaxed text-slate-700" lang={englishLang(service, "description")}>
          {service.description}
        </p>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-3">
        <Button variant="accent" className="h-auto min-h-12 flex-col gap-0.5 py-2 whitespace-normal" onClick={onEmergency}>
          <span className="inline-flex items-center gap-2">
            <Siren aria-hidden="true" />
            {m.detail_emergency()}
          </span>
          <span className="text-xs font-medium">{m.detail_available_247()}</span>
        </Button>
        <Button className="h-auto min-h-12 py-2 whitespace-normal" onClick={onBook}>
          <CalendarCheck aria-hidden="true" />
          {m.book_a_service()}
        </Button>
        <Button variant="outline" className="h-auto min-h-12 py-2 whitespace-normal" onClick={onAsk}>
          <MessageCircle aria-hidden="true" />
          {m.detail_ask()}
        </Button>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        {service.tags.length > 0 ? (
          <section aria-labelledby="detail-included">
            <h3 id="detail-included" className={HEADING}>
              {m.detail_included()}
            </h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {service.tags.map((tag) => (
                <li key={tag} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                  {/* The business writes these in English only. */}
                  <span lang={englishOnlyLang(currentLocale())}>{tag}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {service.badges.length > 0 ? (
          <section aria-labelledby="detail-guarantees">
            <h3 id="detail-guarantees" className={HEADING}>
              {m.detail_guarantees()}
            </h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {service.badges.map((badge) => (
                <li key={badge} className="flex items-start gap-2">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {badgeLabel(badge)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {service.service_areas.length > 0 ? (
          <section aria-labelledby="detail-areas">
            <h3 id="detail-areas" className={HEADING}>
              {m.detail_areas()}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-1.5 text-sm">
              {service.service_areas.map((area) => (
                <li key={area} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">
                  <MapPin aria-hidden="true" className="size-3.5 text-brand-600" />
                  {area}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="detail-availability">
          <h3 id="detail-availability" className={HEADING}>
            {m.detail_availability()}
          </h3>
          <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span lang={service.display_availability_text ? englishOnlyLang(currentLocale()) : undefined}>{availabilityText(service)}</span>
          </p>
        </section>
      </div>
    </div>
  );
}
