import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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
const addOns = sql<{ id: string; name: string; name_es: string | null; price: number }[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name, 'name_es', a.name_es, 'price', a.price) order by a.price, a.name)
  from ${serviceAddOns} a where a.service_id = "services"."id"
), '[]'::json)`;

// Decision 0051: the stored images among the service's main image and gallery, with their files,
// so a page can offer their WebP widths.
export const serviceMedia = sql<{ url: string; files: TUploadFile[] }[]>`coalesce((
  select json_agg(json_build_object('url', u.url, 'files', u.files))
  from ${uploads} u
  where u.status = 'ready' and u.kind = 'image' and (u.url = "services"."image_url" or u.url = any("services"."gallery_images"))
), '[]'::json)`;

/**
 * A text[] column sent as JSON: node-postgres then reads it with JSON.parse instead of its array
 * parser, which was a tenth of the catalogue list's time in the app (decision 0092).
 */
const asJson = (column: AnyPgColumn) => sql<string[]>`to_json(${column})`;

// customer-side.md §3 Service: the columns a visitor reads, with the add-ons nested, and the
// Spanish beside the English (the routes keep the page's language, decision 0177).
const PUBLIC_SERVICE_COLUMNS = {
  id: services.id,
  name: services.name,
  subtitle: services.subtitle,
  description: services.description,
  name_es: services.name_es,
  subtitle_es: services.subtitle_es,
  description_es: services.description_es,
  features_es: asJson(services.features_es),
  category: services.category,
  base_price: services.base_price,
  pricing_type: services.pricing_type,
  unit: services.unit,
  min_hours: services.min_hours,
  media_type: services.media_type,
  image_url: services.image_url,
  video_url: services.video_url,
  gallery_images: asJson(services.gallery_images),
  avg_rating: services.avg_rating,
  jobs_completed: services.jobs_completed,
  service_areas: asJson(services.service_areas),
  badges: asJson(services.badges),
  tags: asJson(services.tags),
  features: asJson(services.features),
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

/** A pinned collection is a short row of cards, not a catalogue. */
export const STORM_COLLECTION_LIMIT = 12;

const CATALOGUE_SORTS = Object.keys(ORDER) as TServiceListQuery["sort"][];

/**
 * Decision 0092: the reads every visitor makes (a page of the catalogue with no search, in any
 * order, with or without a category; its total; the categories; one service) as named prepared
 * statements. Drizzle writes their SQL once here, and PostgreSQL parses and plans each once per
 * connection instead of on every request. A search's SQL depends on its words: it stays built
 * per request.
 */
function preparedReads(db: TDb) {
  const active = eq(services.is_active, true);
  const activeIn = and(active, eq(services.category, sql.placeholder("category")));
  const page = (sort: TServiceListQuery["sort"], inCategory: boolean) =>
    db
      .select(PUBLIC_SERVICE_COLUMNS)
      .from(services)
      .where(inCategory ? activeIn : active)
      .orderBy(...ORDER[sort], asc(services.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`catalogue_page_${sort}${inCategory ? "_in_category" : ""}`);
  const total = (inCategory: boolean) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(services)
      .where(inCategory ? activeIn : active)
      .prepare(`catalogue_total${inCategory ? "_in_category" : ""}`);
  return {
    pages: Object.fromEntries(CATALOGUE_SORTS.map((sort) => [sort, { all: page(sort, false), inCategory: page(sort, true) }])) as Record<
      TServiceListQuery["sort"],
      { all: ReturnType<typeof page>; inCategory: ReturnType<typeof page> }
    >,
    totals: { all: total(false), inCategory: total(true) },
    categories: db.selectDistinct({ category: services.category }).from(services).where(active).orderBy(asc(services.category)).prepare("catalogue_categories"),
    service: db
      .select(PUBLIC_SERVICE_COLUMNS)
      .from(services)
      .where(and(eq(services.id, sql.placeholder("id")), active))
      .prepare("catalogue_service"),
  };
}

export function catalogueRepository(db: TDb) {
  const prepared = preparedReads(db);
  return {
    /**
     * Active services of a page. With a search, words first and ranked (name matches first)
     * unless the visitor chose another order; when the words find nothing, the typo fallback.
     */
    async listActive(query: TServiceListQuery) {
      const words = query.q ? wordSearch(query.q, query.locale) : null;
      const first = await this.page(query, words);
      if (first.total > 0 || !query.q) return first;
      return this.page(query, typoSearch(query.q));
    },
    async page(query: TServiceListQuery, search: TSearch | null) {
      if (!search) {
        const { limit, offset, category } = query;
        const [rows, [{ total }]] = await Promise.all(
          category
            ? [prepared.pages[query.sort].inCategory.execute({ category, limit, offset }), prepared.totals.inCategory.execute({ category })]
            : [prepared.pages[query.sort].all.execute({ limit, offset }), prepared.totals.all.execute()],
        );
        return { rows, total };
      }
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
      const [row] = await prepared.service.execute({ id });
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
    /** How many services the catalogue holds, whatever a visitor searches for. */
    async activeTotal() {
      const [{ total }] = await prepared.totals.all.execute();
      return total;
    },
    /**
     * A storm collection (decision 0160): its active services that need no licensed trade (a
     * storm's rush is no time to send unlicensed work to a roof or a panel), or whose licensed
     * work a licensed partner does (decision 0172), by name.
     */
    async stormCollection(collection: string) {
      return db
        .select({
          ...PUBLIC_SERVICE_COLUMNS,
          licensed_trade: services.licensed_trade,
          licensed_partner: services.licensed_partner,
          partner_license_number: services.partner_license_number,
        })
        .from(services)
        .where(
          and(
            eq(services.is_active, true),
            sql`${services.storm_collections} @> array[${collection}]::text[]`,
            sql`(${services.licensed_trade} is null or ${services.licensed_partner} is not null)`,
          ),
        )
        .orderBy(asc(services.name), asc(services.id))
        .limit(STORM_COLLECTION_LIMIT);
    },
    async activeCategories() {
      const rows = await prepared.categories.execute();
      return rows.map((row) => row.category);
    },
  };
}
