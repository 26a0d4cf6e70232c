import { useState } from "react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { LoadingState, Spinner } from "@/client/ui/spinner.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { useReviewPages, type TReviewFilter } from "../api/get-service-reviews.ts";
import { ReviewItem } from "./review-item.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TAllReviewsDialogProps = { service: TPublicService; featuredCount: number; open: boolean; onOpenChange: (open: boolean) => void };

/** customer-side.md §2 Other dialogs: full reviews, all or featured (featured only when some is). */
export function AllReviewsDialog({ service, featuredCount, open, onOpenChange }: TAllReviewsDialogProps) {
  const [filter, setFilter] = useState<TReviewFilter>("all");
  const showFeatured = featuredCount > 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.all_reviews_title({ service: service.name })}</DialogTitle>
          <DialogDescription>{m.all_reviews_description()}</DialogDescription>
        </DialogHeader>
        <Tabs value={showFeatured ? filter : "all"} onValueChange={(value) => setFilter(value === "featured" ? "featured" : "all")}>
          <TabsList>
            <TabsTrigger value="all">{m.all_reviews_tab_all()}</TabsTrigger>
            {showFeatured ? <TabsTrigger value="featured">{m.all_reviews_tab_featured()}</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="all">
            <ReviewPages serviceId={service.id} filter="all" />
          </TabsContent>
          {showFeatured ? (
            <TabsContent value="featured">
              <ReviewPages serviceId={service.id} filter="featured" />
            </TabsContent>
          ) : null}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

// Messages, not strings: each is read in the page's language when the list renders.
const EMPTY: Record<TReviewFilter, () => string> = { all: m.detail_no_reviews, featured: m.all_reviews_no_featured };

function ReviewPages({ serviceId, filter }: { serviceId: string; filter: TReviewFilter }) {
  const pages = useReviewPages(serviceId, filter);
  if (pages.isPending) return <LoadingState className="min-h-40" />;
  // customer-side.md §8: a failed fetch falls back to empty.
  if (pages.isError) return <EmptyReviews text={m.detail_no_reviews_available()} />;

  const reviews = pages.data.pages.flatMap((page) => page.reviews);
  const first = pages.data.pages[0];
  if (reviews.length === 0) return <EmptyReviews text={EMPTY[filter]()} />;

  return (
    <div className="space-y-4">
      {first && filter === "all" ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <StarRating value={first.average} size="sm" />
          <span>
            <span className="font-semibold text-slate-900">{first.average.toFixed(1)}</span> {m.all_reviews_average_from({ count: first.count })}
          </span>
        </p>
      ) : null}
      <ul className="space-y-3">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button variant="outline" className="w-full" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? <Spinner /> : null}
          {m.all_reviews_load_more()}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyReviews({ text }: { text: string }) {
  return <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">{text}</p>;
}
