/**
 * How many services each catalogue screen asks the server for at a time. The route loaders
 * warm (on the server: render) exactly that first page, so the screens and the loaders share
 * the numbers and the cache key.
 */
export const LANDING_CATALOGUE_PAGE = 12;
export const SERVICES_CATALOGUE_PAGE = 24;

/** customer-side.md §9: the service's detail previews 3 reviews. */
export const REVIEW_PREVIEW = 3;
