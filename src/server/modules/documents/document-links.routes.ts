import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { DOCUMENT_TOKEN_HEADER, ZDocumentTokenHeaders, ZLinkedEstimate } from "../../../shared/schemas/estimates.ts";
import { ZInvoicePaid, ZMyInvoiceDetail, ZPayInvoiceRequest } from "../../../shared/schemas/invoices.ts";
import { publicWriteLimit } from "../public-write-limit.ts";
import { IDEMPOTENCY_HEADER_REPLAY, idempotencyKeyOf, sendIdempotent } from "../idempotency/idempotency.http.ts";
import type { TEstimatesService } from "../estimates/estimates.service.ts";
import type { TInvoicesService } from "../invoices/invoices.service.ts";
import type { TInvoiceOnlinePayments } from "../invoices/invoice-online-payment.ts";
import type { TDocumentLinks } from "./document-links.ts";

// Decision 0144: the invoice or estimate a mail's signed link opens, for anyone holding the link,
// signed in or not. The token comes in a header (the page reads it from the URL's fragment), so
// it is in no request line or log; the answers are never cached. A token not signed for this kind
// of document is a 404 and an ended one a 410, whatever the document.
export const documentLinkRoutes: FastifyPluginAsyncZod<{
  links: TDocumentLinks;
  invoices: TInvoicesService;
  invoicePayments: TInvoiceOnlinePayments;
  estimates: TEstimatesService;
  writeLimit: number;
}> = async (app, { links, invoices, invoicePayments, estimates, writeLimit }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/documents/invoice",
    {
      onRequest: authorize("read:signed-document:public"),
      schema: {
        tags: ["documents"],
        summary: `The invoice a mail's signed link opens (its token in ${DOCUMENT_TOKEN_HEADER}), as its customer sees it`,
        headers: ZDocumentTokenHeaders,
        response: { 200: ZMyInvoiceDetail },
      },
    },
    async (request) => invoices.detailByLink(links.open("invoice", request.headers[DOCUMENT_TOKEN_HEADER]).id),
  );

  // Decision 0151: the link's holder pays the invoice's balance as its signed-in customer would,
  // through the same payment (amount rule, key, one payment at a time, receipt, admins told).
  app.post(
    "/api/documents/invoice/payments",
    {
      onRequest: authorize("create:signed-invoice-payment:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["documents"],
        summary: `Pay by card the balance of the invoice a mail's signed link opens (its token in ${DOCUMENT_TOKEN_HEADER}), no account needed: the server charges what the ledger says is due, and refuses (409) when it is not the amount sent or another payment is under way. ${IDEMPOTENCY_HEADER_REPLAY}`,
        headers: ZDocumentTokenHeaders,
        body: ZPayInvoiceRequest,
        response: { 201: ZInvoicePaid },
      },
    },
    async (request, reply) => {
      const { id } = links.open("invoice", request.headers[DOCUMENT_TOKEN_HEADER]);
      return sendIdempotent(reply, await invoicePayments.pay({ kind: "link" }, id, request.body, idempotencyKeyOf(request)));
    },
  );

  app.get(
    "/api/documents/estimate",
    {
      onRequest: authorize("read:signed-document:public"),
      schema: {
        tags: ["documents"],
        summary: `The estimate a mail's signed link opens (its token in ${DOCUMENT_TOKEN_HEADER}), as its customer sees it`,
        headers: ZDocumentTokenHeaders,
        response: { 200: ZLinkedEstimate },
      },
    },
    async (request) => {
      const { id, expiresAt } = links.open("estimate", request.headers[DOCUMENT_TOKEN_HEADER]);
      return estimates.linkedEstimate(id, expiresAt);
    },
  );

  for (const [action, decision] of [
    ["approve", "approved"],
    ["decline", "declined"],
  ] as const) {
    app.post(
      `/api/documents/estimate/${action}`,
      {
        onRequest: authorize("update:signed-estimate:public"),
        config: publicWriteLimit(writeLimit),
        schema: {
          tags: ["documents"],
          summary: `${action === "approve" ? "Approve" : "Decline"} the estimate a mail's signed link opens, as its customer would signed in; the same decision again changes nothing`,
          headers: ZDocumentTokenHeaders,
          response: { 200: ZLinkedEstimate },
        },
      },
      async (request) => {
        const { id, expiresAt } = links.open("estimate", request.headers[DOCUMENT_TOKEN_HEADER]);
        return estimates.decideByLink(id, expiresAt, decision);
      },
    );
  }
};
