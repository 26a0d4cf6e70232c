import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { quotesRoutes } from "./quotes.routes.ts";
import { adminQuotesRoutes } from "./admin-quotes.routes.ts";
import { adminQuotesRepository } from "./admin-quotes.repository.ts";
import { adminQuotesService } from "./admin-quotes.service.ts";

export async function quotesPlugin(app: FastifyInstance) {
  const { db } = app;
  await app.register(quotesRoutes, { db, mailer: app.mailer, notifier: app.notifier, writeLimit: app.config.PUBLIC_WRITE_RATE_LIMIT_MAX });
  await adminScope(app, async (admin) => {
    await admin.register(adminQuotesRoutes, { quotes: adminQuotesService({ repository: adminQuotesRepository(db), jobs: app.jobRecords }) });
  });
}
