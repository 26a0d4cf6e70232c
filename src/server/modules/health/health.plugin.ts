import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health.routes.ts";

export async function healthPlugin(app: FastifyInstance) {
  await app.register(healthRoutes, { db: app.db });
}
