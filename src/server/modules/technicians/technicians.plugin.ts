import type { FastifyInstance } from "fastify";
import { adminScope, technicianScope } from "../../auth/scopes.ts";
import { technicianRoutes } from "./technician.routes.ts";
import { adminTechniciansRoutes } from "./admin-technicians.routes.ts";
import { adminTechniciansRepository } from "./admin-technicians.repository.ts";
import { adminTechniciansService } from "./admin-technicians.service.ts";
import { technicianHoursRoutes } from "./technician-hours.routes.ts";

// The Technicians pane (decision 0057), and the technician's own record and hours.
export async function techniciansPlugin(app: FastifyInstance) {
  const { technicianRecords: technicians, technicianHours: hours } = app;
  await adminScope(app, async (admin) => {
    await admin.register(adminTechniciansRoutes, { technicians: adminTechniciansService({ repository: adminTechniciansRepository(app.db) }) });
    await admin.register(technicianHoursRoutes, { hours });
  });
  await technicianScope(app, technicians.findByProfile, async (technician) => {
    await technician.register(technicianRoutes, { technicians, hours });
  });
}
