import { useSyncExternalStore, type CSSProperties } from "react";
import type { THeroBanner } from "@/shared/schemas/website.ts";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";

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
  const reducedMotion = useReducedMotion();
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
        // Decision 0051: a stored upload is served from its WebP widths; a demo picture as it is.
        <div className="size-full" style={style}>
          <ResponsiveImage
            src={banner.image_url}
            image={banner.media[banner.image_url]}
            alt={banner.image_alt || banner.title}
            sizes="100vw"
            width={1600}
            height={700}
            eager
            className="size-full object-cover"
          />
        </div>
      ) : null}
      {/* Keeps white text readable over any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-brand-950/90 via-brand-950/85 to-brand-950/80 lg:bg-gradient-to-r lg:from-brand-950/95 lg:via-brand-950/80 lg:to-brand-950/55"
      />
    </div>
  );
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The visitor's reduced-motion wish, followed live. The server cannot know it and renders the
 * picture (the video's poster) in its place; the browser switches after hydration.
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener("change", onChange);
      return () => query?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => true,
  );
}
