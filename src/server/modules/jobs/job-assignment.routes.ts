import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZAssignJobRequest, ZJobAssigned, ZTechnicianSuggestions } from "../../../shared/schemas/job-assignment.ts";
import type { TAdminJobsService } from "./admin-jobs.service.ts";
import type { TJobAssignmentService } from "./job-assignment.service.ts";

const ZJobId = z.object({ id: z.uuid("must be a job id") });

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// Decision 0154: assign in one tap.
export const jobAssignmentRoutes: FastifyPluginAsyncZod<{ assignment: TJobAssignmentService; jobs: TAdminJobsService }> = async (app, { assignment, jobs }) => {
  app.get(
    "/jobs/:id/technician-suggestions",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "The active technicians for a job: free at its time first, then nearest by ZIP, then fewest jobs that day, each with why",
        params: ZJobId,
        response: { 200: ZTechnicianSuggestions },
      },
    },
    async (request) => assignment.suggestions(request.params.id),
  );

  app.post(
    "/jobs/:id/assign",
    {
      onRequest: authorize("update:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "Assign a technician in one tap; 409 when the job's technician is no longer expected_technician_id",
        params: ZJobId,
        body: ZAssignJobRequest,
        response: { 200: ZJobAssigned },
      },
    },
    async (request) => jobs.assign((await requireViewer(request)).user.id, request.params.id, request.body),
  );
};
