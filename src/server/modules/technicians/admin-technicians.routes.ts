import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { ZTechnicianListQuery, ZTechnicianPage } from "../../../shared/schemas/technicians.ts";
import type { TAdminTechniciansService } from "./admin-technicians.service.ts";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// Technicians (`/admin/technicians`).
export const adminTechniciansRoutes: FastifyPluginAsyncZod<{ technicians: TAdminTechniciansService }> = async (app, { technicians }) => {
  app.get(
    "/technicians",
    {
      onRequest: authorize("read:technicians:any"),
      schema: {
        tags: ["admin"],
        summary: "Technicians, active first and by name, searched by name or e-mail; their assigned, active and completed jobs, today's schedule and rating",
        querystring: ZTechnicianListQuery,
        response: { 200: ZTechnicianPage },
      },
    },
    async (request) => technicians.list(request.query),
  );
};
