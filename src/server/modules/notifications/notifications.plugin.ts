import type { FastifyInstance } from "fastify";
import { notificationsRoutes } from "./notifications.routes.ts";

export async function notificationsPlugin(app: FastifyInstance) {
  await app.register(notificationsRoutes, { db: app.db });
}
