import { and, desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { serviceReviews, services } from "../../db/schema.ts";

export type TReviewValues = Pick<
  typeof serviceReviews.$inferInsert,
  "customer_name" | "customer_email" | "rating" | "review_text" | "is_verified" | "is_featured"
>;

/** The unique index that allows one review per e-mail and service (migration 0000). */
export const REVIEW_EMAIL_INDEX = "service_reviews_service_email_idx";

/** The most reviews the admin dialog lists. */
const LIST_LIMIT = 500;

const REVIEW_COLUMNS = {
  id: serviceReviews.id,
  service_id: serviceReviews.service_id,
  customer_name: serviceReviews.customer_name,
  customer_email: serviceReviews.customer_email,
  rating: serviceReviews.rating,
  review_text: serviceReviews.review_text,
  is_verified: serviceReviews.is_verified,
  is_featured: serviceReviews.is_featured,
  booking_id: serviceReviews.booking_id,
  created_at: serviceReviews.created_at,
};

export function reviewsAdminRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** staff-side.md §7 Service reviews: by service, newest first. */
    list(serviceId: string) {
      return db
        .select(REVIEW_COLUMNS)
        .from(serviceReviews)
        .where(eq(serviceReviews.service_id, serviceId))
        .orderBy(desc(serviceReviews.created_at), desc(serviceReviews.id))
        .limit(LIST_LIMIT);
    },

    /**
     * The service's rating and review count as they stand in `executor`'s view: avg_rating is
     * kept by the database's trigger (migration 0003) in the same transaction as the change.
     */
    async figures(serviceId: string, executor: TExecutor = db) {
      const [row] = await executor
        .select({
          id: services.id,
          avg_rating: services.avg_rating,
          review_count: sql<number>`(select count(*)::int from ${serviceReviews} r where r.service_id = "services"."id")`,
        })
        .from(services)
        .where(eq(services.id, serviceId));
      return row ?? null;
    },

    async insert(tx: TTx, serviceId: string, values: TReviewValues) {
      const [row] = await tx
        .insert(serviceReviews)
        .values({ ...values, service_id: serviceId })
        .returning(REVIEW_COLUMNS);
      return row;
    },

    async update(tx: TTx, serviceId: string, reviewId: string, values: TReviewValues) {
      const [row] = await tx
        .update(serviceReviews)
        .set(values)
        .where(and(eq(serviceReviews.id, reviewId), eq(serviceReviews.service_id, serviceId)))
        .returning(REVIEW_COLUMNS);
      return row ?? null;
    },

    async delete(tx: TTx, serviceId: string, reviewId: string) {
      const [row] = await tx
        .delete(serviceReviews)
        .where(and(eq(serviceReviews.id, reviewId), eq(serviceReviews.service_id, serviceId)))
        .returning({ id: serviceReviews.id, rating: serviceReviews.rating });
      return row ?? null;
    },
  };
}

export type TReviewsAdminRepository = ReturnType<typeof reviewsAdminRepository>;
