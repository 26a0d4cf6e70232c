import { AppError, notFound } from "../../errors.ts";
import { isUniqueViolation, type TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { DUPLICATE_REVIEW, type TAdminReview, type TServiceRatingFigures } from "../../../shared/schemas/services-admin.ts";
import { REVIEW_EMAIL_INDEX, type TReviewsAdminRepository, type TReviewValues } from "./reviews-admin.repository.ts";

type TReviewRow = Omit<TAdminReview, "created_at"> & { created_at: Date };

const present = (row: TReviewRow): TAdminReview => ({ ...row, created_at: row.created_at.toISOString() });

/** True when a write named a row that is gone (PostgreSQL 23503): the service was deleted meanwhile. */
function isForeignKeyViolation(error: unknown) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === "23503";
}

/**
 * staff-side.md §5 Review: a second review from one e-mail for one service is refused by the
 * unique index itself (two admins saving at once cannot both win), and answered with the
 * spec's 'Duplicate Review' message.
 */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, REVIEW_EMAIL_INDEX)) {
      throw new AppError("CONFLICT", DUPLICATE_REVIEW.message, [{ field: "customer_email", message: DUPLICATE_REVIEW.message }]);
    }
    if (isForeignKeyViolation(error)) throw notFound("Service");
    throw error;
  }
}

export function reviewsAdminService(deps: { repository: TReviewsAdminRepository }) {
  const { repository } = deps;

  /** avg_rating and the count right after the change, read in its transaction (the trigger has run). */
  async function figures(serviceId: string, tx?: TTx): Promise<TServiceRatingFigures> {
    const row = await repository.figures(serviceId, tx);
    if (!row) throw notFound("Service");
    return row;
  }

  return {
    async list(serviceId: string) {
      const [service, rows] = await Promise.all([figures(serviceId), repository.list(serviceId)]);
      return { reviews: rows.map(present), service };
    },

    async create(actorId: string, serviceId: string, values: TReviewValues) {
      return refusingDuplicates(() =>
        repository.transaction(async (tx) => {
          await figures(serviceId, tx);
          const review = await repository.insert(tx, serviceId, values);
          await audit.record(tx, {
            actorId,
            action: "create",
            entity: "service-review",
            entityId: review.id,
            details: { service_id: serviceId, rating: values.rating },
          });
          return { review: present(review), service: await figures(serviceId, tx) };
        }),
      );
    },

    async update(actorId: string, serviceId: string, reviewId: string, values: TReviewValues) {
      return refusingDuplicates(() =>
        repository.transaction(async (tx) => {
          const review = await repository.update(tx, serviceId, reviewId, values);
          if (!review) throw notFound("Review");
          await audit.record(tx, {
            actorId,
            action: "update",
            entity: "service-review",
            entityId: reviewId,
            details: { service_id: serviceId, rating: values.rating },
          });
          return { review: present(review), service: await figures(serviceId, tx) };
        }),
      );
    },

    async remove(actorId: string, serviceId: string, reviewId: string) {
      return repository.transaction(async (tx) => {
        const removed = await repository.delete(tx, serviceId, reviewId);
        if (!removed) throw notFound("Review");
        await audit.record(tx, {
          actorId,
          action: "delete",
          entity: "service-review",
          entityId: reviewId,
          details: { service_id: serviceId, rating: removed.rating },
        });
        return { service: await figures(serviceId, tx) };
      });
    },
  };
}

export type TReviewsAdminService = ReturnType<typeof reviewsAdminService>;
