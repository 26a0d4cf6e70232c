import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { IDEMPOTENCY_HEADER_REPLAY as REPLAY, idempotencyKeyOf, sendIdempotent } from "../idempotency/idempotency.http.ts";
import {
  ZEstimate,
  ZEstimateDocument,
  ZEstimateList,
  ZEstimateSetup,
  ZJobRooms,
  ZSaveEstimateRequest,
  ZSaveRoomsRequest,
  ZTechnicianJobOptions,
} from "../../../shared/schemas/estimates.ts";
import type { TEstimatesService } from "./estimates.service.ts";

const ZJobParams = z.object({ id: z.uuid("must be a job id") });
const ZEstimateParams = z.object({ id: z.uuid("must be an estimate id") });

// Registered inside the technician scope (auth/scopes.ts): paths are relative to /api/technician,
// and every query filters by `request.technician.id`: another technician's job or estimate is a 404.
export const technicianEstimatesRoutes: FastifyPluginAsyncZod<{ estimates: TEstimatesService }> = async (app, { estimates }) => {
  app.get(
    "/job-options",
    {
      onRequest: authorize("read:estimates:assigned"),
      schema: {
        tags: ["technician"],
        summary: "The job picker of Measure and Estimate: the technician's own open jobs",
        response: { 200: ZTechnicianJobOptions },
      },
    },
    async (request) => estimates.jobOptions(request.technician.id),
  );

  app.get(
    "/estimate-setup",
    {
      onRequest: authorize("read:estimates:assigned"),
      schema: {
        tags: ["technician"],
        summary: "The labour rate and tax rate (settings) and up to 10 active services to quick-add (staff-side.md §7 Estimate)",
        response: { 200: ZEstimateSetup },
      },
    },
    async () => estimates.setup(),
  );

  app.get(
    "/jobs/:id/rooms",
    {
      onRequest: authorize("read:measurements:assigned"),
      schema: {
        tags: ["technician"],
        summary: "The rooms measured for one of my jobs, with areas and the total",
        params: ZJobParams,
        response: { 200: ZJobRooms },
      },
    },
    async (request) => estimates.rooms(request.technician.id, request.params.id),
  );

  app.put(
    "/jobs/:id/rooms",
    {
      onRequest: authorize("update:measurements:assigned"),
      schema: {
        tags: ["technician"],
        summary: `Save to Job: replace the job's rooms with these, in one transaction; areas computed by the server. ${REPLAY}`,
        params: ZJobParams,
        body: ZSaveRoomsRequest,
        response: { 200: ZJobRooms },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await estimates.saveRooms(await requireViewer(request), request.technician.id, request.params.id, request.body, idempotencyKeyOf(request)),
      ),
  );

  app.get(
    "/jobs/:id/estimates",
    {
      onRequest: authorize("read:estimates:assigned"),
      schema: {
        tags: ["technician"],
        summary: "The estimates of one of my jobs, newest first, with their status",
        params: ZJobParams,
        response: { 200: ZEstimateList },
      },
    },
    async (request) => estimates.listEstimates(request.technician.id, request.params.id),
  );

  app.post(
    "/jobs/:id/estimates",
    {
      onRequest: authorize("create:estimates:assigned"),
      schema: {
        tags: ["technician"],
        summary: `Save a new estimate (draft) for one of my jobs; the server prices it with the settings' rates. ${REPLAY}`,
        params: ZJobParams,
        body: ZSaveEstimateRequest,
        response: { 201: ZEstimate },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await estimates.createEstimate(await requireViewer(request), request.technician.id, request.params.id, request.body, idempotencyKeyOf(request)),
      ),
  );

  app.get(
    "/estimates/:id",
    {
      onRequest: authorize("read:estimates:assigned"),
      schema: {
        tags: ["technician"],
        summary: "One of my estimates as a printable document: lines, totals, the job, its customer and the business's details",
        params: ZEstimateParams,
        response: { 200: ZEstimateDocument },
      },
    },
    async (request) => estimates.document(request.technician.id, request.params.id),
  );

  app.put(
    "/estimates/:id",
    {
      onRequest: authorize("update:estimates:assigned"),
      schema: {
        tags: ["technician"],
        summary: `Change an estimate; one that was sent or decided becomes a draft of its next revision. ${REPLAY}`,
        params: ZEstimateParams,
        body: ZSaveEstimateRequest,
        response: { 200: ZEstimate },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await estimates.updateEstimate(await requireViewer(request), request.technician.id, request.params.id, request.body, idempotencyKeyOf(request)),
      ),
  );

  app.post(
    "/estimates/:id/send",
    {
      onRequest: authorize("update:estimates:assigned"),
      schema: {
        tags: ["technician"],
        summary: `Send the estimate to the job's customer: e-mailed, and shown in their My Bookings to approve or decline. ${REPLAY}`,
        params: ZEstimateParams,
        response: { 200: ZEstimate },
      },
    },
    async (request, reply) =>
      sendIdempotent(reply, await estimates.sendEstimate(await requireViewer(request), request.technician.id, request.params.id, idempotencyKeyOf(request))),
  );
};
