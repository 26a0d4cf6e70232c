import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize } from "../../auth/guard.ts";
import type { TMailer, TMailFor } from "../../mail/mailer.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import { bookingTemplates } from "../../mail/templates.ts";
import { ZQuoteRequest } from "../../../shared/schemas/engagement.ts";
import { localeFromCookieHeader } from "../../../shared/i18n/locale.ts";
import { publicWriteLimit } from "../public-write-limit.ts";
import { quotesRepository } from "./quotes.repository.ts";
import { quotesService } from "./quotes.service.ts";

// DESIGN.md, Placeholders: the quote form's request is stored, listed for admins, and
// acknowledged by e-mail when the visitor gave one.
export const quotesRoutes: FastifyPluginAsyncZod<{ db: TDb; mailer: TMailer; notifier: TNotifier; writeLimit: number }> = async (
  app,
  { db, mailer, notifier, writeLimit },
) => {
  const quotes = quotesService({ repository: quotesRepository(db), notifier });

  app.post(
    "/api/quotes",
    {
      onRequest: authorize("create:quote:public"),
      config: publicWriteLimit(writeLimit),
      schema: { tags: ["quotes"], summary: "Request a quote", body: ZQuoteRequest, response: { 201: z.object({ id: z.uuid() }) } },
    },
    async (request, reply) => {
      const quote = request.body;
      // In the language of the page the request came from, or the account's own (decision 0166).
      const to = quote.email;
      const acknowledgement: TMailFor | null = to
        ? { to, locale: localeFromCookieHeader(request.headers.cookie ?? null), render: () => bookingTemplates.quoteReceived(to, quote.name) }
        : null;
      const id = await quotes.create(
        { name: quote.name, phone: quote.phone, email: quote.email ?? null, service: quote.service, message: quote.message },
        (tx) => (acknowledgement ? mailer.enqueue(acknowledgement, tx) : Promise.resolve()),
      );
      return reply.status(201).send({ id });
    },
  );
};
