import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { ChevronRight, SearchX } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { ApiError } from "@/client/lib/api-client.ts";
import { useLocalizedPath } from "@/client/lib/i18n.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { usePageMeta } from "@/client/lib/use-page-meta.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Badge } from "@/client/ui/badge.tsx";
import { buttonClassName } from "@/client/ui/button.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { useService } from "../api/get-services.ts";
import { useReviewPreview } from "../api/get-service-reviews.ts";
import { REVIEW_PREVIEW } from "../catalogue-pages.ts";
import { DetailFeaturesTab } from "../components/detail-features-tab.tsx";
import { DetailMediaTab } from "../components/detail-media-tab.tsx";
import { DetailOverviewTab } from "../components/detail-overview-tab.tsx";
import { DetailReviewsTab } from "../components/detail-reviews-tab.tsx";
import { jobsLabel, serviceJobsCompleted, servicePriceLabel, servicePriceLang, serviceRating } from "../components/service-price.ts";
import { serviceDescription, serviceJsonLd } from "../service-json-ld.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { englishLang, englishOnlyLang } from "@/shared/rules/content-language.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";

const SECTION_HEADING = "text-xl font-bold tracking-tight text-slate-900";
export const SERVICE_JSON_LD_ID = "service-jsonld";

/**
 * A service's own page, `/services/:id`: the detail dialog's content as a page that
 * can be shared, found and read without JavaScript (rendered on the server). Booking, questions
 * and emergencies open the same dialogs as the catalogue.
 */
export function ServicePage() {
  const { id = "" } = useParams();
  const service = useService(id);

  if (service.isPending) return <LoadingState className="min-h-svh" />;
  if (service.isError) return <ServiceMissing notFound={service.error instanceof ApiError && service.error.status === 404} />;
  return <ServiceDetails service={service.data} />;
}

function ServiceDetails({ service }: { service: TPublicService }) {
  usePageMeta({ title: service.name, description: serviceDescription(service) });
  const dialogs = useDialogs();
  const rating = serviceRating(service);
  const jobs = serviceJobsCompleted(service);
  const localized = useLocalizedPath();

  return (
    <article className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <ServiceJsonLd service={service} />
      <nav aria-label={m.service_page_breadcrumb()} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to={localized("/services")}
              className="rounded font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {m.nav_services()}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="text-slate-700" lang={englishLang(service, "name")}>
            {service.name}
          </li>
        </ol>
      </nav>

      <header className="mt-4 space-y-2">
        <Badge variant="brand" className="w-fit" lang={englishOnlyLang(currentLocale())}>
          {service.category}
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" lang={englishLang(service, "name")}>
          {service.name}
        </h1>
        <p className="text-slate-600" lang={englishLang(service, "subtitle")}>
          {service.subtitle ?? m.detail_subtitle_fallback({ category: service.category })}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-slate-700">
          <span className="text-lg font-bold text-brand-800" lang={servicePriceLang(service)}>
            {servicePriceLabel(service)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <StarRating value={rating} size="sm" decorative />
            <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
            <span className="sr-only">{m.detail_out_of_5()}</span>
          </span>
          {jobs > 0 ? <span>{jobsLabel(jobs)}</span> : null}
        </div>
      </header>

      <section aria-labelledby="service-overview" className="mt-6">
        <h2 id="service-overview" className="sr-only">
          {m.detail_tab_overview()}
        </h2>
        <DetailOverviewTab
          service={service}
          onEmergency={dialogs.openEmergency}
          onBook={() => dialogs.openBooking(service)}
          onAsk={() => dialogs.openChat(service)}
        />
      </section>

      <section aria-labelledby="service-features" className="mt-10">
        <h2 id="service-features" className={`${SECTION_HEADING} mb-4`}>
          {m.detail_tab_features()}
        </h2>
        <DetailFeaturesTab service={service} />
      </section>

      <section aria-labelledby="service-media" className="mt-10">
        <h2 id="service-media" className={`${SECTION_HEADING} mb-4`}>
          {m.detail_tab_media()}
        </h2>
        <DetailMediaTab service={service} />
      </section>

      <section aria-labelledby="service-reviews" className="mt-10">
        <h2 id="service-reviews" className={`${SECTION_HEADING} mb-4`}>
          {m.detail_tab_reviews()}
        </h2>
        <DetailReviewsTab service={service} />
      </section>
    </article>
  );
}

/** The page's `Service` structured data; the server put the same script in the head. */
function ServiceJsonLd({ service }: { service: TPublicService }) {
  const settings = usePublicSettings().data;
  const reviews = useReviewPreview(service.id, REVIEW_PREVIEW).data;
  useEffect(() => {
    if (!settings) return;
    const data = serviceJsonLd(service, settings, window.location.origin, reviews);
    const script = document.getElementById(SERVICE_JSON_LD_ID) ?? document.createElement("script");
    script.id = SERVICE_JSON_LD_ID;
    script.setAttribute("type", "application/ld+json");
    // textContent is never parsed as HTML; "<" is escaped anyway so the JSON cannot close the tag.
    script.textContent = JSON.stringify(data).replace(/</g, "\\u003c");
    document.head.append(script);
    return () => script.remove();
  }, [service, settings, reviews]);
  return null;
}

function ServiceMissing({ notFound }: { notFound: boolean }) {
  usePageMeta({ title: notFound ? m.service_missing_meta_title() : m.meta_services_title(), description: m.meta_services_description() });
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      {notFound ? (
        <div className="flex flex-col items-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{m.service_missing_title()}</h1>
          <p className="mt-2 text-slate-600">{m.service_missing_text()}</p>
        </div>
      ) : (
        <Alert variant="destructive" title={m.service_load_failed_title()}>
          <p>{m.service_load_failed_text()}</p>
        </Alert>
      )}
      <Link to={localized("/services")} className={buttonClassName({ className: "mt-6" })}>
        {m.service_all_services()}
      </Link>
    </div>
  );
}
