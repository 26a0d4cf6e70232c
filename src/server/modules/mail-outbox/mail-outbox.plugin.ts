import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { mailOutboxRoutes } from "./mail-outbox.routes.ts";

export async function mailOutboxPlugin(app: FastifyInstance) {
  await adminScope(app, async (admin) => {
    await admin.register(mailOutboxRoutes, { outbox: app.outbox });
  });
}
