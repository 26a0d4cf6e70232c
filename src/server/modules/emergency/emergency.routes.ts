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

export const emergencyRoutes: FastifyPluginAsyncZod<{ emergency: ReturnType<typeof emergencyService>; writeLimit: number }> = async (
  app,
  { emergency, writeLimit },
) => {
  const limit = publicWriteLimit(writeLimit);

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
    async (request, reply) => sendIdempotent(reply, await emergency.pay(request.body, await request.viewer())),
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
