import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import {
  ZAdminTechnicianHours,
  ZTechnicianHoursRequest,
  ZTechnicianIdParams,
  ZTimeOff,
  ZTimeOffParams,
  ZTimeOffRequest,
} from "../../../shared/schemas/technicians.ts";
import type { TTechnicianHoursService } from "./technician-hours.service.ts";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// Decision 0152: a technician's working week, skills and time off, from the Technicians pane.
export const technicianHoursRoutes: FastifyPluginAsyncZod<{ hours: TTechnicianHoursService }> = async (app, { hours }) => {
  app.get(
    "/technicians/:id/hours",
    {
      onRequest: authorize("read:technicians:any"),
      schema: {
        tags: ["admin"],
        summary: "A technician's working week, skills and current and coming time off, with the catalogue's categories",
        params: ZTechnicianIdParams,
        response: { 200: ZAdminTechnicianHours },
      },
    },
    async (request) => hours.get(request.params.id),
  );

  app.put(
    "/technicians/:id/hours",
    {
      onRequest: authorize("update:technicians:any"),
      schema: {
        tags: ["admin"],
        summary: "Set a technician's working week (null: the business's hours) and skills (empty: all work)",
        params: ZTechnicianIdParams,
        body: ZTechnicianHoursRequest,
        response: { 200: ZAdminTechnicianHours },
      },
    },
    async (request) => hours.setHours((await requireViewer(request)).user.id, request.params.id, request.body),
  );

  app.post(
    "/technicians/:id/time-off",
    {
      onRequest: authorize("update:technicians:any"),
      schema: {
        tags: ["admin"],
        summary: "Add time off with a reason: whole days, or between two times",
        params: ZTechnicianIdParams,
        body: ZTimeOffRequest,
        response: { 201: ZTimeOff },
      },
    },
    async (request, reply) => reply.status(201).send(await hours.addTimeOff((await requireViewer(request)).user.id, request.params.id, request.body)),
  );

  app.delete(
    "/technicians/:id/time-off/:timeOffId",
    {
      onRequest: authorize("update:technicians:any"),
      schema: { tags: ["admin"], summary: "Remove a time-off entry", params: ZTimeOffParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await hours.removeTimeOff((await requireViewer(request)).user.id, request.params.id, request.params.timeOffId);
      return reply.status(204).send(null);
    },
  );
};
