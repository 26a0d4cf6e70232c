import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, ownerOf, requireViewer } from "../../auth/guard.ts";
import { ZCustomerEstimate, ZCustomerEstimateList } from "../../../shared/schemas/estimates.ts";
import type { TEstimatesService } from "./estimates.service.ts";

const ZEstimateParams = z.object({ id: z.uuid("must be an estimate id") });

// No-surprise pricing: the estimates sent to the signed-in customer, on the jobs of their
// bookings, with Approve and Decline. Another customer's estimate is simply not found (404).
export const customerEstimatesRoutes: FastifyPluginAsyncZod<{ estimates: TEstimatesService }> = async (app, { estimates }) => {
  app.get(
    "/api/me/estimates",
    {
      onRequest: authorize("read:estimates:own"),
      schema: {
        tags: ["account"],
        summary: "Estimates sent to me, newest first: lines, tax, total and the deposit already paid",
        response: { 200: ZCustomerEstimateList },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return estimates.customerEstimates(ownerOf(viewer));
    },
  );

  for (const [action, decision] of [
    ["approve", "approved"],
    ["decline", "declined"],
  ] as const) {
    app.post(
      `/api/me/estimates/:id/${action}`,
      {
        onRequest: authorize("update:estimates:own"),
        schema: {
          tags: ["account"],
          summary: `${action === "approve" ? "Approve" : "Decline"} an estimate sent to me; the same decision again changes nothing`,
          params: ZEstimateParams,
          response: { 200: ZCustomerEstimate },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return estimates.decide(viewer, ownerOf(viewer), request.params.id, decision);
      },
    );
  }
};
