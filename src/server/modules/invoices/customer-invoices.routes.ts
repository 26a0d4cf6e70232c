import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireOwner } from "../../auth/guard.ts";
import { ZInvoicePage, ZMyInvoiceDetail, ZMyInvoiceListQuery } from "../../../shared/schemas/invoices.ts";
import type { TInvoicesService } from "./invoices.service.ts";

const ZInvoiceParams = z.object({ id: z.uuid("must be an invoice id") });

// The customer's side of the ledger: the invoices billed to them, each the same bill the office
// sees with the balance from the job's ledger (decision 0135). Another customer's invoice is
// simply not found (404).
export const customerInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: TInvoicesService }> = async (app, { invoices }) => {
  app.get(
    "/api/me/invoices",
    {
      onRequest: authorize("read:invoices:own"),
      schema: { tags: ["account"], summary: "My invoices, newest first; keyset-paged", querystring: ZMyInvoiceListQuery, response: { 200: ZInvoicePage } },
    },
    async (request) => invoices.listOwn(await requireOwner(request), request.query),
  );

  app.get(
    "/api/me/invoices/:id",
    {
      onRequest: authorize("read:invoices:own"),
      schema: {
        tags: ["account"],
        summary: "One of my invoices: its lines, tax, total, what was paid and the balance due",
        params: ZInvoiceParams,
        response: { 200: ZMyInvoiceDetail },
      },
    },
    async (request) => invoices.detailOwn(await requireOwner(request), request.params.id),
  );
};
