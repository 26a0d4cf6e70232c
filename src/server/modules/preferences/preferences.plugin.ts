import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { adminPreferencesRoutes } from "./preferences.routes.ts";
import { preferencesRepository } from "./preferences.repository.ts";

export async function preferencesPlugin(app: FastifyInstance) {
  await adminScope(app, async (admin) => {
    await admin.register(adminPreferencesRoutes, { preferences: preferencesRepository(app.db) });
  });
}
