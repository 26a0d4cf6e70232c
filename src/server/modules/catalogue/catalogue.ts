import type { TDb } from "../../db/client.ts";
import { catalogueRepository } from "./catalogue.repository.ts";

// The catalogue's front door (decision 0147): what other modules may use of it.

/** A service's media (its image and gallery uploads that are ready), as a column of a `services` select. */
export { serviceMedia } from "./catalogue.repository.ts";

/** `findActive(id)`: the service if it is offered (active), else null. */
export function catalogueReads(db: TDb) {
  const { findActive } = catalogueRepository(db);
  return { findActive };
}
export type TCatalogueReads = ReturnType<typeof catalogueReads>;
