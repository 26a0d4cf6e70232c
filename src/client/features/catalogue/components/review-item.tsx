import { BadgeCheck, Sparkles } from "lucide-react";
import { dateTimeFormat } from "@/shared/i18n/format.ts";
import type { TReview } from "@/shared/schemas/catalogue.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** One review. Its text is rendered as text, never as HTML (Bad input and abuse). */
export function ReviewItem({ review }: { review: TReview }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{review.customer_name}</span>
          {review.is_verified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" className="size-3" />
              {m.review_verified()}
            </Badge>
          ) : null}
          {review.is_featured ? (
            <Badge variant="accent">
              <Sparkles aria-hidden="true" className="size-3" />
              {m.review_featured()}
            </Badge>
          ) : null}
        </div>
        {/* On the business's clock (format.ts), not the viewer's: the server renders the public pages and
            the browser must render the same day, and a Florida review is dated in Florida. */}
        <time dateTime={review.created_at} className="text-xs text-slate-600">
          {dateTimeFormat({ dateStyle: "medium" }).format(new Date(review.created_at))}
        </time>
      </div>
      <StarRating value={review.rating} size="sm" className="mt-2" />
      {review.review_text ? <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">{review.review_text}</p> : null}
    </li>
  );
}
