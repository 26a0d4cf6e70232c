import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import {
  ZAvailability,
  ZAvailabilityQuery,
  ZBookingCreated,
  ZBookingSummary,
  ZCreateBookingRequest,
  ZDepositPaid,
  ZDepositRequest,
  ZDepositResumeRequest,
  ZDiscountPreview,
  ZDiscountPreviewRequest,
  ZResumableDeposits,
} from "../../../shared/schemas/bookings.ts";
import { publicWriteLimit } from "../public-write-limit.ts";
import { sendIdempotent } from "../idempotency/idempotency.http.ts";
import type { bookingsService } from "./bookings.service.ts";
import { localeFromCookieHeader } from "../../../shared/i18n/locale.ts";

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: ReturnType<typeof bookingsService>; writeLimit: number }> = async (
  app,
  { bookings, writeLimit },
) => {
  app.get(
    "/api/bookings/availability",
    {
      onRequest: authorize("create:booking:public"),
      schema: {
        tags: ["bookings"],
        summary: "Places left in each time slot of a day, for a service when service_id is given (its category and length; decision 0152)",
        querystring: ZAvailabilityQuery,
        response: { 200: ZAvailability },
      },
    },
    async (request) => bookings.availability(request.query.date, request.query.service_id),
  );

  app.post(
    "/api/bookings",
    {
      onRequest: authorize("create:booking:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["bookings"],
        summary: "Book a service and pay its deposit; amounts computed here; safe to retry with the same idempotency_key",
        body: ZCreateBookingRequest,
        response: { 201: ZBookingCreated },
      },
    },
    // The visitor's language (the cookie the Spanish pages set): a guest's confirmation speaks it (decision 0166).
    async (request, reply) =>
      sendIdempotent(reply, await bookings.create(request.body, await request.viewer(), localeFromCookieHeader(request.headers.cookie ?? null))),
  );

  app.post(
    "/api/bookings/deposits",
    {
      onRequest: authorize("create:booking:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["bookings"],
        summary:
          "Booking step 1: pay the deposit the catalogue and the first-booking discount for this contact decide; the booking naming its deposit_id takes it; safe to retry with the same idempotency_key",
        body: ZDepositRequest,
        response: { 201: ZDepositPaid },
      },
    },
    async (request, reply) => sendIdempotent(reply, await bookings.payDeposit(request.body, await request.viewer())),
  );

  app.post(
    "/api/bookings/deposits/resume",
    {
      onRequest: authorize("create:booking:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["bookings"],
        summary: "The paid step-1 deposits no booking took yet, still held: those this browser's signed resume tokens name, and a signed-in customer's own",
        body: ZDepositResumeRequest,
        response: { 200: ZResumableDeposits },
      },
    },
    async (request) => bookings.resumableDeposits(request.body.resume_tokens, await request.viewer()),
  );

  app.post(
    "/api/bookings/discount-preview",
    {
      onRequest: authorize("create:booking:public"),
      // It tells whether contact details have booked before: limited like a write.
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["bookings"],
        summary: "The first-booking discount (percent) a booking with this e-mail and phone would get; decided again at booking",
        body: ZDiscountPreviewRequest,
        response: { 200: ZDiscountPreview },
      },
    },
    async (request) => bookings.discountPreview(request.body.customer_email, request.body.customer_phone, await request.viewer()),
  );

  app.get(
    "/api/bookings/:id/summary",
    {
      onRequest: authorize("read:booking-summary:public"),
      schema: {
        tags: ["bookings"],
        summary: "The checkout page's summary of a booking (no contact details)",
        params: z.object({ id: z.uuid("must be a booking id") }),
        response: { 200: ZBookingSummary },
      },
    },
    async (request) => bookings.summary(request.params.id),
  );
};
