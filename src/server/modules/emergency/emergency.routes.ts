import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import {
  ZCompleteEmergency,
  ZEmergencyBooked,
  ZEmergencyPayment,
  ZEmergencyPaymentRequest,
  ZEmergencyResume,
  ZEmergencyResumeRequest,
  ZNewEmergencyBooking,
  ZPendingDetailsEmergencyList,
} from "../../../shared/schemas/emergency.ts";
import { publicWriteLimit } from "../public-write-limit.ts";
import { sendIdempotent } from "../idempotency/idempotency.http.ts";
import type { emergencyService } from "./emergency.service.ts";
import { requireViewer } from "../../auth/guard.ts";
import { DOCUMENT_TOKEN_HEADER } from "../../../shared/schemas/estimates.ts";
import { ZEmergencyArrived, ZEmergencyOnMyWay, ZEmergencyTimeline } from "../../../shared/schemas/emergency.ts";
import type { TEmergencyMover, TEmergencyTimelineService } from "./emergency-timeline.service.ts";
import { localeFromCookieHeader } from "../../../shared/i18n/locale.ts";

const ZBookingId = z.object({ id: z.uuid("must be a booking id") });
const ZJobId = z.object({ id: z.uuid("must be a job id") });
/** A guest's signed token for the emergency, from the link's fragment; the account's session needs none. */
export const ZEmergencyTokenHeaders = z.object({ [DOCUMENT_TOKEN_HEADER]: z.string().min(1).max(300).optional() });

export const emergencyRoutes: FastifyPluginAsyncZod<{
  emergency: ReturnType<typeof emergencyService>;
  timelines: TEmergencyTimelineService;
  writeLimit: number;
}> = async (app, { emergency, timelines, writeLimit }) => {
  const limit = publicWriteLimit(writeLimit);

  app.get(
    "/api/emergency/bookings/:id/timeline",
    {
      onRequest: authorize("read:emergency-timeline:public"),
      schema: {
        tags: ["emergency"],
        summary: `One emergency's timeline and the server's clock, for its paying account, an admin, or the holder of its signed token (${DOCUMENT_TOKEN_HEADER})`,
        params: ZBookingId,
        headers: ZEmergencyTokenHeaders,
        response: { 200: ZEmergencyTimeline },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return timelines.read(request.params.id, await request.viewer(), request.headers[DOCUMENT_TOKEN_HEADER]);
    },
  );

  app.post(
    "/api/emergency/payments",
    {
      onRequest: authorize("create:emergency:public"),
      config: limit,
      schema: {
        tags: ["emergency"],
        summary: "Pay the $25 emergency fee: creates the emergency booking awaiting its details",
        body: ZEmergencyPaymentRequest,
        response: { 201: ZEmergencyPayment },
      },
    },
    // The visitor's language (the cookie the Spanish pages set): a guest's receipt speaks it (decision 0166).
    async (request, reply) =>
      sendIdempotent(reply, await emergency.pay(request.body, await request.viewer(), localeFromCookieHeader(request.headers.cookie ?? null))),
  );

  app.put(
    "/api/emergency/bookings/:id",
    {
      onRequest: authorize("create:emergency:public"),
      config: limit,
      schema: {
        tags: ["emergency"],
        summary: "Complete a paid emergency booking with its details; creates a high-priority job",
        params: z.object({ id: z.uuid("must be a booking id") }),
        body: ZCompleteEmergency,
        response: { 200: ZEmergencyBooked },
      },
    },
    async (request) => {
      const { resume_token, ...details } = request.body;
      return emergency.complete(request.params.id, details, { viewer: await request.viewer(), resumeToken: resume_token });
    },
  );

  app.post(
    "/api/emergency/bookings",
    {
      onRequest: authorize("create:emergency:public"),
      config: limit,
      schema: {
        tags: ["emergency"],
        summary: "An emergency booking without a paid fee (details straight away); creates a high-priority job",
        body: ZNewEmergencyBooking,
        response: { 201: ZEmergencyBooked },
      },
    },
    async (request, reply) => sendIdempotent(reply, await emergency.createWithoutPayment(request.body, await request.viewer())),
  );

  app.post(
    "/api/emergency/resume",
    {
      onRequest: authorize("create:emergency:public"),
      config: limit,
      schema: {
        tags: ["emergency"],
        summary: "Read back this browser's signed resume token: does its paid emergency still need details?",
        body: ZEmergencyResumeRequest,
        response: { 200: ZEmergencyResume },
      },
    },
    async (request) => emergency.resume(request.body.resume_token),
  );
};

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const adminEmergencyRoutes: FastifyPluginAsyncZod<{ emergency: ReturnType<typeof emergencyService> }> = async (app, { emergency }) => {
  app.get(
    "/emergencies/pending-details",
    {
      onRequest: authorize("read:emergencies:any"),
      schema: {
        tags: ["admin"],
        summary: "Paid emergencies still without details, oldest first: the most urgent item of the admin home",
        response: { 200: ZPendingDetailsEmergencyList },
      },
    },
    async () => emergency.pendingDetails(),
  );
};

/**
 * Decision 0158: "On my way" and "Arrived" on an emergency job, and its timeline, for the staff.
 * Registered in the technician scope (the assigned technician only) and in the admin scope.
 */
export const emergencyMoveRoutes: FastifyPluginAsyncZod<{ timelines: TEmergencyTimelineService; role: "admin" | "technician" }> = async (
  app,
  { timelines, role },
) => {
  const read = role === "admin" ? "read:jobs:any" : "read:jobs:assigned";
  const update = role === "admin" ? "update:jobs:any" : "update:jobs:assigned";
  const moverOf = (request: { technician?: { id: string } }): TEmergencyMover =>
    role === "admin" ? { kind: "admin" } : { kind: "technician", technicianId: request.technician!.id };

  app.get(
    "/jobs/:id/emergency",
    {
      onRequest: authorize(read),
      schema: {
        tags: [role],
        summary: "An emergency job's timeline and the server's clock; null for a job that is no emergency",
        params: ZJobId,
        response: { 200: ZEmergencyTimeline.nullable() },
      },
    },
    async (request) => timelines.forJob(request.params.id, moverOf(request)),
  );

  app.post(
    "/jobs/:id/emergency/on-my-way",
    {
      onRequest: authorize(update),
      schema: {
        tags: [role],
        summary: "On my way, with the estimate in minutes: once assigned (409 otherwise); only the assigned technician or an admin (403)",
        params: ZJobId,
        body: ZEmergencyOnMyWay,
        response: { 200: ZEmergencyTimeline },
      },
    },
    async (request) => {
      await requireViewer(request);
      return timelines.move(request.params.id, "on-my-way", moverOf(request), request.body);
    },
  );

  app.post(
    "/jobs/:id/emergency/arrived",
    {
      onRequest: authorize(update),
      schema: {
        tags: [role],
        summary: "Arrived: once on the way (409 otherwise); records the 2-hour promise's outcome; only the assigned technician or an admin (403)",
        params: ZJobId,
        body: ZEmergencyArrived,
        response: { 200: ZEmergencyTimeline },
      },
    },
    async (request) => {
      await requireViewer(request);
      return timelines.move(request.params.id, "arrived", moverOf(request), {});
    },
  );
};
