import type { CSSProperties } from "react";
import { cn } from "@/client/lib/cn.ts";

/** Star size and the gap between stars, in px (Tailwind's size-3.5/4/5 and gap-0.5). */
const SIZES = { sm: 14, md: 16, lg: 20 } as const;
const GAP = 2;

// Lucide's star, filled, is the mask of one element (`.mask-stars`, styles.css) that draws all
// five stars (a catalogue card shows several ratings, and ten SVGs per rating made the page's DOM
// heavy to parse and hydrate); amber-400 for the filled part, slate-300 for the rest (the colours
// of the former outline stars).
const FILLED = "#fbbf24";
const EMPTY = "#cbd5e1";

type TStarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  size?: keyof typeof SIZES;
  /** Hide from assistive technology when the surrounding text already says the rating. */
  decorative?: boolean;
  className?: string;
};

/** The filled width in px: whole stars with their gaps, then the fraction of the next star. */
export function filledWidth(rating: number, star: number, gap = GAP): number {
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  return whole * (star + gap) + (clamped - whole) * star;
}

/** Five stars filled to `value` (customer-side.md §9: a rating shows 5 stars). */
export function StarRating({ value, size = "md", decorative = false, className }: TStarRatingProps) {
  const rating = Math.max(0, Math.min(5, value));
  const star = SIZES[size];
  const filled = filledWidth(rating, star);
  const style: CSSProperties = {
    width: 5 * star + 4 * GAP,
    height: star,
    background: `linear-gradient(to right, ${FILLED} ${filled}px, ${EMPTY} ${filled}px)`,
    maskSize: `${star}px ${star}px`,
    WebkitMaskSize: `${star}px ${star}px`,
  };
  return (
    <span
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : `Rated ${rating.toFixed(1)} out of 5`}
      aria-hidden={decorative ? true : undefined}
      className={cn("mask-stars inline-block shrink-0 align-middle", className)}
      style={style}
    />
  );
}
