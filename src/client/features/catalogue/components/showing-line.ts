const services = (count: number) => (count === 1 ? "service" : "services");

/**
 * The catalogue's count line. Out of the whole catalogue ("Showing 0 of 16 services" for a
 * search that finds nothing, "Showing 3 of 16 services" for one that finds three); out of the
 * matches only while more of them are still to load.
 */
export function showingLine(shown: number, total: number, catalogueTotal: number): string {
  if (shown < total && total !== catalogueTotal) return `Showing ${shown} of ${total} matching ${services(total)}`;
  return `Showing ${shown} of ${catalogueTotal} ${services(catalogueTotal)}`;
}
