import type { FastifyInstance } from "fastify";
import { seoRoutes } from "./seo.routes.ts";

export async function seoPlugin(app: FastifyInstance) {
  await app.register(seoRoutes, { db: app.db, origin: new URL(app.config.PUBLIC_URL).origin });
}
