import type { TResponsiveImage } from "@/shared/schemas/media.ts";

type TResponsiveImageProps = {
  /** The URL the record keeps; used as is when it is not a stored upload (a demo illustration). */
  src: string;
  /** The stored upload's widths (decision 0051), when `src` is one. */
  image?: TResponsiveImage;
  alt: string;
  /** How wide the image is shown, as the `sizes` attribute says it, so the browser picks a width. */
  sizes: string;
  /** The size to reserve when `image` is absent (its own size is used otherwise). */
  width: number;
  height: number;
  /** Above the fold: loaded at once and first. Below it: lazily. */
  eager?: boolean;
  className?: string;
};

/**
 * A stored image at the width the layout needs: WebP widths for every current browser, the
 * fallback for the rest, with its intrinsic size so the page does not shift as it loads.
 */
export function ResponsiveImage({ src, image, alt, sizes, width, height, eager = false, className }: TResponsiveImageProps) {
  const img = (
    <img
      src={image?.src ?? src}
      alt={alt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!image) return img;
  return (
    // `contents`: the picture adds no box, so the img sizes itself in the parent as before.
    <picture className="contents">
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/** The widest WebP of a stored image (a lightbox shows it whole), else the URL itself. */
export function largestImageUrl(src: string, image?: TResponsiveImage): string {
  const widest = image?.webp.split(",").at(-1)?.trim().split(" ")[0];
  return widest || src;
}
