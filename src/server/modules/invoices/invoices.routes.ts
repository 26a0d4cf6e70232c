import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import {
  ZCreditNoteRequest,
  ZEmailInvoiceRequest,
  ZVoidInvoiceRequest,
  ZInvoiceDetail,
  ZInvoiceListQuery,
  ZInvoicePage,
  ZInvoiceSummary,
  ZIssueInvoiceRequest,
  ZUninvoicedJobPage,
  ZUninvoicedJobsQuery,
} from "../../../shared/schemas/invoices.ts";
import { ZRecordPaymentRequest } from "../../../shared/schemas/ledger.ts";
import type { TInvoicesService } from "./invoices.service.ts";

const ZInvoiceParams = z.object({ id: z.uuid("must be an invoice id") });

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// Invoices. Static paths (`/invoices/summary`, `/invoices/uninvoiced-jobs`) win over
// `/invoices/:id` in Fastify's router.
export const adminInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: TInvoicesService }> = async (app, { invoices }) => {
  app.get(
    "/invoices",
    {
      onRequest: authorize("read:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "Invoices, newest number first, searched and filtered paid/unpaid; keyset-paged",
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoicePage },
      },
    },
    async (request) => invoices.list(request.query),
  );

  app.get(
    "/invoices/summary",
    {
      onRequest: authorize("read:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "Unpaid count and balance, paid count, completed jobs without an invoice, and the external invoices frame if configured",
        response: { 200: ZInvoiceSummary },
      },
    },
    async () => invoices.summary(),
  );

  app.get(
    "/invoices/uninvoiced-jobs",
    {
      onRequest: authorize("read:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "Completed jobs without an invoice (older data, or nothing to bill yet), newest first; keyset-paged",
        querystring: ZUninvoicedJobsQuery,
        response: { 200: ZUninvoicedJobPage },
      },
    },
    async (request) => invoices.uninvoicedJobs(request.query),
  );

  app.get(
    "/invoices/:id",
    {
      onRequest: authorize("read:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "One invoice with its lines, amounts, payment, e-mails and the business's letterhead",
        params: ZInvoiceParams,
        response: { 200: ZInvoiceDetail },
      },
    },
    async (request) => invoices.detail(request.params.id),
  );

  app.post(
    "/invoices",
    {
      onRequest: authorize("create:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "Issue the invoice of a completed job that has none; 409 when it has one, is not completed or has nothing to bill",
        body: ZIssueInvoiceRequest,
        response: { 201: ZInvoiceDetail },
      },
    },
    async (request, reply) => reply.status(201).send(await invoices.issueForJob((await requireViewer(request)).user.id, request.body.job_id)),
  );

  app.post(
    "/invoices/:id/email",
    {
      onRequest: authorize("update:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "E-mail the invoice to the customer through the mail outbox; a retry with the same idempotency_key sends nothing more",
        params: ZInvoiceParams,
        body: ZEmailInvoiceRequest,
        response: { 200: ZInvoiceDetail },
      },
    },
    async (request) => invoices.email((await requireViewer(request)).user.id, request.params.id, request.body.idempotency_key),
  );

  app.post(
    "/invoices/:id/payments",
    {
      onRequest: authorize("update:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "Record a payment the office took (part or all of the balance, with its method and reference); 409 over the balance or when paid",
        params: ZInvoiceParams,
        body: ZRecordPaymentRequest,
        response: { 200: ZInvoiceDetail },
      },
    },
    async (request) => invoices.recordPayment((await requireViewer(request)).user.id, request.params.id, request.body),
  );

  app.post(
    "/invoices/:id/mark-paid",
    {
      onRequest: authorize("update:invoices:any"),
      schema: {
        tags: ["admin"],
        summary: "Record the balance as a payment and the invoice as paid, once; 409 when it already is",
        params: ZInvoiceParams,
        response: { 200: ZInvoiceDetail },
      },
    },
    async (request) => invoices.markPaid((await requireViewer(request)).user.id, request.params.id),
  );

  app.post(
    "/invoices/:id/void",
    {
      onRequest: authorize("update:invoices:any"),
      schema: {
        tags: ["admin"],
        summary:
          "Void an issued invoice with a reason: it bills nothing more, its payments stay the job's, and the job may be billed again; 409 when already void",
        params: ZInvoiceParams,
        body: ZVoidInvoiceRequest,
        response: { 200: ZInvoiceDetail },
      },
    },
    async (request) => invoices.void((await requireViewer(request)).user.id, request.params.id, request.body.reason),
  );

  app.post(
    "/invoices/:id/credit-notes",
    {
      onRequest: authorize("update:invoices:any"),
      schema: {
        tags: ["admin"],
        summary:
          "Issue a credit note against a live invoice (whole cents, at most its total less the credits issued) with a reason; 409 when void or over what is creditable",
        params: ZInvoiceParams,
        body: ZCreditNoteRequest,
        response: { 200: ZInvoiceDetail },
      },
    },
    async (request) => invoices.credit((await requireViewer(request)).user.id, request.params.id, request.body),
  );
};
