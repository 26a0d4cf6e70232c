import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, ownerOf, requireOwner, requireViewer } from "../../auth/guard.ts";
import { notFound } from "../../errors.ts";
import {
  ZAccountOverview,
  ZMyBookingDetails,
  ZMyBookingList,
  ZMyBookingListQuery,
  ZMyPayments,
  ZPendingEmergencyList,
  ZPreferences,
  ZProfile,
  ZRateBookingRequest,
  ZRescheduleRequest,
  ZRescheduleSlotsQuery,
  ZUpdateProfileRequest,
} from "../../../shared/schemas/account.ts";
import { ZAvailability } from "../../../shared/schemas/bookings.ts";
import type { accountService } from "./account.service.ts";
import type { overviewRepository } from "./overview.repository.ts";
import type { profileRepository } from "./profile.repository.ts";

const ZBookingParams = z.object({ id: z.uuid("must be a booking id") });

// The signed-in customer's own bookings, payments, overview and profile.
export const accountRoutes: FastifyPluginAsyncZod<{
  account: ReturnType<typeof accountService>;
  overview: ReturnType<typeof overviewRepository>;
  profile: ReturnType<typeof profileRepository>;
}> = async (app, { account, overview, profile }) => {
  const read = { onRequest: authorize("read:bookings:own") };
  const write = { onRequest: authorize("update:bookings:own") };

  app.get(
    "/api/me/bookings",
    { ...read, schema: { tags: ["account"], summary: "My bookings, newest first", querystring: ZMyBookingListQuery, response: { 200: ZMyBookingList } } },
    async (request) => account.list(await requireOwner(request), request.query),
  );

  app.get(
    "/api/me/bookings/:id",
    {
      ...read,
      schema: { tags: ["account"], summary: "One of my bookings with its amounts and payments", params: ZBookingParams, response: { 200: ZMyBookingDetails } },
    },
    async (request) => account.details(await requireOwner(request), request.params.id),
  );

  app.get(
    "/api/me/bookings/:id/reschedule-slots",
    {
      ...read,
      schema: {
        tags: ["account"],
        summary: "A day's slots this booking could move to: counted without its own visit, as the reschedule counts them (decision 0152)",
        params: ZBookingParams,
        querystring: ZRescheduleSlotsQuery,
        response: { 200: ZAvailability },
      },
    },
    async (request) => account.rescheduleSlots(await requireOwner(request), request.params.id, request.query.date),
  );

  app.post(
    "/api/me/bookings/:id/reschedule",
    {
      ...write,
      schema: {
        tags: ["account"],
        summary: "Move a booking that has not started to another date and slot",
        params: ZBookingParams,
        body: ZRescheduleRequest,
        response: { 200: ZMyBookingDetails },
      },
    },
    async (request) => account.reschedule(await requireOwner(request), request.params.id, request.body.scheduled_date, request.body.scheduled_time),
  );

  app.post(
    "/api/me/bookings/:id/cancel",
    { ...write, schema: { tags: ["account"], summary: "Cancel a pending booking and its job", params: ZBookingParams, response: { 200: ZMyBookingDetails } } },
    async (request) => account.cancel(await requireOwner(request), request.params.id),
  );

  app.post(
    "/api/me/bookings/:id/review",
    {
      ...write,
      schema: {
        tags: ["account"],
        summary: "Rate a completed booking: a verified review of its service, one per booking",
        params: ZBookingParams,
        body: ZRateBookingRequest,
        response: { 201: z.object({ review_id: z.uuid() }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const saved = await profile.get(viewer.user.id);
      // Only when the booking has no name: the profile's, else the account's (never its e-mail address).
      const name = [saved?.first_name, saved?.last_name].filter(Boolean).join(" ") || viewer.user.name;
      return reply.status(201).send(await account.rate({ ...ownerOf(viewer), name }, request.params.id, request.body));
    },
  );

  app.get(
    "/api/me/emergency-bookings/pending",
    { ...read, schema: { tags: ["account"], summary: "My paid emergency bookings still missing their details", response: { 200: ZPendingEmergencyList } } },
    async (request) => {
      const rows = await overview.pendingEmergencies(await requireOwner(request));
      return { bookings: rows.map((row) => ({ ...row, emergency_payment_date: row.emergency_payment_date?.toISOString() ?? null })) };
    },
  );

  app.get(
    "/api/me/overview",
    { ...read, schema: { tags: ["account"], summary: "Recent activity and account overview", response: { 200: ZAccountOverview } } },
    async (request) => overview.overview(await requireOwner(request)),
  );

  app.get(
    "/api/me/payments",
    {
      onRequest: authorize("read:payments:own"),
      schema: { tags: ["account"], summary: "My payments, newest first", querystring: ZMyBookingListQuery, response: { 200: ZMyPayments } },
    },
    async (request) => account.payments(await requireOwner(request), request.query),
  );

  app.get(
    "/api/me/profile",
    { onRequest: authorize("read:profile:own"), schema: { tags: ["account"], summary: "My profile", response: { 200: ZProfile } } },
    async (request) => {
      const saved = await profile.get((await requireViewer(request)).user.id);
      if (!saved) throw notFound("Profile");
      return {
        first_name: saved.first_name ?? "",
        last_name: saved.last_name ?? "",
        email: saved.email,
        phone: saved.phone ?? "",
        address: saved.address ?? "",
        city: saved.city ?? "",
        state: saved.state ?? "",
        zip_code: saved.zip_code ?? "",
        preferred_locale: saved.preferred_locale,
      };
    },
  );

  app.put(
    "/api/me/profile",
    {
      onRequest: authorize("update:profile:own"),
      schema: { tags: ["account"], summary: "Save my profile", body: ZUpdateProfileRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await profile.update((await requireViewer(request)).user.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/me/preferences",
    {
      onRequest: authorize("read:profile:own"),
      schema: { tags: ["account"], summary: "My notification and service preferences", response: { 200: ZPreferences } },
    },
    async (request) => {
      const saved = await profile.get((await requireViewer(request)).user.id);
      if (!saved) throw notFound("Profile");
      return ZPreferences.parse({
        email_notifications: saved.email_notifications,
        preferred_contact: saved.preferred_contact,
        preferred_areas: saved.preferred_areas,
      });
    },
  );

  app.put(
    "/api/me/preferences",
    {
      onRequest: authorize("update:profile:own"),
      schema: { tags: ["account"], summary: "Save my notification and service preferences", body: ZPreferences, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await profile.update((await requireViewer(request)).user.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
