import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { adminSettingsRoutes, settingsRoutes } from "./settings.routes.ts";
import { settingsService } from "./settings.service.ts";

export async function settingsPlugin(app: FastifyInstance) {
  const { settings, publicReads } = app;
  // A provider that takes live-mode payments is a live one (decision 0011).
  await app.register(settingsRoutes, { settings, livePayments: app.payments.accepts(false), publicReads });
  await adminScope(app, async (admin) => {
    await admin.register(adminSettingsRoutes, { service: settingsService({ repository: settings }), publicReads });
  });
}
