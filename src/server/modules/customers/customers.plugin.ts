import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { adminCustomersRoutes } from "./customers.routes.ts";
import { customersRepository } from "./customers.repository.ts";
import { customersService } from "./customers.service.ts";

// The Customers pane (decision 0056).
export async function customersPlugin(app: FastifyInstance) {
  await adminScope(app, async (admin) => {
    await admin.register(adminCustomersRoutes, { customers: customersService({ repository: customersRepository(app.db), readLedger: app.readLedger }) });
  });
}
