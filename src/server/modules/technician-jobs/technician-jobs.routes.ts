import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import {
  ZTechnicianJobDetail,
  ZTechnicianJobPage,
  ZTechnicianJobsQuery,
  ZTechnicianNotesRequest,
  ZTechnicianNotesSaved,
  ZTechnicianPhoto,
  ZTechnicianPhotoRequest,
  ZTechnicianStatusChanged,
  ZTechnicianStatusRequest,
} from "../../../shared/schemas/technician-jobs.ts";
import { IDEMPOTENCY_HEADER_REPLAY as REPLAY, idempotencyKeyOf, sendIdempotent } from "../idempotency/idempotency.http.ts";
import type { TTechnicianJobsService, TTechnicianMove } from "./technician-jobs.service.ts";

const ZJobId = z.object({ id: z.uuid("must be a job id") });

// Registered inside the technician scope (auth/scopes.ts): paths are relative to
// /api/technician and `request.technician` is the viewer's active record., Jobs.
export const technicianJobsRoutes: FastifyPluginAsyncZod<{ jobs: TTechnicianJobsService }> = async (app, { jobs }) => {
  app.get(
    "/jobs",
    {
      onRequest: authorize("read:jobs:assigned"),
      schema: {
        tags: ["technician"],
        summary: "The technician's own jobs: open (today's first, then by scheduled date) or done (most recently completed first, keyset-paged)",
        querystring: ZTechnicianJobsQuery,
        response: { 200: ZTechnicianJobPage },
      },
    },
    async (request) => jobs.list(request.technician, request.query),
  );

  app.get(
    "/jobs/:id",
    {
      onRequest: authorize("read:jobs:assigned"),
      schema: {
        tags: ["technician"],
        summary: "One of the technician's jobs with its notes and photos (Job Details); another technician's job is 404",
        params: ZJobId,
        response: { 200: ZTechnicianJobDetail },
      },
    },
    async (request) => jobs.detail(request.technician, request.params.id),
  );

  for (const move of ["start", "complete"] as const satisfies TTechnicianMove[]) {
    app.post(
      `/jobs/:id/${move}`,
      {
        onRequest: authorize("update:jobs:assigned"),
        schema: {
          tags: ["technician"],
          summary: `${move === "start" ? "Start Job (pending or scheduled to in progress)" : "Complete (in progress to completed)"}; 409 when the job moved meanwhile. ${REPLAY}`,
          params: ZJobId,
          body: ZTechnicianStatusRequest,
          response: { 200: ZTechnicianStatusChanged },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const viewer = await requireViewer(request);
        return sendIdempotent(reply, await jobs.move(viewer, request.technician, request.params.id, move, request.body, key));
      },
    );
  }

  app.post(
    "/jobs/:id/notes",
    {
      onRequest: authorize("update:jobs:assigned"),
      schema: {
        tags: ["technician"],
        summary: `Save Notes: customer notes (the customer sees them) and internal notes (staff only) added to the job's notes. ${REPLAY}`,
        params: ZJobId,
        body: ZTechnicianNotesRequest,
        response: { 201: ZTechnicianNotesSaved },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const viewer = await requireViewer(request);
      return sendIdempotent(reply, await jobs.addNotes(viewer, request.technician, request.params.id, request.body, key));
    },
  );

  app.post(
    "/jobs/:id/photos",
    {
      onRequest: authorize("update:jobs:assigned"),
      schema: {
        tags: ["technician"],
        summary: `Keep a photo the technician uploaded (POST /api/uploads, folder jobs) on the job. ${REPLAY}`,
        params: ZJobId,
        body: ZTechnicianPhotoRequest,
        response: { 201: ZTechnicianPhoto },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const viewer = await requireViewer(request);
      return sendIdempotent(reply, await jobs.addPhoto(viewer, request.technician, request.params.id, request.body, key));
    },
  );
};
