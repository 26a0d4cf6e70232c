import { z } from "zod";
import {
  BANNER_ACTION_TYPES,
  BANNER_AD_ACTION_TYPES,
  BANNER_AD_ICONS,
  BANNER_AD_POSITIONS,
  BANNER_GRADIENTS,
  bannerLinkKind,
  isPhoneHref,
} from "../rules/banner.ts";
import { ZMediaMap } from "./media.ts";
import { zLine, zText } from "./text.ts";

/** The words of a banner and of an ad that the admin may write in Spanish too (decision 0180). */
export const TRANSLATED_BANNER_FIELDS = ["title", "subtitle", "description", "badge", "primary_action_text", "secondary_action_text", "image_alt"] as const;
export const TRANSLATED_AD_FIELDS = ["title", "subtitle", "button_text"] as const;

// staff-side.md §3 Banner ad and Hero banner, as the landing page reads them.
const ZBannerAdBase = z.object({
  id: z.uuid(),
  position: z.enum(["top", "bottom"]),
  title: z.string(),
  subtitle: z.string().nullable(),
  icon: z.string(),
  icon_gradient: z.string().nullable(),
  background_gradient: z.string().nullable(),
  button_text: z.string(),
  button_action_type: z.string(),
  button_action_value: z.string().nullable(),
});
/** `untranslated`: the fields shown in English on a Spanish page, marked lang="en" (decision 0180). */
export const ZBannerAd = ZBannerAdBase.extend({ untranslated: z.array(z.enum(TRANSLATED_AD_FIELDS)) });
const ZHeroBannerBase = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  media_type: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
  video_url: z.string().nullable(),
  media_opacity: z.number().int(),
  media_hue: z.number().int(),
  media_saturation: z.number().int(),
  primary_action_text: z.string().nullable(),
  primary_action_href: z.string().nullable(),
  primary_action_type: z.string().nullable(),
  secondary_action_text: z.string().nullable(),
  secondary_action_href: z.string().nullable(),
  secondary_action_type: z.string().nullable(),
  features: z.array(z.object({ text: z.string(), url: z.string().optional(), type: z.string().optional() })),
  badge: z.string().nullable(),
  gradient: z.string(),
  /** The stored images among image_url and gallery_images, for srcset (decision 0051). */
  media: ZMediaMap,
});
export const ZHeroBanner = ZHeroBannerBase.extend({ ads: z.array(ZBannerAd), untranslated: z.array(z.enum(TRANSLATED_BANNER_FIELDS)) });
export type THeroBanner = z.infer<typeof ZHeroBanner>;
export const ZHeroBannerList = z.object({ banners: z.array(ZHeroBanner) });

// ---------------------------------------------------------------------------------------------
// Website: the contract between /api/admin/website/… and the admin screens
// (staff-side.md §2 Website Management, §3 Hero banner and Banner ad, §5 Banner, §9).

const optionalLine = (max: number) =>
  zLine()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .default(null);

/** An upload's address (decision 0051): ours (`/uploads/…`, a demo `/demo/…`) or the bucket's. */
const ZBannerMediaUrl = zLine()
  .trim()
  .max(500, "must be at most 500 characters")
  .regex(/^(\/[A-Za-z0-9]|https:\/\/)/, "must be the address of an uploaded file")
  .nullable()
  .default(null);

const LINK_MESSAGE = "must be a link such as /services, #services or https://…";

/**
 * Where an action goes: a link (`bannerLinkKind`: a page of ours, a section, a secure web
 * address), or a phone number (normalised to `tel:` digits when the type is call). Never a
 * script, and never another site dressed as a page of ours (`//evil.example`).
 */
const ZBannerHref = zLine()
  .trim()
  .max(500, "must be at most 500 characters")
  .refine((value) => value === "" || bannerLinkKind(value) !== null || isPhoneHref(value), `${LINK_MESSAGE}, or a phone number`)
  .transform((value) => value || null)
  .nullable()
  .default(null);

const ZActionType = z.enum(BANNER_ACTION_TYPES, { error: "must be link, call, new-tab or modal" });

