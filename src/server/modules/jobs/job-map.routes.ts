import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { ZJobMap, ZJobMapQuery } from "../../../shared/schemas/job-map.ts";
import type { TJobMapService } from "./job-map.service.ts";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const jobMapRoutes: FastifyPluginAsyncZod<{ jobMap: TJobMapService }> = async (app, { jobMap }) => {
  app.get(
    "/jobs/map",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary:
          "The Map View: the newest jobs the filters select (at most 2,000, with the total), each at its ZIP code's or city's position, those with no known place apart, today's technician routes and the cities to name",
        querystring: ZJobMapQuery,
        response: { 200: ZJobMap },
      },
    },
    async (request) => jobMap.map(request.query),
  );
};
