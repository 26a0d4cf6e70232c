import type { TPublicService } from "../../../shared/schemas/catalogue.ts";
import type { TPublicSettings } from "../../../shared/schemas/settings.ts";

/** A service's own address: shareable, in the sitemap, the canonical link of its page. */
export function servicePath(service: Pick<TPublicService, "id">): string {
  return `/services/${service.id}`;
}

/** A page's meta description: the service's own words, cut at a word near 160 characters. */
export function serviceDescription(service: Pick<TPublicService, "name" | "description" | "subtitle" | "category">): string {
  const text = (service.description ?? service.subtitle ?? `${service.name}: ${service.category} by HomeFix in Central Florida.`).replace(/\s+/g, " ").trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 120))}…`;
}

/**
 * schema.org `Service` with its `Offer` for a service's page: what a search engine
 * shows beside the result. Prices are dollars with two decimals; an hourly rate is a unit price.
 */
export function serviceJsonLd(
  service: TPublicService,
  settings: Pick<TPublicSettings, "name" | "phone">,
  origin: string,
  reviews?: { average: number; count: number },
): Record<string, unknown> {
  const url = `${origin}${servicePath(service)}`;
  const price = (service.base_price / 100).toFixed(2);
  const image = service.image_url ? new URL(service.image_url, origin).href : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: serviceDescription(service),
    serviceType: service.category,
    url,
    ...(image ? { image } : {}),
    provider: { "@type": "HomeAndConstructionBusiness", name: settings.name, telephone: settings.phone, url: `${origin}/` },
    areaServed: service.service_areas.map((name) => ({ "@type": "City", name })),
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      ...(service.pricing_type === "hourly"
        ? { priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitText: "hour" } }
        : {}),
    },
    ...(reviews && reviews.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: Number(reviews.average.toFixed(1)), reviewCount: reviews.count } }
      : {}),
  };
}
