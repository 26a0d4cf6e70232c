import type { CSSProperties } from "react";
import { BadgeCheck, Clock, ShieldCheck } from "lucide-react";
import { BANNER_FEATURE_PREVIEW } from "@/shared/rules/banner.ts";
import type { TMediaMap } from "@/shared/schemas/media.ts";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import type { TBannerFormValues } from "./banner-form.ts";

export const GRADIENT_CLASSES: Record<TBannerFormValues["gradient"], string> = {
  primary: "from-brand-950 via-brand-900 to-brand-700",
  accent: "from-accent-700 via-accent-600 to-accent-500",
  dark: "from-slate-950 via-slate-900 to-slate-800",
};

/**
 * staff-side.md §2: the editor's live preview. Its fixed texts 'Licensed & Insured' and
 * '24/7 Emergency Service Available', and at most the first 3 features (§9).
 */
export function BannerPreview({ values, media }: { values: TBannerFormValues; media: TMediaMap }) {
  const style: CSSProperties = {
    opacity: values.media_opacity / 100,
    filter: `hue-rotate(${values.media_hue}deg) saturate(${values.media_saturation}%)`,
  };
  const actions = [
    { text: values.primary_action_text.trim(), primary: true },
    { text: values.secondary_action_text.trim(), primary: false },
  ].filter((action) => action.text);
  const features = values.features.filter((feature) => feature.text.trim()).slice(0, BANNER_FEATURE_PREVIEW);

  return (
    <section
      aria-label="Live preview"
      className={`relative isolate overflow-hidden rounded-xl bg-gradient-to-br text-white ${GRADIENT_CLASSES[values.gradient]}`}
    >
      <div className="absolute inset-0 -z-10">
        {values.media_type === "video" && values.video_url ? (
          <video src={values.video_url} muted loop playsInline aria-hidden="true" className="size-full object-cover" style={style} />
        ) : values.image_url ? (
          <div className="size-full" style={style}>
            <ResponsiveImage
              src={values.image_url}
              image={media[values.image_url]}
              alt={values.image_alt.trim() || values.title.trim() || "Banner image"}
              sizes="40rem"
              width={800}
              height={400}
              eager
              className="size-full object-cover"
            />
          </div>
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 bg-brand-950/70" />
        <div aria-hidden="true" className="absolute inset-0 bg-black" style={{ opacity: values.overlay_opacity / 100 }} />
      </div>
      <div className="space-y-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          {values.badge.trim() ? <span className="rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-bold uppercase">{values.badge}</span> : null}
          <span className="inline-flex items-center gap-1 rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Licensed & Insured
          </span>
        </div>
        <p className="text-2xl leading-tight font-extrabold break-words">{values.title.trim() || "Banner title"}</p>
        {values.subtitle.trim() ? <p className="font-semibold text-brand-50">{values.subtitle}</p> : null}
        {values.description.trim() ? <p className="text-sm text-brand-100">{values.description}</p> : null}
        {features.length > 0 ? (
          <ul aria-label="Features" className="space-y-1 text-sm">
            {features.map((feature, index) => (
              <li key={`${index}-${feature.text}`} className="flex items-start gap-2">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
                <span className="break-words">{feature.text}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <span
                key={action.primary ? "primary" : "secondary"}
                className={
                  action.primary
                    ? "rounded-lg bg-accent-600 px-3 py-2 text-sm font-semibold"
                    : "rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-900"
                }
              >
                {action.text}
              </span>
            ))}
          </div>
        ) : null}
        <p className="flex items-center gap-2 text-sm font-medium text-accent-100">
          <Clock aria-hidden="true" className="size-4" />
          24/7 Emergency Service Available
        </p>
      </div>
    </section>
  );
}
