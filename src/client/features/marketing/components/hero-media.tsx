import type { CSSProperties } from "react";
import type { THeroBanner } from "@/shared/schemas/website.ts";

const GRADIENTS: Record<string, string> = {
  primary: "from-brand-950 via-brand-900 to-brand-700",
  accent: "from-accent-700 via-accent-600 to-accent-500",
  dark: "from-slate-950 via-slate-900 to-slate-800",
};

export function heroGradient(banner: THeroBanner | undefined): string {
  return GRADIENTS[banner?.gradient ?? "primary"] ?? GRADIENTS.primary;
}

/** The banner's picture or video behind the text, with its opacity, hue and saturation. */
export function HeroMedia({ banner }: { banner: THeroBanner }) {
  const style: CSSProperties = {
    opacity: banner.media_opacity / 100,
    filter: `hue-rotate(${banner.media_hue}deg) saturate(${banner.media_saturation}%)`,
  };
  const reducedMotion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const showVideo = banner.media_type === "video" && banner.video_url && !reducedMotion;

  return (
    <div className="absolute inset-0 -z-10">
      {showVideo ? (
        <video
          src={banner.video_url ?? undefined}
          poster={banner.image_url ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          className="size-full object-cover"
          style={style}
        />
      ) : banner.image_url ? (
        <img
          src={banner.image_url}
          alt={banner.image_alt ?? banner.title}
          width={1600}
          height={700}
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
          style={style}
        />
      ) : null}
      {/* Keeps white text readable over any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-brand-950/90 via-brand-950/85 to-brand-950/80 lg:bg-gradient-to-r lg:from-brand-950/95 lg:via-brand-950/80 lg:to-brand-950/55"
      />
    </div>
  );
}