export const ZBannerFeature = z.object({
  text: zLine().trim().min(1, "is required").max(120, "must be at most 120 characters"),
  url: zLine()
    .trim()
    .max(500, "must be at most 500 characters")
    .refine((value) => value === "" || bannerLinkKind(value) !== null, LINK_MESSAGE)
    .optional()
    .transform((value) => value || undefined),
  type: ZActionType.optional(),
});
export type TBannerFeature = z.output<typeof ZBannerFeature>;

/** §3 Hero banner, as the editor sends it. overlay_opacity is the preview's only (§3: not saved). */
export const ZBannerRequest = z
  .object({
    title: zLine().trim().min(1, "is required").max(160, "must be at most 160 characters"),
    subtitle: optionalLine(200),
    description: zText()
      .trim()
      .max(1000, "must be at most 1000 characters")
      .transform((value) => value || null)
      .nullable()
      .default(null),
    media_type: z.enum(["image", "video"], { error: "must be image or video" }).default("image"),
    image_url: ZBannerMediaUrl,
    image_alt: optionalLine(200),
    video_url: ZBannerMediaUrl,
    media_opacity: z.number("must be a number").int("must be a whole number").min(0, "must be at least 0").max(100, "must be at most 100").default(100),
    media_hue: z.number("must be a number").int("must be a whole number").min(0, "must be at least 0").max(360, "must be at most 360").default(0),
    media_saturation: z.number("must be a number").int("must be a whole number").min(0, "must be at least 0").max(200, "must be at most 200").default(100),
    primary_action_text: optionalLine(60),
    primary_action_href: ZBannerHref,
    primary_action_type: ZActionType.default("link"),
    secondary_action_text: optionalLine(60),
    secondary_action_href: ZBannerHref,
    secondary_action_type: ZActionType.default("link"),
    features: z.array(ZBannerFeature).max(12, "must have at most 12 features").default([]),
    badge: optionalLine(60),
    /** The same words in Spanish, where written (decision 0180); the same limits as the English. */
    title_es: optionalLine(160),
    subtitle_es: optionalLine(200),
    description_es: zText()
      .trim()
      .max(1000, "must be at most 1000 characters")
      .transform((value) => value || null)
      .nullable()
      .default(null),
    badge_es: optionalLine(60),
    primary_action_text_es: optionalLine(60),
    secondary_action_text_es: optionalLine(60),
    image_alt_es: optionalLine(200),
    gradient: z.enum(BANNER_GRADIENTS, { error: "must be primary, accent or dark" }).default("primary"),
    /** §5: defaults to 0; the server keeps the banners numbered 0..n-1 (decision 0078). */
    order_index: z.number("must be a number").int("must be a whole number").min(0, "must be at least 0").max(10_000, "must be at most 10000").default(0),
    is_active: z.boolean("must be true or false").default(true),
    gallery_images: z
      .array(
        zLine()
          .trim()
          .regex(/^(\/[A-Za-z0-9]|https:\/\/)/, "must be the address of an uploaded file")
          .max(500, "must be at most 500 characters"),
      )
      .max(12, "must have at most 12 images")
      .refine((urls) => new Set(urls).size === urls.length, "must not repeat an image")
      .default([]),
  })
  // §5: 'Title and media (image or video) are required': the media of the chosen type.
  .superRefine((banner, context) => {
    const field = banner.media_type === "video" ? "video_url" : "image_url";
    if (!banner[field])
      context.addIssue({ code: "custom", path: [field], message: `is required for a${banner.media_type === "video" ? " video" : "n image"} banner` });
    for (const slot of ["primary", "secondary"] as const) {
      const href = banner[`${slot}_action_href`];
      const type = banner[`${slot}_action_type`];
      if (type === "call" && href && !/\d/.test(href)) {
        context.addIssue({ code: "custom", path: [`${slot}_action_href`], message: "must be a phone number for a call action" });
      }
      if ((type === "link" || type === "new-tab") && href && bannerLinkKind(href) === null) {
        context.addIssue({ code: "custom", path: [`${slot}_action_href`], message: LINK_MESSAGE });
      }
    }
  });
