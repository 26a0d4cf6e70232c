import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * The catalogue's count line, in the page's language. Out of the whole catalogue ("Showing 0 of
 * 16 services" for a search that finds nothing, "Showing 3 of 16 services" for one that finds
 * three); out of the matches only while more of them are still to load.
 */
export function showingLine(shown: number, total: number, catalogueTotal: number): string {
  if (shown < total && total !== catalogueTotal) return m.catalogue_showing_matching({ shown, total });
  return m.catalogue_showing({ shown, total: catalogueTotal });
}
