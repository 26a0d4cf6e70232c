import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZSchedule, ZScheduleMoveRequest, ZScheduleMoveResult, ZScheduleQuery } from "../../../shared/schemas/schedule.ts";
import type { TScheduleService } from "./schedule.service.ts";

const ZJobId = z.object({ id: z.uuid("must be a job id") });

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// The schedule board (decision 0155).
export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: TScheduleService }> = async (app, { schedule }) => {
  app.get(
    "/schedule",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "The schedule board: a day or a week of the active technicians' jobs, and the Unscheduled tray",
        querystring: ZScheduleQuery,
        response: { 200: ZSchedule },
      },
    },
    async (request) => schedule.board(request.query),
  );

  app.post(
    "/schedule/jobs/:id/move",
    {
      onRequest: authorize("update:jobs:any"),
      schema: {
        tags: ["admin"],
        summary:
          "Move a job to a technician, date and time slot; 409 when its visit is no longer `expected`; with warnings and not `confirm`, nothing is saved and the warnings are returned",
        params: ZJobId,
        body: ZScheduleMoveRequest,
        response: { 200: ZScheduleMoveResult },
      },
    },
    async (request) => schedule.move((await requireViewer(request)).user.id, request.params.id, request.body),
  );
};
