import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZAdminQuote, ZAdminQuotePage, ZAnswerQuoteRequest, ZConvertQuoteRequest, ZQuoteListQuery } from "../../../shared/schemas/quotes-admin.ts";
import type { TAdminQuotesService } from "./admin-quotes.service.ts";

const ZQuoteParams = z.object({ id: z.uuid("must be a quote request id") });

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// Quotes: the quote requests from the landing page.
export const adminQuotesRoutes: FastifyPluginAsyncZod<{ quotes: TAdminQuotesService }> = async (app, { quotes }) => {
  app.get(
    "/quotes",
    {
      onRequest: authorize("read:quotes:any"),
      schema: {
        tags: ["admin"],
        summary: "Quote requests, newest first, searched and filtered by status; keyset-paged",
        querystring: ZQuoteListQuery,
        response: { 200: ZAdminQuotePage },
      },
    },
    async (request) => quotes.list(request.query),
  );

  app.get(
    "/quotes/:id",
    {
      onRequest: authorize("read:quotes:any"),
      schema: { tags: ["admin"], summary: "One quote request, with its answer and its job", params: ZQuoteParams, response: { 200: ZAdminQuote } },
    },
    async (request) => quotes.get(request.params.id),
  );

  app.post(
    "/quotes/:id/answer",
    {
      onRequest: authorize("update:quotes:any"),
      schema: {
        tags: ["admin"],
        summary: "Mark a new quote request answered, with a note",
        params: ZQuoteParams,
        body: ZAnswerQuoteRequest,
        response: { 200: ZAdminQuote },
      },
    },
    async (request) => quotes.answer(request.params.id, request.body.note, (await requireViewer(request)).user.id),
  );

  app.post(
    "/quotes/:id/job",
    {
      onRequest: authorize("update:quotes:any"),
      schema: {
        tags: ["admin"],
        summary: "Turn a quote request into a job for the matching customer (once: a second time is a 409)",
        params: ZQuoteParams,
        body: ZConvertQuoteRequest,
        response: { 201: ZAdminQuote },
      },
    },
    async (request, reply) => reply.status(201).send(await quotes.convert(request.params.id, request.body, (await requireViewer(request)).user.id)),
  );
};
