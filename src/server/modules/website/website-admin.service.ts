import { AppError, notFound } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { mediaMap } from "../uploads/responsive-image.ts";
import type { TMediaRef, TMediaReferences } from "../uploads/uploads.service.ts";
import { defaultAdTitle, telDigits, type TBannerAdPosition } from "../../../shared/rules/banner.ts";
import type { TAdminBanner, TBannerAdRequestParsed, TBannerRequestParsed } from "../../../shared/schemas/website.ts";
import type { TBannerAdRow, TBannerAdValues, TBannerRow, TBannerValues, TWebsiteAdminRepository } from "./website-admin.repository.ts";

/** The uploads a banner shows, each with its field and kind (decision 0051). */
function mediaRefs(banner: Pick<TBannerValues, "image_url" | "video_url" | "gallery_images">): TMediaRef[] {
  return [
    ...(banner.image_url ? [{ field: "image_url", url: banner.image_url, kind: "image" as const }] : []),
    ...(banner.video_url ? [{ field: "video_url", url: banner.video_url, kind: "video" as const }] : []),
    ...(banner.gallery_images ?? []).map((url, index) => ({ field: `gallery_images.${index}`, url, kind: "image" as const })),
  ];
}

const urlsOf = (banner: { image_url: string | null; video_url: string | null; gallery_images: string[] }) =>
  [banner.image_url, banner.video_url, ...banner.gallery_images].filter((url): url is string => !!url);

/** §5: a call action's number is kept as 'tel:' plus digits, whatever was typed. */
const actionHref = (type: string, href: string | null) => (type === "call" && href ? telDigits(href) : href);

/** The columns a parsed form writes: call numbers normalised, overlay_opacity never (§3: not saved). */
function bannerValues(form: TBannerRequestParsed): TBannerValues {
  const { order_index: _order, ...values } = form;
  return {
    ...values,
    primary_action_href: actionHref(form.primary_action_type, form.primary_action_href),
    secondary_action_href: actionHref(form.secondary_action_type, form.secondary_action_href),
  };
}

/** §9 ad defaults: title by position, 'Learn More', url; a phone button's number as tel: digits. */
function adValues(position: TBannerAdPosition, form: TBannerAdRequestParsed): TBannerAdValues {
  return {
    ...form,
    title: form.title ?? defaultAdTitle(position),
    button_text: form.button_text ?? "Learn More",
    button_action_value: form.button_action_type === "phone" && form.button_action_value ? telDigits(form.button_action_value) : form.button_action_value,
  };
}

const asPosition = (position: string): TBannerAdPosition => (position === "bottom" ? "bottom" : "top");

function presentAd({ banner_id: _banner, ...ad }: TBannerAdRow) {
  return { ...ad, position: asPosition(ad.position) };
}

