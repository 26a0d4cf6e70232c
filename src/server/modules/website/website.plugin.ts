import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { websiteRoutes } from "./website.routes.ts";
import { websiteAdminRoutes } from "./website-admin.routes.ts";
import { websiteAdminRepository } from "./website-admin.repository.ts";
import { websiteAdminService } from "./website-admin.service.ts";

export async function websitePlugin(app: FastifyInstance) {
  const { db, publicReads } = app;
  await app.register(websiteRoutes, { db, publicReads });
  await adminScope(app, async (admin) => {
    await admin.register(websiteAdminRoutes, { website: websiteAdminService({ repository: websiteAdminRepository(db), media: app.media }), publicReads });
  });
}
