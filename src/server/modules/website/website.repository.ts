import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bannerAds, heroBanners } from "../../db/schema.ts";
import { mediaMap } from "../uploads/responsive-image.ts";
import { bannerMedia } from "./website-admin.repository.ts";

export function websiteRepository(db: TDb) {
  return {
    /** Active hero banners by order_index, each with its active ads: two queries in all. */
    async activeHeroBanners() {
      const banners = await db
        .select({
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
          gradient: heroBanners.gradient,
          media: bannerMedia,
        })
        .from(heroBanners)
        .where(eq(heroBanners.is_active, true))
        .orderBy(asc(heroBanners.order_index), asc(heroBanners.created_at));
      if (banners.length === 0) return [];
      const ads = await db
        .select({
          id: bannerAds.id,
          banner_id: bannerAds.banner_id,
          position: bannerAds.position,
          title: bannerAds.title,
          subtitle: bannerAds.subtitle,
          icon: bannerAds.icon,
          icon_gradient: bannerAds.icon_gradient,
          background_gradient: bannerAds.background_gradient,
          button_text: bannerAds.button_text,
          button_action_type: bannerAds.button_action_type,
          button_action_value: bannerAds.button_action_value,
        })
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
        ...banner,
        media: mediaMap(banner.media),
        ads: ads
          .filter((ad) => ad.banner_id === banner.id)
          .map(({ banner_id: _banner, ...ad }) => ({ ...ad, position: ad.position === "bottom" ? ("bottom" as const) : ("top" as const) })),
      }));
    },
  };
}
