import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { promiseOutcomesRepository } from "../emergency/promise-outcomes.ts";
import { adminHomeRoutes } from "./admin-home.routes.ts";
import { adminHomeRepository } from "./admin-home.repository.ts";
import { adminHomeService } from "./admin-home.service.ts";

export async function adminHomePlugin(app: FastifyInstance) {
  const { db } = app;
  await adminScope(app, async (admin) => {
    await admin.register(adminHomeRoutes, { home: adminHomeService({ repository: adminHomeRepository(db), promises: promiseOutcomesRepository(db) }) });
  });
}
