import { asc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { services } from "../../db/schema.ts";

export function seoRepository(db: TDb) {
  return {
    /** Every active service's address and last change, for the sitemap (index services_active_category_idx). */
    activeServices: () =>
      db.select({ id: services.id, updated_at: services.updated_at }).from(services).where(eq(services.is_active, true)).orderBy(asc(services.name)),
  };
}
