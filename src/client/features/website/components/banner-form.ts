import { z } from "zod";
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { BANNER_ACTION_TYPES, BANNER_GRADIENTS } from "@/shared/rules/banner.ts";
import { ZBannerRequest, type TAdminBanner, type TBannerRequest, type TBannerRequestParsed } from "@/shared/schemas/website.ts";

type TActionType = (typeof BANNER_ACTION_TYPES)[number];

/** What the Edit Banner tab's fields hold (staff-side.md §3 Hero banner), text as typed. */
export type TBannerFormValues = {
  title: string;
  subtitle: string;
  description: string;
  media_type: "image" | "video";
  image_url: string | null;
  image_alt: string;
  video_url: string | null;
  media_opacity: number;
  /** §3: default 0, not saved — the preview's only. */
  overlay_opacity: number;
  media_hue: number;
  media_saturation: number;
  primary_action_text: string;
  primary_action_href: string;
  primary_action_type: TActionType;
  secondary_action_text: string;
  secondary_action_href: string;
  secondary_action_type: TActionType;
  features: { text: string; url: string; type: TActionType | "" }[];
  badge: string;
  gradient: (typeof BANNER_GRADIENTS)[number];
  order_index: number;
  is_active: boolean;
  gallery_images: string[];
  /** The same words in Spanish (decision 0180); empty shows the English on Spanish pages. */
  title_es: string;
  subtitle_es: string;
  description_es: string;
  badge_es: string;
  primary_action_text_es: string;
  secondary_action_text_es: string;
  image_alt_es: string;
};

export const BANNER_FORM_FIELDS = [
  "title",
  "subtitle",
  "description",
  "media_type",
  "image_url",
  "image_alt",
  "video_url",
  "media_opacity",
  "media_hue",
  "media_saturation",
  "primary_action_text",
  "primary_action_href",
  "primary_action_type",
  "secondary_action_text",
  "secondary_action_href",
  "secondary_action_type",
  "features",
  "badge",
  "gradient",
  "order_index",
  "is_active",
  "gallery_images",
  "title_es",
  "subtitle_es",
  "description_es",
  "badge_es",
  "primary_action_text_es",
  "secondary_action_text_es",
  "image_alt_es",
] as const satisfies readonly (keyof TBannerFormValues)[];

/** The form's values as the request: the preview-only overlay dropped, a feature's empty url and type left out. */
export function bannerRequestOf(values: TBannerFormValues) {
  const { overlay_opacity: _overlay, features, ...rest } = values;
  return {
    ...rest,
    features: features.map((feature) => ({
      text: feature.text,
      ...(feature.url.trim() ? { url: feature.url } : {}),
      ...(feature.type ? { type: feature.type } : {}),
    })),
  };
}

/** The shared request schema checks the form, so the dialog and the server say the same. */
const bannerFormSchema = z
  .custom<TBannerFormValues>()
  .transform((values): TBannerRequest => bannerRequestOf(values))
  .pipe(ZBannerRequest as z.ZodType<TBannerRequestParsed, TBannerRequest>);
export const bannerFormResolver = zodResolver(bannerFormSchema) as unknown as Resolver<TBannerFormValues, unknown, TBannerRequestParsed>;

/** §3/§9 defaults for a new banner, or the banner's own values. */
export function bannerFormDefaults(banner?: TAdminBanner): TBannerFormValues {
  return {
    title: banner?.title ?? "",
    subtitle: banner?.subtitle ?? "",
    description: banner?.description ?? "",
    media_type: banner?.media_type ?? "image",
    image_url: banner?.image_url ?? null,
    image_alt: banner?.image_alt ?? "",
    video_url: banner?.video_url ?? null,
    media_opacity: banner?.media_opacity ?? 100,
    overlay_opacity: 0,
    media_hue: banner?.media_hue ?? 0,
    media_saturation: banner?.media_saturation ?? 100,
    primary_action_text: banner?.primary_action_text ?? "",
    primary_action_href: banner?.primary_action_href ?? "",
    primary_action_type: actionType(banner?.primary_action_type),
    secondary_action_text: banner?.secondary_action_text ?? "",
    secondary_action_href: banner?.secondary_action_href ?? "",
    secondary_action_type: actionType(banner?.secondary_action_type),
    features: (banner?.features ?? []).map((feature) => ({ text: feature.text, url: feature.url ?? "", type: actionType(feature.type, "") })),
    badge: banner?.badge ?? "",
    gradient: gradientOf(banner?.gradient),
    order_index: banner?.order_index ?? 0,
    is_active: banner?.is_active ?? true,
    gallery_images: banner?.gallery_images ?? [],
    title_es: banner?.title_es ?? "",
    subtitle_es: banner?.subtitle_es ?? "",
    description_es: banner?.description_es ?? "",
    badge_es: banner?.badge_es ?? "",
    primary_action_text_es: banner?.primary_action_text_es ?? "",
    secondary_action_text_es: banner?.secondary_action_text_es ?? "",
    image_alt_es: banner?.image_alt_es ?? "",
  };
}

function actionType<T extends TActionType | "">(value: string | null | undefined, fallback: T = "link" as T): TActionType | T {
  return value === "link" || value === "call" || value === "new-tab" || value === "modal" ? value : fallback;
}

function gradientOf(value: string | undefined): TBannerFormValues["gradient"] {
  return value === "accent" || value === "dark" ? value : "primary";
}
