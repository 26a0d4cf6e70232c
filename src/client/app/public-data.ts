import type { QueryClient } from "@tanstack/react-query";
import { servicePagesQueryOptions, serviceQueryOptions } from "@/client/features/catalogue/api/get-services.ts";
import { reviewPreviewQueryOptions } from "@/client/features/catalogue/api/get-service-reviews.ts";
import { LANDING_CATALOGUE_PAGE, REVIEW_PREVIEW, SERVICES_CATALOGUE_PAGE } from "@/client/features/catalogue/catalogue-pages.ts";
import { catalogueFilter } from "@/client/features/catalogue/components/use-catalogue-params.ts";
import { stormCollectionQueryOptions } from "@/client/features/catalogue/api/get-storm-collection.ts";
import { heroBannersQueryOptions } from "@/client/features/marketing/api/get-hero-banners.ts";
import { publicSettingsQueryOptions } from "@/client/lib/settings/public-settings.ts";

/**
 * What a public page shows before anyone touches it, fetched by its route loader.
 * On the server the loader waits, so the HTML holds it and the browser hydrates it without
 * asking again. In the browser it does not wait: the data is on its way while the page's code
 * downloads, and the page shows its own loading state until it arrives. A failed fetch is
 * not an error here: the page shows its own error state, as it would without a loader.
 */
function warm(loads: Promise<unknown>[]): Promise<null> | null {
  const all = Promise.all(loads).then(() => null);
  return import.meta.env.SSR ? all : null;
}

/** `/`: the hero (the largest paint), the business's phone and hours, the catalogue's first page. */
export function landingData(queryClient: QueryClient, url: URL) {
  return warm([
    queryClient.prefetchQuery(heroBannersQueryOptions()),
    queryClient.prefetchQuery(publicSettingsQueryOptions),
    queryClient.prefetchQuery(stormCollectionQueryOptions()),
    queryClient.prefetchInfiniteQuery(servicePagesQueryOptions(catalogueFilter(url.searchParams), LANDING_CATALOGUE_PAGE)),
  ]);
}

/** `/services`: the catalogue's first page for the address's search, category and sort. */
export function servicesData(queryClient: QueryClient, url: URL) {
  return warm([
    queryClient.prefetchQuery(publicSettingsQueryOptions),
    queryClient.prefetchQuery(stormCollectionQueryOptions()),
    queryClient.prefetchInfiniteQuery(servicePagesQueryOptions(catalogueFilter(url.searchParams), SERVICES_CATALOGUE_PAGE)),
  ]);
}

/** `/services/:id`: the service and its first reviews. */
export function serviceData(queryClient: QueryClient, id: string) {
  return warm([
    queryClient.prefetchQuery(publicSettingsQueryOptions),
    queryClient.prefetchQuery(serviceQueryOptions(id)),
    queryClient.prefetchQuery(reviewPreviewQueryOptions(id, REVIEW_PREVIEW)),
  ]);
}
