import { and, desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { favorites, services } from "../../db/schema.ts";

export function favoritesRepository(db: TDb) {
  return {
    /** customer-side.md §7 Favourites: newest first, with the services they name, in one query. */
    list(userId: string) {
      return db
        .select({
          service_id: favorites.service_id,
          created_at: favorites.created_at,
          service: {
            id: services.id,
            name: services.name,
            category: services.category,
            image_url: services.image_url,
            // The rating the catalogue card shows: an admin's override, else the reviews' average.
            avg_rating: sql<number>`coalesce(${services.display_rating_override}, ${services.avg_rating})`,
            base_price: services.base_price,
            pricing_type: services.pricing_type,
            unit: services.unit,
          },
        })
        .from(favorites)
        .innerJoin(services, and(eq(services.id, favorites.service_id), eq(services.is_active, true)))
        .where(eq(favorites.user_id, userId))
        .orderBy(desc(favorites.created_at));
    },
    /** One favourite per user and service (a unique index): adding twice is harmless. */
    add(userId: string, serviceId: string) {
      return db.insert(favorites).values({ user_id: userId, service_id: serviceId }).onConflictDoNothing();
    },
    remove(userId: string, serviceId: string) {
      return db.delete(favorites).where(and(eq(favorites.user_id, userId), eq(favorites.service_id, serviceId)));
    },
  };
}
