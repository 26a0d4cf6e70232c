import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { ZJobCount, ZJobFilters, ZJobSummary } from "../../../shared/schemas/jobs.ts";
import type { TJobStatsService } from "./job-stats.service.ts";

// staff-side.md §2 and §9: the title's counters and the eight summary cards, over
// every job. Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const jobStatsRoutes: FastifyPluginAsyncZod<{ stats: TJobStatsService }> = async (app, { stats }) => {
  app.get(
    "/jobs/summary",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin", "jobs"],
        summary: "The eight summary cards of Jobs Management, over every job, exact after every change",
        response: { 200: ZJobSummary },
      },
    },
    async () => stats.summary(),
  );

  app.get(
    "/jobs/count",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin", "jobs"],
        summary: "How many jobs there are, and how many the filters select (a search counts up to a cap)",
        querystring: ZJobFilters,
        response: { 200: ZJobCount },
      },
    },
    async (request) => stats.count(request.query),
  );
};
