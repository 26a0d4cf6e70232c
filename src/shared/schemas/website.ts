import { z } from "zod";

// staff-side.md §3 Banner ad and Hero banner, as the landing page reads them.
export const ZBannerAd = z.object({
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
export const ZHeroBanner = z.object({
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
  ads: z.array(ZBannerAd),
});
export type THeroBanner = z.infer<typeof ZHeroBanner>;
export const ZHeroBannerList = z.object({ banners: z.array(ZHeroBanner) });
