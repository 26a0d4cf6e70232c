import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { ZAdminPaymentPage, ZPaymentListQuery } from "../../../shared/schemas/payments-admin.ts";
import type { TAdminPaymentsService } from "./admin-payments.service.ts";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// Payments (`/admin/payments`).
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ payments: TAdminPaymentsService }> = async (app, { payments }) => {
  app.get(
    "/payments",
    {
      onRequest: authorize("read:payments:any"),
      schema: {
        tags: ["admin"],
        summary: "Payments newest first, filtered by date range (business days), kind and test/live; keyset-paged; the first page carries the totals",
        querystring: ZPaymentListQuery,
        response: { 200: ZAdminPaymentPage },
      },
    },
    async (request) => payments.list(request.query),
  );
};
