import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bannerAds, heroBanners } from "../../db/schema.ts";
import { mediaMap } from "../uploads/responsive-image.ts";
import { AD_COLUMNS, BANNER_COLUMNS } from "./website-admin.repository.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";
import { inLocale } from "../../../shared/rules/content-language.ts";
import { TRANSLATED_AD_FIELDS, TRANSLATED_BANNER_FIELDS } from "../../../shared/schemas/website.ts";

// The editor's columns less what only the back office reads.
const {
  order_index: _order,
  is_active: _active,
  gallery_images: _gallery,
  created_at: _created,
  updated_at: _updated,
  ...PUBLIC_BANNER_COLUMNS
} = BANNER_COLUMNS;
const { is_active: _adActive, ...PUBLIC_AD_COLUMNS } = AD_COLUMNS;

export function websiteRepository(db: TDb) {
  return {
    /**
     * Active hero banners by order_index, each with its active ads: two queries in all. Their words
     * in `locale`, with the fields left in English named (decision 0180).
     */
    async activeHeroBanners(locale: TLocale) {
      const banners = await db
        .select(PUBLIC_BANNER_COLUMNS)
        .from(heroBanners)
        .where(eq(heroBanners.is_active, true))
        .orderBy(asc(heroBanners.order_index), asc(heroBanners.created_at));
      if (banners.length === 0) return [];
      const ads = await db
        .select(PUBLIC_AD_COLUMNS)
        .from(bannerAds)
        .where(
          and(
            eq(bannerAds.is_active, true),
            inArray(
              bannerAds.banner_id,
              banners.map((banner) => banner.id),
            ),
          ),
        )
        .orderBy(asc(bannerAds.position), asc(bannerAds.created_at));
      return banners.map((banner) => ({
        ...inLocale(banner, TRANSLATED_BANNER_FIELDS, locale),
        media: mediaMap(banner.media),
        ads: ads
          .filter((ad) => ad.banner_id === banner.id)
          .map(({ banner_id: _banner, ...ad }) => ({
            ...inLocale(ad, TRANSLATED_AD_FIELDS, locale),
            position: ad.position === "bottom" ? ("bottom" as const) : ("top" as const),
          })),
      }));
    },
  };
}
