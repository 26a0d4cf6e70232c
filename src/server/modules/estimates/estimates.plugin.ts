import type { FastifyInstance } from "fastify";
import { technicianScope } from "../../auth/scopes.ts";
import { customerEstimatesRoutes } from "./customer-estimates.routes.ts";
import { technicianEstimatesRoutes } from "./technician-estimates.routes.ts";

// Rooms and estimates on the technician's jobs, and the customer's decision.
export async function estimatesPlugin(app: FastifyInstance) {
  const { estimates } = app;
  await app.register(customerEstimatesRoutes, { estimates });
  await technicianScope(app, app.technicianRecords.findByProfile, async (technician) => {
    await technician.register(technicianEstimatesRoutes, { estimates });
  });
}
