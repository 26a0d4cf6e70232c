import type { FastifyInstance } from "fastify";
import { catalogueRoutes } from "./catalogue.routes.ts";

export async function cataloguePlugin(app: FastifyInstance) {
  await app.register(catalogueRoutes, { db: app.db, publicReads: app.publicReads });
}
