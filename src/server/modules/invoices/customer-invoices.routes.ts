import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireOwner, requireViewer } from "../../auth/guard.ts";
import { ZInvoicePage, ZInvoicePaid, ZMyInvoiceDetail, ZMyInvoiceListQuery, ZPayInvoiceRequest } from "../../../shared/schemas/invoices.ts";
import { IDEMPOTENCY_HEADER_REPLAY, idempotencyKeyOf, sendIdempotent } from "../idempotency/idempotency.http.ts";
import type { TInvoicesService } from "./invoices.service.ts";
import type { TInvoiceOnlinePayments } from "./invoice-online-payment.ts";

const ZInvoiceParams = z.object({ id: z.uuid("must be an invoice id") });

// The customer's side of the ledger: the invoices billed to them, each the same bill the office
// sees with the balance from the job's ledger (decision 0135). Another customer's invoice is
// simply not found (404).
export const customerInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: TInvoicesService; payments: TInvoiceOnlinePayments }> = async (
  app,
  { invoices, payments },
) => {
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

  app.post(
    "/api/me/invoices/:id/payments",
    {
      onRequest: authorize("create:invoice-payment:own"),
      schema: {
        tags: ["account"],
        summary: `Pay the balance of one of my invoices by card (test mode for a test invoice): the server charges what the ledger says is due, and refuses (409) when it is not the amount sent or another payment is under way. ${IDEMPOTENCY_HEADER_REPLAY}`,
        params: ZInvoiceParams,
        body: ZPayInvoiceRequest,
        response: { 201: ZInvoicePaid },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return sendIdempotent(reply, await payments.pay({ kind: "account", viewer: await requireViewer(request) }, request.params.id, request.body, key));
    },
  );
};
