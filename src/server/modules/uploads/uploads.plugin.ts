import type { FastifyInstance } from "fastify";
import { uploadsRoutes } from "./uploads.routes.ts";

export async function uploadsPlugin(app: FastifyInstance) {
  await app.register(uploadsRoutes, {
    storage: app.storage,
    uploads: app.uploads,
    maxBytes: app.config.UPLOAD_MAX_BYTES,
    rateLimitMax: app.config.UPLOAD_RATE_LIMIT_MAX,
  });
}
