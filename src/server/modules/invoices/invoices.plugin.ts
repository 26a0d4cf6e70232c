import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { adminInvoicesRoutes } from "./invoices.routes.ts";
import { customerInvoicesRoutes } from "./customer-invoices.routes.ts";

export async function invoicesPlugin(app: FastifyInstance) {
  const { invoices } = app;
  await app.register(customerInvoicesRoutes, { invoices, payments: app.invoicePayments });
  await adminScope(app, async (admin) => {
    await admin.register(adminInvoicesRoutes, { invoices });
  });
}
