import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZAdminReviewList, ZReviewDeleted, ZReviewRequest, ZReviewSaved } from "../../../shared/schemas/services-admin.ts";
import { ZServiceParams } from "./services-admin.routes.ts";
import type { TReviewsAdminService } from "./reviews-admin.service.ts";
import { dropAfterWrites, type TPublicReadCache } from "../../http/public-read-cache.ts";

const ZReviewParams = ZServiceParams.extend({ reviewId: z.uuid("must be a review id") });

/** staff-side.md §2 Reviews dialog per service, registered in the admin scope (paths under /api/admin). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{ reviews: TReviewsAdminService; publicReads: TPublicReadCache }> = async (
  app,
  { reviews, publicReads },
) => {
  // Every write here changes what the public pages read: the answers kept in memory go (decision 0088).
  dropAfterWrites(app, publicReads);
  app.get(
    "/services/:id/reviews",
    {
      onRequest: authorize("read:service-reviews:any"),
      schema: {
        tags: ["admin"],
        summary: "A service's reviews, newest first, with its rating and review count",
        params: ZServiceParams,
        response: { 200: ZAdminReviewList },
      },
    },
    async (request) => reviews.list(request.params.id),
  );

  app.post(
    "/services/:id/reviews",
    {
      onRequest: authorize("create:service-reviews:any"),
      schema: {
        tags: ["admin"],
        summary: "Add a review; a second one from the same e-mail for this service is 409 Duplicate Review",
        params: ZServiceParams,
        body: ZReviewRequest,
        response: { 201: ZReviewSaved },
      },
    },
    async (request, reply) => reply.status(201).send(await reviews.create((await requireViewer(request)).user.id, request.params.id, request.body)),
  );

  app.put(
    "/services/:id/reviews/:reviewId",
    {
      onRequest: authorize("update:service-reviews:any"),
      schema: { tags: ["admin"], summary: "Edit a review of this service", params: ZReviewParams, body: ZReviewRequest, response: { 200: ZReviewSaved } },
    },
    async (request) => reviews.update((await requireViewer(request)).user.id, request.params.id, request.params.reviewId, request.body),
  );

  app.delete(
    "/services/:id/reviews/:reviewId",
    {
      onRequest: authorize("delete:service-reviews:any"),
      schema: { tags: ["admin"], summary: "Delete a review of this service", params: ZReviewParams, response: { 200: ZReviewDeleted } },
    },
    async (request) => reviews.remove((await requireViewer(request)).user.id, request.params.id, request.params.reviewId),
  );
};
