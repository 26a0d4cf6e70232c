import { useEffect, useState } from "react";
import { BadgeCheck, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TAdminReview } from "@/shared/schemas/services-admin.ts";
import { formatDateTime } from "@/client/lib/format.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { ConfirmDialog } from "@/client/ui/confirm-dialog.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { useDeleteReview } from "../api/delete-review.ts";
import { useServiceReviews } from "../api/get-service-reviews.ts";
import { ReviewForm } from "./review-form.tsx";

type TEditing = { kind: "new" } | { kind: "edit"; review: TAdminReview } | null;

/**
 * staff-side.md §2 Reviews dialog per service: the list, newest first, with add, edit and
 * delete. The rating and count above it are the server's, right after each change.
 */
export function ReviewsPanel({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const reviews = useServiceReviews(serviceId);
  const remove = useDeleteReview();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TAdminReview | null>(null);

  // §8: 'Failed to load reviews', once per failure.
  useEffect(() => {
    if (reviews.isError) toast.error("Error", { id: `reviews-${serviceId}`, description: "Failed to load reviews" });
  }, [reviews.isError, serviceId]);

  // Another review can be deleted before this one settles, and a second mutate drops the first
  // one's own callbacks: each delete awaits its own result.
  const confirmDelete = async () => {
    const review = deleting;
    setDeleting(null);
    if (!review) return;
    try {
      await remove.mutateAsync({ serviceId, reviewId: review.id });
      toast.success("Success", { description: "Review deleted successfully" });
    } catch {
      toast.error("Error", { description: "Failed to delete review" });
    }
  };

  const figures = reviews.data?.service;

  return (
    <section aria-label={`Reviews of ${serviceName}`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          {figures ? (
            <span>
              <span className="font-semibold text-slate-900">{figures.avg_rating.toFixed(1)}</span> average ·{" "}
              {figures.review_count === 1 ? "1 review" : `${figures.review_count} reviews`}
            </span>
          ) : (
            <span>Loading reviews…</span>
          )}
        </p>
        {editing?.kind !== "new" ? (
          <Button size="sm" onClick={() => setEditing({ kind: "new" })}>
            <Plus aria-hidden="true" />
            Add Review
          </Button>
        ) : null}
      </div>

      {editing?.kind === "new" ? <ReviewForm serviceId={serviceId} onDone={() => setEditing(null)} /> : null}

      {reviews.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading reviews">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : reviews.isError ? (
        <Alert variant="destructive" title="Failed to load reviews">
          <Button variant="link" className="h-auto p-0" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : reviews.data.reviews.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="space-y-3">
          {reviews.data.reviews.map((review) =>
            editing?.kind === "edit" && editing.review.id === review.id ? (
              <li key={review.id}>
                <ReviewForm serviceId={serviceId} review={review} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{review.customer_name}</p>
                    {review.customer_email ? <p className="text-sm break-all text-slate-600">{review.customer_email}</p> : null}
                  </div>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit review by ${review.customer_name}`}
                      onClick={() => setEditing({ kind: "edit", review })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={`Delete review by ${review.customer_name}`}
                      onClick={() => setDeleting(review)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <StarRating value={review.rating} size="sm" />
                  <span>{formatDateTime(review.created_at)}</span>
                  {review.is_verified ? (
                    <Badge variant="success">
                      <BadgeCheck aria-hidden="true" className="size-3" />
                      Verified
                    </Badge>
                  ) : null}
                  {review.is_featured ? <Badge variant="accent">Featured</Badge> : null}
                </div>
                {review.review_text ? <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{review.review_text}</p> : null}
              </li>
            ),
          )}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete review"
        stayLabel="Cancel"
        leaveLabel="Delete"
        onStay={() => setDeleting(null)}
        onLeave={confirmDelete}
      >
        Are you sure you want to delete this review?
      </ConfirmDialog>
    </section>
  );
}
