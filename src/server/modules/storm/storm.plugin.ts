import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { adminStormRoutes, stormRoutes } from "./storm.routes.ts";
import { stormSuggestionsRepository } from "./storm-suggestions.repository.ts";

export async function stormPlugin(app: FastifyInstance) {
  const { stormWaitlist: waitlist, settings } = app;
  await app.register(stormRoutes, { waitlist, storm: async () => (await settings.business()).storm, writeLimit: app.config.PUBLIC_WRITE_RATE_LIMIT_MAX });
  await adminScope(app, async (admin) => {
    await admin.register(adminStormRoutes, { waitlist, suggestions: stormSuggestionsRepository(app.db) });
  });
}
