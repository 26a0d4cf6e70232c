import type { CSSProperties } from "react";
import { cn } from "@/client/lib/cn.ts";

/** Star size and the gap between stars, in px (Tailwind's size-3.5/4/5 and gap-0.5). */
const SIZES = { sm: 14, md: 16, lg: 20 } as const;
const GAP = 2;

// Lucide's star, filled, as a mask: one element draws all five stars (a catalogue card
// shows several ratings, and ten SVGs per rating made the page's DOM heavy to parse and hydrate).
const STAR =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'/%3E%3C/svg%3E\")";

// amber-400 for the filled part, slate-300 for the rest (the colours of the former outline stars).
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
    maskImage: STAR,
    maskSize: `${star}px ${star}px`,
    maskRepeat: "space no-repeat",
    WebkitMaskImage: STAR,
    WebkitMaskSize: `${star}px ${star}px`,
    WebkitMaskRepeat: "space no-repeat",
  };
  return (
    <span
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : `Rated ${rating.toFixed(1)} out of 5`}
      aria-hidden={decorative ? true : undefined}
      className={cn("inline-block shrink-0 align-middle", className)}
      style={style}
    />
  );
}
