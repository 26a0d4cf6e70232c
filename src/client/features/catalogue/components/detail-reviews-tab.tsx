import { useState } from "react";
import { MessageSquareText } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { Button } from "@/client/ui/button.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { useReviewPreview } from "../api/get-service-reviews.ts";
import { REVIEW_PREVIEW } from "../catalogue-pages.ts";
import { AllReviewsDialog, EmptyReviews } from "./all-reviews-dialog.tsx";
import { ReviewItem } from "./review-item.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** customer-side.md §2 Reviews tab: average, the first 3, View All Reviews at 3 or more. */
export function DetailReviewsTab({ service }: { service: TPublicService }) {
  const preview = useReviewPreview(service.id, REVIEW_PREVIEW);
  const [allOpen, setAllOpen] = useState(false);

  if (preview.isPending) return <LoadingState className="min-h-40" />;
  if (preview.isError) return <EmptyReviews text={m.detail_no_reviews_available()} />;

  const { reviews, average, count, featured_count } = preview.data;
  if (count === 0) return <EmptyReviews text={m.detail_no_reviews()} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-amber-50 p-4">
        <span className="text-4xl font-extrabold text-slate-900">{average.toFixed(1)}</span>
        <div>
          <StarRating value={average} />
          <p className="mt-1 text-sm text-slate-700">{m.detail_average_from({ count })}</p>
        </div>
      </div>
      <ul className="space-y-3">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {count >= REVIEW_PREVIEW ? (
        <Button variant="outline" className="w-full" onClick={() => setAllOpen(true)}>
          <MessageSquareText aria-hidden="true" />
          {m.detail_view_all_reviews()}
        </Button>
      ) : null}
      {allOpen ? <AllReviewsDialog service={service} featuredCount={featured_count} open onOpenChange={setAllOpen} /> : null}
    </div>
  );
}
