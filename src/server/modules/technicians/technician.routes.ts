import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { AppError } from "../../errors.ts";
import { ZTechnicianHours, ZTechnicianMe } from "../../../shared/schemas/technicians.ts";
import type { TTechniciansRepository } from "./technicians.repository.ts";
import type { TTechnicianHoursService } from "./technician-hours.service.ts";

// Registered inside the technician scope (auth/scopes.ts): paths are relative to
// /api/technician, and `request.technician` is the viewer's active record.
export const technicianRoutes: FastifyPluginAsyncZod<{ technicians: TTechniciansRepository; hours: TTechnicianHoursService }> = async (
  app,
  { technicians, hours },
) => {
  app.get(
    "/me",
    {
      onRequest: authorize("read:technician:own"),
      schema: {
        tags: ["technician"],
        summary: "The signed-in technician's record, name, e-mail and job counters (staff-side.md §2 Technician Dashboard)",
        response: { 200: ZTechnicianMe },
      },
    },
    async (request) => {
      const me = await technicians.me(request.technician);
      if (!me) throw new AppError("NOT_FOUND", "No technician record");
      return me;
    },
  );

  app.get(
    "/hours",
    {
      onRequest: authorize("read:technician-hours:own"),
      schema: {
        tags: ["technician"],
        summary: "My working week, skills and current and coming time off, as the office set them (decision 0152)",
        response: { 200: ZTechnicianHours },
      },
    },
    async (request) => hours.mine(request.technician.id),
  );
};
