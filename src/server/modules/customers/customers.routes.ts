import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { ZCustomerDetail, ZCustomerListQuery, ZCustomerPage, ZCustomerParams } from "../../../shared/schemas/customers.ts";
import type { TCustomersService } from "./customers.service.ts";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// issue 11, Customers (`/admin/customers`, `/admin/customers/:id`).
export const adminCustomersRoutes: FastifyPluginAsyncZod<{ customers: TCustomersService }> = async (app, { customers }) => {
  app.get(
    "/customers",
    {
      onRequest: authorize("read:customers:any"),
      schema: {
        tags: ["admin"],
        summary: "Customers by name or newest, searched by name, e-mail or phone; numbered pages with counts, total paid and last visit",
        querystring: ZCustomerListQuery,
        response: { 200: ZCustomerPage },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    "/customers/:id",
    {
      onRequest: authorize("read:customers:any"),
      schema: {
        tags: ["admin"],
        summary: "One customer with their figures and history: bookings, jobs, payments, invoices and reviews, newest first",
        params: ZCustomerParams,
        response: { 200: ZCustomerDetail },
      },
    },
    async (request) => customers.detail(request.params.id),
  );
};
