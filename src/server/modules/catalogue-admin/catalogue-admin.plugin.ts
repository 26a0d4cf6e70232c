import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { servicesAdminRoutes } from "./services-admin.routes.ts";
import { servicesAdminRepository } from "./services-admin.repository.ts";
import { servicesAdminService } from "./services-admin.service.ts";
import { reviewsAdminRoutes } from "./reviews-admin.routes.ts";
import { reviewsAdminRepository } from "./reviews-admin.repository.ts";
import { reviewsAdminService } from "./reviews-admin.service.ts";

export async function catalogueAdminPlugin(app: FastifyInstance) {
  const { db, settings, publicReads } = app;
  await adminScope(app, async (admin) => {
    await admin.register(servicesAdminRoutes, {
      services: servicesAdminService({
        repository: servicesAdminRepository(db),
        media: app.media,
        declaredOn: async (tx) => (await settings.business(tx)).storm.emergency_declared_on,
      }),
      publicReads,
    });
    await admin.register(reviewsAdminRoutes, { reviews: reviewsAdminService({ repository: reviewsAdminRepository(db) }), publicReads });
  });
}
