import type { FastifyInstance } from "fastify";
import { favoritesRoutes } from "./favorites.routes.ts";

export async function favoritesPlugin(app: FastifyInstance) {
  await app.register(favoritesRoutes, { db: app.db });
}
