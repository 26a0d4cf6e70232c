import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZCustomerDetail, ZCustomerForm, ZCustomerListQuery, ZCustomerPage, ZCustomerParams, ZCustomerRecord } from "../../../shared/schemas/customers.ts";
import type { TCustomersService } from "./customers.service.ts";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// Customers (`/admin/customers`, `/admin/customers/:id`).
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

  // Decision 0153: New Customer and Edit, for phone-in work.
  app.post(
    "/customers",
    {
      onRequest: authorize("create:customers:any"),
      schema: {
        tags: ["admin"],
        summary: "Adds a customer by hand (phone required, e-mail optional); 409 naming the existing customer when the e-mail or phone is taken",
        body: ZCustomerForm,
        response: { 201: ZCustomerRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await customers.create((await requireViewer(request)).user.id, request.body)),
  );

  app.put(
    "/customers/:id",
    {
      onRequest: authorize("update:customers:any"),
      schema: {
        tags: ["admin"],
        summary: "Edits a customer's name, contact details, address and notes; 409 naming the existing customer when the e-mail or phone is taken",
        params: ZCustomerParams,
        body: ZCustomerForm,
        response: { 200: ZCustomerRecord },
      },
    },
    async (request) => customers.update((await requireViewer(request)).user.id, request.params.id, request.body),
  );
};