export type TBannerRequest = z.input<typeof ZBannerRequest>;
export type TBannerRequestParsed = z.output<typeof ZBannerRequest>;

/** PUT …/banners/order: every banner's id, in the new order (decision 0078). */
export const ZBannerOrderRequest = z.object({
  ids: z
    .array(z.uuid("must be banner ids"))
    .min(1, "must list the banners")
    .max(500, "must have at most 500 banners")
    .refine((ids) => new Set(ids).size === ids.length, "must not repeat a banner"),
});
export type TBannerOrderRequest = z.infer<typeof ZBannerOrderRequest>;

export const ZBannerActiveRequest = z.object({ is_active: z.boolean("must be true or false") });

/** §3 Banner ad, as the Adz tab sends it; §9 defaults (the title's depends on the position). */
export const ZBannerAdFields = z.object({
  title: optionalLine(120),
  subtitle: optionalLine(200),
  icon: z.enum(BANNER_AD_ICONS, { error: `must be one of ${BANNER_AD_ICONS.join(", ")}` }).default("star"),
  icon_gradient: z.enum(BANNER_GRADIENTS, { error: "must be primary, accent or dark" }).nullable().default(null),
  background_gradient: z.enum(BANNER_GRADIENTS, { error: "must be primary, accent or dark" }).nullable().default(null),
  button_text: optionalLine(40),
  /** The same words in Spanish, where written (decision 0180). */
  title_es: optionalLine(120),
  subtitle_es: optionalLine(200),
  button_text_es: optionalLine(40),
  button_action_type: z.enum(BANNER_AD_ACTION_TYPES, { error: "must be url or phone" }).default("url"),
  button_action_value: ZBannerHref,
  is_active: z.boolean("must be true or false").default(true),
});
const checkAdAction = (ad: z.output<typeof ZBannerAdFields>, context: z.RefinementCtx) => {
  if (ad.button_action_type === "phone" && ad.button_action_value && !/\d/.test(ad.button_action_value)) {
    context.addIssue({ code: "custom", path: ["button_action_value"], message: "must be a phone number for a phone button" });
  }
  if (ad.button_action_type === "url" && ad.button_action_value && bannerLinkKind(ad.button_action_value) === null) {
    context.addIssue({ code: "custom", path: ["button_action_value"], message: LINK_MESSAGE });
  }
};
export const ZBannerAdRequest = ZBannerAdFields.superRefine(checkAdAction);
export const ZNewBannerAdRequest = ZBannerAdFields.extend({ position: z.enum(BANNER_AD_POSITIONS, { error: "must be top or bottom" }) }).superRefine(
  checkAdAction,
);
export type TBannerAdRequest = z.input<typeof ZBannerAdRequest>;
export type TBannerAdRequestParsed = z.output<typeof ZBannerAdRequest>;
export type TNewBannerAdRequest = z.input<typeof ZNewBannerAdRequest>;

const spanishOf = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [`${field}_es`, z.string().nullable()])) as { [K in `${F}_es`]: z.ZodNullable<z.ZodString> };
export const ZAdminBannerAd = ZBannerAdBase.extend({ is_active: z.boolean(), ...spanishOf(TRANSLATED_AD_FIELDS) });
export type TAdminBannerAd = z.infer<typeof ZAdminBannerAd>;

/** One banner as the admin list and editor read it: every field, its ads active or not. */
export const ZAdminBanner = ZHeroBannerBase.extend({
  ...spanishOf(TRANSLATED_BANNER_FIELDS),
  media_type: z.enum(["image", "video"]),
  order_index: z.number().int(),
  is_active: z.boolean(),
  gallery_images: z.array(z.string()),
  ads: z.array(ZAdminBannerAd),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminBanner = z.infer<typeof ZAdminBanner>;
export const ZAdminBannerList = z.object({ banners: z.array(ZAdminBanner) });
export type TAdminBannerList = z.infer<typeof ZAdminBannerList>;
export const ZBannerDeleted = z.object({ message: z.string() });
