import { desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { bookings, jobs, serviceReviews, services } from "../../db/schema.ts";
import { serviceMedia } from "../catalogue/catalogue.ts";

/** The columns the admin form writes (staff-side.md §3 Service). */
export type TServiceValues = Omit<typeof services.$inferInsert, "id" | "avg_rating" | "jobs_completed" | "created_at" | "updated_at">;

// staff-side.md §3 Service: every field, as the admin grid and form read them.
const ADMIN_SERVICE_COLUMNS = {
  id: services.id,
  name: services.name,
  subtitle: services.subtitle,
  description: services.description,
  name_es: services.name_es,
  subtitle_es: services.subtitle_es,
  description_es: services.description_es,
  features_es: services.features_es,
  category: services.category,
  base_price: services.base_price,
  pricing_type: services.pricing_type,
  unit: services.unit,
  estimated_duration_minutes: services.estimated_duration_minutes,
  min_hours: services.min_hours,
  is_active: services.is_active,
  media_type: services.media_type,
  image_url: services.image_url,
  video_url: services.video_url,
  gallery_images: services.gallery_images,
  features: services.features,
  service_icon: services.service_icon,
  theme_color: services.theme_color,
  emergency_available: services.emergency_available,
  availability_today: services.availability_today,
  display_price_text: services.display_price_text,
  display_rating_override: services.display_rating_override,
  display_jobs_completed_override: services.display_jobs_completed_override,
  display_satisfaction_rate: services.display_satisfaction_rate,
  display_trust_score: services.display_trust_score,
  display_availability_text: services.display_availability_text,
  show_price_as_starting: services.show_price_as_starting,
  service_areas: services.service_areas,
  tags: services.tags,
  badges: services.badges,
  promo_message: services.promo_message,
  licensed_trade: services.licensed_trade,
  licensed_partner: services.licensed_partner,
  partner_license_number: services.partner_license_number,
  storm_collections: services.storm_collections,
  avg_rating: services.avg_rating,
  review_count: sql<number>`(select count(*)::int from ${serviceReviews} r where r.service_id = "services"."id")`,
  jobs_completed: services.jobs_completed,
  media: serviceMedia,
  created_at: services.created_at,
  updated_at: services.updated_at,
};

export type TAdminServiceRow = Awaited<ReturnType<ReturnType<typeof servicesAdminRepository>["list"]>>[number];

export function servicesAdminRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** staff-side.md §7 Services: every service, inactive ones too, newest first. */
    list() {
      return db.select(ADMIN_SERVICE_COLUMNS).from(services).orderBy(desc(services.created_at), desc(services.id));
    },

    async find(executor: TExecutor, id: string) {
      const [row] = await executor.select(ADMIN_SERVICE_COLUMNS).from(services).where(eq(services.id, id));
      return row ?? null;
    },

    /**
     * The service's media and name, its row locked until the transaction ends: a concurrent
     * save or delete waits, and a booking or job being written for it (whose foreign key
     * takes a key-share lock) finishes first or waits for the delete.
     */
    async lock(tx: TTx, id: string) {
      const [row] = await tx
        .select({
          id: services.id,
          name: services.name,
          base_price: services.base_price,
          image_url: services.image_url,
          video_url: services.video_url,
          gallery_images: services.gallery_images,
        })
        .from(services)
        .where(eq(services.id, id))
        .for("update");
      return row ?? null;
    },

    async insert(tx: TTx, values: TServiceValues) {
      const [row] = await tx.insert(services).values(values).returning({ id: services.id });
      return row.id;
    },

    /** The fields that differ, before and after, for the audit entry. */
    async update(tx: TTx, id: string, values: TServiceValues) {
      const [before] = await tx.select().from(services).where(eq(services.id, id));
      await tx
        .update(services)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(services.id, id));
      const changed: Record<string, { before: unknown; after: unknown }> = {};
      for (const [field, after] of Object.entries(values)) {
        const previous = before[field as keyof typeof before];
        if (JSON.stringify(previous ?? null) !== JSON.stringify(after ?? null)) changed[field] = { before: previous ?? null, after: after ?? null };
      }
      return changed;
    },

    /** Whether bookings or jobs name the service (such a service is kept). */
    async hasHistory(tx: TTx, id: string) {
      const [row] = await tx
        .execute<{ used: boolean }>(
          sql`select (
          exists (select 1 from ${bookings} where ${bookings.service_id} = ${id})
          or exists (select 1 from ${jobs} where ${jobs.service_id} = ${id})
        ) as used`,
        )
        .then((result) => result.rows);
      return row.used;
    },

    deactivate(tx: TTx, id: string) {
      return tx
        .update(services)
        .set({ is_active: false, updated_at: sql`now()` })
        .where(eq(services.id, id));
    },

    delete(tx: TTx, id: string) {
      return tx.delete(services).where(eq(services.id, id));
    },
  };
}

export type TServicesAdminRepository = ReturnType<typeof servicesAdminRepository>;
