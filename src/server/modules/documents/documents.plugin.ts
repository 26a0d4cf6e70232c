import type { FastifyInstance } from "fastify";
import { documentLinkRoutes } from "./document-links.routes.ts";

export async function documentsPlugin(app: FastifyInstance) {
  const { links, invoices, invoicePayments, estimates } = app;
  await app.register(documentLinkRoutes, { links, invoices, invoicePayments, estimates, writeLimit: app.config.PUBLIC_WRITE_RATE_LIMIT_MAX });
}
