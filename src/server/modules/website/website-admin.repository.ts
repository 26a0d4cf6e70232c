import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { bannerAds, heroBanners, uploads, type TUploadFile } from "../../db/schema.ts";

/** The columns the editor writes (staff-side.md §3 Hero banner); order_index is the service's. */
export type TBannerValues = Omit<typeof heroBanners.$inferInsert, "id" | "order_index" | "created_at" | "updated_at">;
export type TBannerAdValues = Omit<typeof bannerAds.$inferInsert, "id" | "banner_id" | "position" | "created_at">;

// Decision 0051: the stored images a banner shows, for srcset on the landing page and the list.
export const bannerMedia = sql<{ url: string; files: TUploadFile[] }[]>`coalesce((
  select json_agg(json_build_object('url', u.url, 'files', u.files))
  from ${uploads} u
  where u.status = 'ready' and u.kind = 'image' and (u.url = "hero_banners"."image_url" or u.url = any("hero_banners"."gallery_images"))
), '[]'::json)`;

export const BANNER_COLUMNS = {
  id: heroBanners.id,
  title: heroBanners.title,
  subtitle: heroBanners.subtitle,
  description: heroBanners.description,
  media_type: heroBanners.media_type,
  image_url: heroBanners.image_url,
  image_alt: heroBanners.image_alt,
  video_url: heroBanners.video_url,
  media_opacity: heroBanners.media_opacity,
  media_hue: heroBanners.media_hue,
  media_saturation: heroBanners.media_saturation,
  primary_action_text: heroBanners.primary_action_text,
  primary_action_href: heroBanners.primary_action_href,
  primary_action_type: heroBanners.primary_action_type,
  secondary_action_text: heroBanners.secondary_action_text,
  secondary_action_href: heroBanners.secondary_action_href,
  secondary_action_type: heroBanners.secondary_action_type,
  features: heroBanners.features,
  badge: heroBanners.badge,
  title_es: heroBanners.title_es,
  subtitle_es: heroBanners.subtitle_es,
  description_es: heroBanners.description_es,
  badge_es: heroBanners.badge_es,
  primary_action_text_es: heroBanners.primary_action_text_es,
  secondary_action_text_es: heroBanners.secondary_action_text_es,
  image_alt_es: heroBanners.image_alt_es,
  gradient: heroBanners.gradient,
  order_index: heroBanners.order_index,
  is_active: heroBanners.is_active,
  gallery_images: heroBanners.gallery_images,
  media: bannerMedia,
  created_at: heroBanners.created_at,
  updated_at: heroBanners.updated_at,
};

export const AD_COLUMNS = {
  id: bannerAds.id,
  banner_id: bannerAds.banner_id,
  position: bannerAds.position,
  title: bannerAds.title,
  subtitle: bannerAds.subtitle,
  icon: bannerAds.icon,
  icon_gradient: bannerAds.icon_gradient,
  background_gradient: bannerAds.background_gradient,
  button_text: bannerAds.button_text,
  title_es: bannerAds.title_es,
  subtitle_es: bannerAds.subtitle_es,
  button_text_es: bannerAds.button_text_es,
  button_action_type: bannerAds.button_action_type,
  button_action_value: bannerAds.button_action_value,
  is_active: bannerAds.is_active,
};

export type TBannerRow = Awaited<ReturnType<ReturnType<typeof websiteAdminRepository>["list"]>>[number];
export type TBannerAdRow = Awaited<ReturnType<ReturnType<typeof websiteAdminRepository>["adsOf"]>>[number];