export function presentBanner(row: TBannerRow, ads: TBannerAdRow[]): TAdminBanner {
  return {
    ...row,
    media_type: row.media_type === "video" ? "video" : "image",
    media: mediaMap(row.media),
    ads: ads.filter((ad) => ad.banner_id === row.id).map(presentAd),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Where `id` lands among `ids` at `index`, clamped to the list (decision 0078). */
function placed(ids: string[], id: string, index: number) {
  const others = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(index, 0), others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}

/**
 * staff-side.md §2 Website Management: the hero banners' and banner ads' one writer. Each
 * change, its media references, the banners' numbering and its audit entry are one transaction.
 */
export function websiteAdminService(deps: { repository: TWebsiteAdminRepository; media: TMediaReferences }) {
  const { repository, media } = deps;

  async function read(tx: TTx, id: string) {
    const row = await repository.find(tx, id);
    if (!row) throw notFound("Banner");
    return presentBanner(row, await repository.adsOf([id], tx));
  }

  async function lockBanner(tx: TTx, id: string) {
    const current = await repository.lock(tx, id);
    if (!current) throw notFound("Banner");
    return current;
  }

  return {
    async list() {
      const rows = await repository.list();
      const ads = await repository.adsOf(rows.map((row) => row.id));
      return { banners: rows.map((row) => presentBanner(row, ads)) };
    },

    /** A new banner goes in at its order_index (§5: 0 by default, so first); the rest move down. */
    async create(actorId: string, form: TBannerRequestParsed) {
      return repository.transaction(async (tx) => {
        await repository.lockOrder(tx);
        const values = bannerValues(form);
        await media.replace(tx, [], mediaRefs(values));
        const ids = await repository.orderedIds(tx);
        const id = await repository.insert(tx, values, ids.length);
        await repository.renumber(tx, placed(ids, id, form.order_index));
        await audit.record(tx, { actorId, action: "create", entity: "hero-banner", entityId: id, details: { title: values.title } });
        return read(tx, id);
      });
    },

    /** A replaced image or video has its files released (decision 0051); a new order_index moves it. */
    async update(actorId: string, id: string, form: TBannerRequestParsed) {
      return repository.transaction(async (tx) => {
        await repository.lockOrder(tx);
        const current = await lockBanner(tx, id);
        const values = bannerValues(form);
        await media.replace(tx, urlsOf(current), mediaRefs(values));
        const changed = await repository.update(tx, id, values);
        const ids = await repository.orderedIds(tx);
        const order = placed(ids, id, form.order_index);
        if (order.indexOf(id) !== ids.indexOf(id)) changed.order_index = { before: ids.indexOf(id), after: order.indexOf(id) };
        await repository.renumber(tx, order);
        await audit.record(tx, { actorId, action: "update", entity: "hero-banner", entityId: id, details: { changed } });
        return read(tx, id);
      });
    },

    /** §4: a banner toggles active and inactive. */
    async setActive(actorId: string, id: string, isActive: boolean) {
      return repository.transaction(async (tx) => {
        const current = await lockBanner(tx, id);
        if (current.is_active !== isActive) {
          await repository.update(tx, id, { is_active: isActive });
          await audit.record(tx, {
            actorId,
            action: isActive ? "activate" : "deactivate",
            entity: "hero-banner",
            entityId: id,
            details: { title: current.title },
          });
        }
        return read(tx, id);
      });
    },

    /** The list's move up/down: every banner's id in the new order, or 409 when the list changed meanwhile. */
    async reorder(actorId: string, ids: string[]) {
      return repository.transaction(async (tx) => {
        await repository.lockOrder(tx);
        const current = await repository.orderedIds(tx);
        const known = new Set(current);
        if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
          throw new AppError("CONFLICT", "The banners changed since the list was loaded. Reload it and try again.");
        }
        await repository.renumber(tx, ids);
        await audit.record(tx, { actorId, action: "reorder", entity: "hero-banner", details: { before: current, after: ids } });
        const rows = await repository.list(tx);
        const ads = await repository.adsOf(
          rows.map((row) => row.id),
          tx,
        );
        return { banners: rows.map((row) => presentBanner(row, ads)) };
      });
    },

    /** §5: delete after the confirmation; its ads go with it, its media is released, the rest close up. */
    async remove(actorId: string, id: string) {
      return repository.transaction(async (tx) => {
        await repository.lockOrder(tx);
        const current = await lockBanner(tx, id);
        await repository.delete(tx, id);
        await media.replace(tx, urlsOf(current), []);
        await repository.renumber(tx, await repository.orderedIds(tx));
        await audit.record(tx, { actorId, action: "delete", entity: "hero-banner", entityId: id, details: { title: current.title } });
        return { message: "Banner deleted successfully" };
      });
    },

    /** §3: one ad per position; a second one for the same position is 409. */
    async createAd(actorId: string, bannerId: string, position: TBannerAdPosition, form: TBannerAdRequestParsed) {
      return repository.transaction(async (tx) => {
        await lockBanner(tx, bannerId);
        const adId = await repository.insertAd(tx, bannerId, position, adValues(position, form));
        if (!adId) {
          throw new AppError("CONFLICT", `This banner already has a ${position} ad. Edit that one instead.`, [
            { field: "position", message: `already has a ${position} ad` },
          ]);
        }
        await audit.record(tx, { actorId, action: "create", entity: "banner-ad", entityId: adId, details: { banner_id: bannerId, position } });
        return read(tx, bannerId);
      });
    },

    async updateAd(actorId: string, bannerId: string, adId: string, form: TBannerAdRequestParsed) {
      return repository.transaction(async (tx) => {
        await lockBanner(tx, bannerId);
        const ad = await repository.findAd(tx, bannerId, adId);
        if (!ad) throw notFound("Banner ad");
        await repository.updateAd(tx, bannerId, adId, adValues(asPosition(ad.position), form));
        await audit.record(tx, {
          actorId,
          action: "update",
          entity: "banner-ad",
          entityId: adId,
          details: { banner_id: bannerId, position: ad.position },
        });
        return read(tx, bannerId);
      });
    },

    async removeAd(actorId: string, bannerId: string, adId: string) {
      return repository.transaction(async (tx) => {
        await lockBanner(tx, bannerId);
        const removed = await repository.deleteAd(tx, bannerId, adId);
        if (!removed) throw notFound("Banner ad");
        await audit.record(tx, {
          actorId,
          action: "delete",
          entity: "banner-ad",
          entityId: adId,
          details: { banner_id: bannerId, position: removed.position },
        });
        return read(tx, bannerId);
      });
    },
  };
}

export type TWebsiteAdminService = ReturnType<typeof websiteAdminService>;
