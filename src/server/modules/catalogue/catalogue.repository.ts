import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { serviceAddOns, serviceReviews, services, uploads, type TUploadFile } from "../../db/schema.ts";
import type { TServiceListQuery } from "../../../shared/schemas/catalogue.ts";
import { typoSearch, wordSearch, type TSearch } from "./catalogue-search.ts";

const effectiveRating = sql`coalesce(${services.display_rating_override}, ${services.avg_rating})`;

// customer-side.md §9 sort options; every order ends on id so pages never overlap.
const ORDER: Record<TServiceListQuery["sort"], SQL[]> = {
  recommended: [desc(services.availability_today), desc(effectiveRating), asc(services.name)],
  priceLow: [asc(services.base_price), asc(services.name)],
  priceHigh: [desc(services.base_price), asc(services.name)],
  rating: [desc(effectiveRating), asc(services.name)],
};

// Add-ons come nested in the same query: one round trip for a page of services.
const addOns = sql<{ id: string; name: string; price: number }[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price) order by a.price, a.name)
  from ${serviceAddOns} a where a.service_id = "services"."id"
), '[]'::json)`;

// Decision 0051: the stored images among the service's main image and gallery, with their files,
// so a page can offer their WebP widths.
export const serviceMedia = sql<{ url: string; files: TUploadFile[] }[]>`coalesce((
  select json_agg(json_build_object('url', u.url, 'files', u.files))
  from ${uploads} u
  where u.status = 'ready' and u.kind = 'image' and (u.url = "services"."image_url" or u.url = any("services"."gallery_images"))
), '[]'::json)`;

// customer-side.md §3 Service: the columns a visitor reads, with the add-ons nested.
const PUBLIC_SERVICE_COLUMNS = {
  id: services.id,
  name: services.name,
  subtitle: services.subtitle,
  description: services.description,
  category: services.category,
  base_price: services.base_price,
  pricing_type: services.pricing_type,
  unit: services.unit,
  min_hours: services.min_hours,
  media_type: services.media_type,
  image_url: services.image_url,
  video_url: services.video_url,
  gallery_images: services.gallery_images,
  avg_rating: services.avg_rating,
  jobs_completed: services.jobs_completed,
  service_areas: services.service_areas,
  badges: services.badges,
  tags: services.tags,
  features: services.features,
  availability_today: services.availability_today,
  emergency_available: services.emergency_available,
  display_price_text: services.display_price_text,
  display_rating_override: services.display_rating_override,
  display_jobs_completed_override: services.display_jobs_completed_override,
  display_satisfaction_rate: services.display_satisfaction_rate,
  display_trust_score: services.display_trust_score,
  display_availability_text: services.display_availability_text,
  show_price_as_starting: services.show_price_as_starting,
  promo_message: services.promo_message,
  add_ons: addOns,
  media: serviceMedia,
};

export function catalogueRepository(db: TDb) {
  return {
    /**
     * Active services of a page. With a search, words first and ranked (name matches first)
     * unless the visitor chose another order; when the words find nothing, the typo fallback.
     */
    async listActive(query: TServiceListQuery) {
      const words = query.q ? wordSearch(query.q) : null;
      const first = await this.page(query, words);
      if (first.total > 0 || !query.q) return first;
      return this.page(query, typoSearch(query.q));
    },
    async page(query: TServiceListQuery, search: TSearch | null) {
      const where = and(eq(services.is_active, true), search?.where, query.category ? eq(services.category, query.category) : undefined);
      const relevance = search && query.sort === "recommended" ? search.rank : [];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(PUBLIC_SERVICE_COLUMNS)
          .from(services)
          .where(where)
          .orderBy(...relevance, ...ORDER[query.sort], asc(services.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(services)
          .where(where),
      ]);
      return { rows, total };
    },
    async findActive(id: string) {
      const [row] = await db
        .select(PUBLIC_SERVICE_COLUMNS)
        .from(services)
        .where(and(eq(services.id, id), eq(services.is_active, true)));
      return row ?? null;
    },
    /** Featured first, then newest (customer-side.md §7 Reviews), with the totals in one query. */
    async reviews(serviceId: string, query: { filter: "all" | "featured"; limit: number; offset: number }) {
      const where = and(eq(serviceReviews.service_id, serviceId), query.filter === "featured" ? eq(serviceReviews.is_featured, true) : undefined);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: serviceReviews.id,
            customer_name: serviceReviews.customer_name,
            rating: serviceReviews.rating,
            review_text: serviceReviews.review_text,
            is_featured: serviceReviews.is_featured,
            is_verified: serviceReviews.is_verified,
            created_at: serviceReviews.created_at,
          })
          .from(serviceReviews)
          .where(where)
          .orderBy(desc(serviceReviews.is_featured), desc(serviceReviews.created_at), asc(serviceReviews.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({
            average: sql<number>`coalesce(round(avg(${serviceReviews.rating})::numeric, 1), 0)::float8`,
            count: sql<number>`count(*)::int`,
            featured_count: sql<number>`(count(*) filter (where ${serviceReviews.is_featured}))::int`,
          })
          .from(serviceReviews)
          .where(eq(serviceReviews.service_id, serviceId)),
      ]);
      return { rows, ...totals };
    },
    async activeCategories() {
      const rows = await db.selectDistinct({ category: services.category }).from(services).where(eq(services.is_active, true)).orderBy(asc(services.category));
      return rows.map((row) => row.category);
    },
  };
}