export function websiteAdminRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** staff-side.md §7 Hero banners: all of them, by order_index (hero_banners_order_index_key). */
    list(executor: TExecutor = db) {
      return executor.select(BANNER_COLUMNS).from(heroBanners).orderBy(asc(heroBanners.order_index), asc(heroBanners.created_at));
    },

    async find(executor: TExecutor, id: string) {
      const [row] = await executor.select(BANNER_COLUMNS).from(heroBanners).where(eq(heroBanners.id, id));
      return row ?? null;
    },

    /** Every ad of `bannerIds`, active or not, top before bottom (banner_ads_banner_position_key). */
    adsOf(bannerIds: string[], executor: TExecutor = db) {
      if (bannerIds.length === 0) return Promise.resolve([]);
      return executor
        .select(AD_COLUMNS)
        .from(bannerAds)
        .where(inArray(bannerAds.banner_id, bannerIds))
        .orderBy(asc(bannerAds.banner_id), sql`case ${bannerAds.position} when 'top' then 0 else 1 end`);
    },

    /**
     * Decision 0078: every write that changes the banners' order holds this lock until it
     * commits, so two of them renumber one after the other (readers are not blocked).
     */
    async lockOrder(tx: TTx) {
      await tx.execute(sql`lock table ${heroBanners} in share row exclusive mode`);
    },

    /** The banners' ids in their order. */
    async orderedIds(tx: TTx) {
      const rows = await tx.select({ id: heroBanners.id }).from(heroBanners).orderBy(asc(heroBanners.order_index), asc(heroBanners.created_at));
      return rows.map((row) => row.id);
    },

    /** Numbers `ids` 0..n-1 in one statement; the deferrable unique constraint checks the result at commit. */
    async renumber(tx: TTx, ids: string[]) {
      if (ids.length === 0) return;
      const values = sql.join(
        ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${heroBanners} h set order_index = v.position, updated_at = now()
        from (values ${values}) as v(id, position)
        where h.id = v.id and h.order_index <> v.position`);
    },

    /** The banner's media, its row locked until the transaction ends. */
    async lock(tx: TTx, id: string) {
      const [row] = await tx
        .select({
          id: heroBanners.id,
          title: heroBanners.title,
          is_active: heroBanners.is_active,
          image_url: heroBanners.image_url,
          video_url: heroBanners.video_url,
          gallery_images: heroBanners.gallery_images,
        })
        .from(heroBanners)
        .where(eq(heroBanners.id, id))
        .for("update");
      return row ?? null;
    },

    async insert(tx: TTx, values: TBannerValues, orderIndex: number) {
      const [row] = await tx
        .insert(heroBanners)
        .values({ ...values, order_index: orderIndex })
        .returning({ id: heroBanners.id });
      return row.id;
    },

    /** The fields that differ, before and after, for the audit entry. */
    async update(tx: TTx, id: string, values: Partial<TBannerValues>) {
      const [before] = await tx.select().from(heroBanners).where(eq(heroBanners.id, id));
      await tx
        .update(heroBanners)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(heroBanners.id, id));
      const changed: Record<string, { before: unknown; after: unknown }> = {};
      for (const [field, after] of Object.entries(values)) {
        const previous = before[field as keyof typeof before];
        if (JSON.stringify(previous ?? null) !== JSON.stringify(after ?? null)) changed[field] = { before: previous ?? null, after: after ?? null };
      }
      return changed;
    },

    delete(tx: TTx, id: string) {
      return tx.delete(heroBanners).where(eq(heroBanners.id, id));
    },

    async findAd(executor: TExecutor, bannerId: string, adId: string) {
      const [row] = await executor
        .select(AD_COLUMNS)
        .from(bannerAds)
        .where(and(eq(bannerAds.id, adId), eq(bannerAds.banner_id, bannerId)));
      return row ?? null;
    },

    /** One ad per banner and position (banner_ads_banner_position_key): null when the position is taken. */
    async insertAd(tx: TTx, bannerId: string, position: "top" | "bottom", values: TBannerAdValues) {
      const [row] = await tx
        .insert(bannerAds)
        .values({ ...values, banner_id: bannerId, position })
        .onConflictDoNothing({ target: [bannerAds.banner_id, bannerAds.position] })
        .returning({ id: bannerAds.id });
      return row?.id ?? null;
    },

    async updateAd(tx: TTx, bannerId: string, adId: string, values: TBannerAdValues) {
      const rows = await tx
        .update(bannerAds)
        .set(values)
        .where(and(eq(bannerAds.id, adId), eq(bannerAds.banner_id, bannerId)))
        .returning({ id: bannerAds.id });
      return rows.length > 0;
    },

    async deleteAd(tx: TTx, bannerId: string, adId: string) {
      const rows = await tx
        .delete(bannerAds)
        .where(and(eq(bannerAds.id, adId), eq(bannerAds.banner_id, bannerId)))
        .returning({ id: bannerAds.id, position: bannerAds.position });
      return rows[0] ?? null;
    },
  };
}

export type TWebsiteAdminRepository = ReturnType<typeof websiteAdminRepository>;
