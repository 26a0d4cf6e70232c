import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { adminPaymentsRoutes } from "./admin-payments.routes.ts";
import { adminPaymentsRepository } from "./admin-payments.repository.ts";
import { adminPaymentsService } from "./admin-payments.service.ts";

export async function paymentsPlugin(app: FastifyInstance) {
  await adminScope(app, async (admin) => {
    await admin.register(adminPaymentsRoutes, { payments: adminPaymentsService({ repository: adminPaymentsRepository(app.db) }) });
  });
}
