import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { ZDaySheet, ZDaySheetQuery, ZWorkOrder } from "../../../shared/schemas/work-orders.ts";
import type { TWorkOrdersService } from "./work-orders.service.ts";

const ZJobId = z.object({ id: z.uuid("must be a job id") });
const ZTechnicianId = z.object({ id: z.uuid("must be a technician id") });

// Decision 0154: printable work orders and day sheets.

/** Inside the admin scope (paths relative to /api/admin): any job, any technician's day. */
export const adminWorkOrdersRoutes: FastifyPluginAsyncZod<{ workOrders: TWorkOrdersService }> = async (app, { workOrders }) => {
  app.get(
    "/jobs/:id/work-order",
    {
      onRequest: authorize("read:jobs:any"),
      schema: { tags: ["admin"], summary: "A job's printable work order", params: ZJobId, response: { 200: ZWorkOrder } },
    },
    async (request) => workOrders.workOrder(request.params.id),
  );

  app.get(
    "/technicians/:id/day-sheet",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "A technician's printable day sheet: the date's jobs in route order",
        params: ZTechnicianId,
        querystring: ZDaySheetQuery,
        response: { 200: ZDaySheet },
      },
    },
    async (request) => workOrders.daySheet(request.params.id, request.query.date),
  );
};

/** Inside the technician scope (paths relative to /api/technician): only the viewer's own. */
export const technicianWorkOrdersRoutes: FastifyPluginAsyncZod<{ workOrders: TWorkOrdersService }> = async (app, { workOrders }) => {
  app.get(
    "/jobs/:id/work-order",
    {
      onRequest: authorize("read:jobs:assigned"),
      schema: {
        tags: ["technician"],
        summary: "One of the technician's jobs as a printable work order; another's is 404",
        params: ZJobId,
        response: { 200: ZWorkOrder },
      },
    },
    async (request) => workOrders.workOrder(request.params.id, request.technician.id),
  );

  app.get(
    "/day-sheet",
    {
      onRequest: authorize("read:jobs:assigned"),
      schema: {
        tags: ["technician"],
        summary: "The technician's own printable day sheet for a date",
        querystring: ZDaySheetQuery,
        response: { 200: ZDaySheet },
      },
    },
    async (request) => workOrders.daySheet(request.technician.id, request.query.date),
  );
};
