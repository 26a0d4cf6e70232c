import { Star } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";

const SIZES = { sm: "size-3.5", md: "size-4", lg: "size-5" } as const;

type TStarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  size?: keyof typeof SIZES;
  /** Hide from assistive technology when the surrounding text already says the rating. */
  decorative?: boolean;
  className?: string;
};

/** Five stars filled to `value` (customer-side.md §9: a rating shows 5 stars). */
export function StarRating({ value, size = "md", decorative = false, className }: TStarRatingProps) {
  const rating = Math.max(0, Math.min(5, value));
  const label = `Rated ${rating.toFixed(1)} out of 5`;
  return (
    <span
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} className={cn("relative inline-block shrink-0", SIZES[size])}>
            <Star aria-hidden="true" className={cn("absolute inset-0 text-slate-300", SIZES[size])} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className={cn("fill-amber-400 text-amber-500", SIZES[size])} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
