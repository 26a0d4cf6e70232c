import type { FastifyInstance } from "fastify";
import { technicianScope } from "../../auth/scopes.ts";
import { technicianJobsRoutes } from "./technician-jobs.routes.ts";
import { technicianJobsRepository } from "./technician-jobs.repository.ts";
import { technicianJobsService } from "./technician-jobs.service.ts";

export async function technicianJobsPlugin(app: FastifyInstance) {
  const jobs = technicianJobsService({ repository: technicianJobsRepository(app.db), jobs: app.jobs, media: app.media, idempotency: app.idempotency });
  await technicianScope(app, app.technicianRecords.findByProfile, async (technician) => {
    await technician.register(technicianJobsRoutes, { jobs });
  });
}
