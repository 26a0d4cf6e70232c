import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZRateBookingRequest, ZRescheduleRequest, ZUpdateProfileRequest, ZPreferences } from "../src/shared/schemas/account.ts";
import { ZCreateBookingRequest, ZDepositRequest, ZDepositResumeRequest, ZDiscountPreviewRequest } from "../src/shared/schemas/bookings.ts";
import {
  ZEmergencyArrived,
  ZEmergencyDetails,
  ZEmergencyOnMyWay,
  ZEmergencyPaymentRequest,
  ZEmergencyResumeRequest,
  ZNewEmergencyBooking,
} from "../src/shared/schemas/emergency.ts";
import { ZChatMessageRequest, ZFavoriteRequest, ZQuoteRequest, ZStartChatRequest } from "../src/shared/schemas/engagement.ts";
import { ZAnswerQuoteRequest, ZConvertQuoteRequest } from "../src/shared/schemas/quotes-admin.ts";
import { ZCreditNoteRequest, ZEmailInvoiceRequest, ZIssueInvoiceRequest, ZPayInvoiceRequest, ZVoidInvoiceRequest } from "../src/shared/schemas/invoices.ts";
import { ZScheduleMoveRequest } from "../src/shared/schemas/schedule.ts";
import { ZRecordPaymentRequest } from "../src/shared/schemas/ledger.ts";
import { ZAssignRoleRequest } from "../src/shared/schemas/users.ts";
import { ZCustomerForm } from "../src/shared/schemas/customers.ts";
import { DEFAULT_BUSINESS_SETTINGS, ZSaveSettingsRequest } from "../src/shared/schemas/settings.ts";
import {
  ZBulkDeleteRequest,
  ZBulkPriorityRequest,
  ZBulkStatusRequest,
  ZCreateJobRequest,
  ZJobNoteRequest,
  ZJobStatusChangeRequest,
  ZJobViewPreferences,
  ZUpdateJobRequest,
} from "../src/shared/schemas/jobs.ts";
import { insertJob, jobForm, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { ZReviewRequest, ZServiceRequest } from "../src/shared/schemas/services-admin.ts";
import {
  bannerAds,
  estimates,
  heroBanners,
  jobs as jobsTable,
  notifications,
  serviceReviews,
  services as servicesTable,
  stormSuggestions,
  technicians,
  technicianTimeOff,
} from "../src/server/db/schema.ts";
import { ZTechnicianNotesRequest, ZTechnicianPhotoRequest, ZTechnicianStatusRequest } from "../src/shared/schemas/technician-jobs.ts";
import { ZTechnicianHoursRequest, ZTimeOffRequest } from "../src/shared/schemas/technicians.ts";
import { DOCUMENT_TOKEN_HEADER, ZSaveEstimateRequest, ZSaveRoomsRequest } from "../src/shared/schemas/estimates.ts";
import { documentLinks } from "../src/server/modules/documents/document-links.ts";
import { ZBannerActiveRequest, ZBannerAdRequest, ZBannerOrderRequest, ZBannerRequest, ZNewBannerAdRequest } from "../src/shared/schemas/website.ts";
import { jpeg, multipart, upload } from "./setup/media-fixtures.ts";
import { ZStaffReplyRequest } from "../src/shared/schemas/inbox.ts";
import { ZStormWaitlistRequest } from "../src/shared/schemas/storm.ts";
import { eq } from "drizzle-orm";
import {
  bookingRequest,
  daysFromToday,
  saveBusinessSettings,
  seedBookableServices,
  setActiveTechnicians,
  TEST_BUSINESS_SETTINGS,
} from "./setup/catalogue-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { fuzzBody, json, nastyId, replacementPatterns, type TFuzzBody } from "./setup/fuzz-values.ts";
import { render } from "../src/client/entry-server.tsx";
import { makeOwner, type TOwned } from "./setup/owner-fixtures.ts";
import { registeredRoutes } from "./setup/route-paths.ts";
import { ZAssignJobRequest } from "../src/shared/schemas/job-assignment.ts";
import { createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";

// A standing attack: every write route gets bodies an outsider would send (control
// characters, huge strings, wrong types, deep nesting, extra fields, nulls, 1e400). No reply
// may be a 5xx, and a refused request (4xx) must leave every product table as it was.
// Fixed seed and bounded runs, so CI sees the same inputs every time: FUZZ_SEED and FUZZ_RUNS
// explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
// A test cut by its timeout leaves fast-check sending requests into the next test's window.
const TIMEOUT_MS = 30_000 + RUNS * 1_000;

type TCtx = {
  owner: TOwned;
  services: { flat: string; hourly: string };
  admin: string;
  account: string;
  passwordAccount: string;
  roleTarget: string;
  /** A customer and jobs for the admin jobs routes; the bulk delete has its own. */
  customerId: string;
  jobId: string;
  /** A job nobody is assigned to, and the technician the one tap gives it to. */
  assign: { jobId: string; technicianId: string };
  bulkJobIds: string[];
  deletableJobIds: string[];
  quoteId: string;
  stormWaitlistId: string;
  /** A weather alert's suggestion of storm mode, to dismiss (decision 0173). */
  stormSuggestionId: string;
  /** A notification of the admin's (the quote's). */
  notificationId: string;
  /** A service the admin routes edit, one they delete, and a review of the first. */
  adminService: { edited: string; deleted: string; reviewId: string };
  /** A completed job still without an invoice, and an issued invoice. */
  invoice: { uninvoicedJobId: string; id: string; token: string };
  /**
   * A job of the signed-in technician's that the moves change, a photo they uploaded,
   * another job of theirs with an estimate, and an estimate sent to the owner.
   */
  technician: { jobId: string; photoUrl: string; estimateJobId: string; estimateId: string; ownerEstimateId: string; ownerEstimateToken: string };
  /** Decision 0152: a technician record whose hours the admin sets, and a time-off entry of theirs to remove. */
  hours: { technicianId: string; timeOffId: string };
  /** Website: an uploaded image, a banner the routes edit (with a top ad), one they delete. */
  website: { imageUrl: string; edited: string; deleted: string; adId: string; ids: string[] };
};
type TCaller = "visitor" | "owner" | "admin" | "account" | "passwordAccount" | "technician";
type TFuzzRoute = {
  method: "POST" | "PUT" | "DELETE";
  /** As registered, `:param` included; better-auth's routes are listed by hand. */
  path: string;
  caller: TCaller;
  /** The shared schema whose fields are attacked (better-auth's routes name theirs). */
  fields: z.ZodObject | string[];
  /** A body the route accepts, so each attack changes only what it says. */
  good: (c: TCtx) => fc.Arbitrary<Record<string, unknown>>;
  /** The real value of the route's `:param`, or of each of its params in order. */
  id?: (c: TCtx) => string | string[];
  /** Headers a good request carries besides its body's content type (a mailed link's token). */
  headers?: (c: TCtx) => Record<string, string>;
};

const constant = (body: Record<string, unknown>) => fc.constant(body);
// Keys shared by every route that takes one: a key of one kind of request replayed on another,
// or with another body, must be refused cleanly, never a 500.
const SHARED_KEYS = ["7d6b1f0e-4a8c-4c1e-9d2a-1b3c5d7e9f01", "0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c"];
const idempotencyKey = () => fc.oneof({ weight: 3, arbitrary: fc.uuid({ version: 4 }) }, { weight: 1, arbitrary: fc.constantFrom(...SHARED_KEYS) });
const contact = { customer_name: "Fay Fuzz", customer_phone: "(407) 555-0190", customer_email: "fay.fuzz@example.com" };
const emergencyDetails = {
  ...contact,
  service_address: "9 Test Ave",
  service_city: "Orlando",
  service_state: "FL",
  service_zip: "32801",
  response_time: "Within 4 hours",
  description: "water everywhere",
};

const fuzzEstimate = { items: [{ description: "Tiles (box)", quantity: 3, rate: 4599 }], estimated_hours: 2.5, notes: "thirty days" };

const ROUTES: TFuzzRoute[] = [
  {
    method: "POST",
    path: "/api/bookings",
    caller: "owner",
    fields: ZCreateBookingRequest,
    good: (c) =>
      fc
        .record({ key: idempotencyKey(), days: fc.integer({ min: 1, max: 60 }), time: fc.constantFrom("8:00 AM", "9:00 AM", "3:00 PM") })
        .map(({ key, days, time }) =>
          bookingRequest(c.services.flat, { idempotency_key: key, scheduled_date: daysFromToday(days), scheduled_time: time, notes: "side gate" }),
        ),
  },
  {
    method: "POST",
    path: "/api/bookings/discount-preview",
    caller: "visitor",
    fields: ZDiscountPreviewRequest,
    good: () => constant({ customer_email: "fay.fuzz@example.com", customer_phone: "4075550102" }),
  },
  {
    method: "POST",
    path: "/api/bookings/deposits",
    caller: "owner",
    fields: ZDepositRequest,
    good: (c) =>
      idempotencyKey().map((key) => ({
        idempotency_key: key,
        service_id: c.services.flat,
        is_test: true,
        customer_email: "fay.fuzz@example.com",
        customer_phone: "4075550102",
      })),
  },
  {
    method: "POST",
    path: "/api/emergency/payments",
    caller: "owner",
    fields: ZEmergencyPaymentRequest,
    // A payment names a way to reach the customer.
    good: () => idempotencyKey().map((key) => ({ idempotency_key: key, is_test: true, customer_phone: contact.customer_phone })),
  },
  {
    method: "POST",
    path: "/api/bookings/deposits/resume",
    caller: "visitor",
    fields: ZDepositResumeRequest,
    good: () => constant({ resume_tokens: [] }),
  },
  {
    method: "POST",
    path: "/api/emergency/resume",
    caller: "visitor",
    fields: ZEmergencyResumeRequest,
    good: (c) => constant({ resume_token: c.owner.emergencyResumeToken }),
  },
  {
    method: "PUT",
    path: "/api/emergency/bookings/:id",
    caller: "owner",
    fields: ZEmergencyDetails,
    good: () => constant(emergencyDetails),
    id: (c) => c.owner.emergencyBookingId,
  },
  {
    method: "POST",
    path: "/api/emergency/bookings",
    caller: "visitor",
    fields: ZNewEmergencyBooking,
    good: () => idempotencyKey().map((key) => ({ ...emergencyDetails, idempotency_key: key })),
  },
  {
    method: "POST",
    path: "/api/chat/conversations",
    caller: "owner",
    fields: ZStartChatRequest,
    good: (c) => constant({ customer_name: "Fay Fuzz", customer_email: "fay.fuzz@example.com", service_id: c.services.flat }),
  },
  {
    method: "POST",
    path: "/api/chat/conversations/:id/messages",
    caller: "owner",
    fields: ZChatMessageRequest,
    good: () => constant({ message: "is anyone there?" }),
    id: (c) => c.owner.conversationId,
  },
  {
    method: "POST",
    path: "/api/quotes",
    caller: "visitor",
    fields: ZQuoteRequest,
    good: () => constant({ name: "Fay Fuzz", phone: "4075550102", email: "fay.fuzz@example.com", service: "Deck", message: "a new deck" }),
  },
  {
    method: "POST",
    path: "/api/storm/waitlist",
    caller: "visitor",
    fields: ZStormWaitlistRequest,
    good: () =>
      idempotencyKey().map((key) => ({
        idempotency_key: key,
        ...contact,
        service_address: "1 Oak St",
        service_city: "Orlando",
        need: "debris",
        details: "a limb on the drive",
      })),
  },
  { method: "POST", path: "/api/admin/storm/waitlist/:id/booked", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.stormWaitlistId },
  {
    method: "POST",
    path: "/api/admin/storm/suggestions/:id/dismiss",
    caller: "admin",
    fields: [],
    good: () => constant({}),
    id: (c) => c.stormSuggestionId,
  },
  { method: "POST", path: "/api/notifications/read-all", caller: "owner", fields: [], good: () => constant({}) },
  // One notification read, a conversation seen, and the support inbox's writes.
  { method: "POST", path: "/api/notifications/:id/read", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.notificationId },
  { method: "POST", path: "/api/chat/conversations/:id/read", caller: "owner", fields: [], good: () => constant({}), id: (c) => c.owner.conversationId },
  { method: "POST", path: "/api/admin/inbox/:id/read", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.owner.conversationId },
  {
    method: "POST",
    path: "/api/admin/inbox/:id/replies",
    caller: "admin",
    fields: ZStaffReplyRequest,
    good: () => fc.uuid({ version: 4 }).map((key) => ({ message: "We can come Tuesday morning.", idempotency_key: key })),
    id: (c) => c.owner.conversationId,
  },
  { method: "POST", path: "/api/admin/inbox/:id/resolve", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.owner.conversationId },
  { method: "POST", path: "/api/admin/inbox/:id/reopen", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.owner.conversationId },
  { method: "POST", path: "/api/favorites", caller: "owner", fields: ZFavoriteRequest, good: (c) => constant({ service_id: c.services.flat }) },
  { method: "DELETE", path: "/api/favorites/:serviceId", caller: "owner", fields: [], good: () => constant({}), id: (c) => c.owner.favoriteServiceId },
  {
    method: "POST",
    path: "/api/me/bookings/:id/reschedule",
    caller: "owner",
    fields: ZRescheduleRequest,
    good: () => fc.integer({ min: 1, max: 60 }).map((days) => ({ scheduled_date: daysFromToday(days), scheduled_time: "4:00 PM" })),
    id: (c) => c.owner.pendingBookingId,
  },
  { method: "POST", path: "/api/me/bookings/:id/cancel", caller: "owner", fields: [], good: () => constant({}), id: (c) => c.owner.pendingBookingId },
  {
    method: "POST",
    path: "/api/me/bookings/:id/review",
    caller: "owner",
    fields: ZRateBookingRequest,
    good: () => constant({ rating: 5, review_text: "tidy work" }),
    id: (c) => c.owner.completedBookingId,
  },
  {
    method: "PUT",
    path: "/api/me/profile",
    caller: "owner",
    fields: ZUpdateProfileRequest,
    good: () => constant({ first_name: "Fay", last_name: "Fuzz", phone: "4075550190", address: "9 Test Ave", city: "Orlando", state: "FL", zip_code: "32801" }),
  },
  {
    method: "PUT",
    path: "/api/me/preferences",
    caller: "owner",
    fields: ZPreferences,
    good: () => constant({ email_notifications: { bookings: true, jobs: false, marketing: false }, preferred_contact: "email", preferred_areas: ["Orlando"] }),
  },
  { method: "POST", path: "/api/uploads", caller: "admin", fields: ["file", "folder"], good: () => constant({ folder: "services" }) },
  {
    method: "POST",
    path: "/api/admin/services",
    caller: "admin",
    fields: ZServiceRequest,
    good: () => constant({ name: "Fuzz Fixing", category: "Handyman", base_price: 4999, service_areas: ["Orlando"], display_rating_override: 4.5 }),
  },
  {
    method: "PUT",
    path: "/api/admin/services/:id",
    caller: "admin",
    fields: ZServiceRequest,
    good: () => constant({ name: "Fuzz Fixing", category: "Handyman", base_price: 4999, min_hours: 2, tags: ["Repairs"] }),
    id: (c) => c.adminService.edited,
  },
  { method: "DELETE", path: "/api/admin/services/:id", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.adminService.deleted },
  {
    method: "POST",
    path: "/api/admin/services/:id/reviews",
    caller: "admin",
    fields: ZReviewRequest,
    good: () => fc.uuid().map((id) => ({ customer_name: "Fay Fuzz", customer_email: `fay-${id}@example.com`, rating: 4, review_text: "tidy" })),
    id: (c) => c.adminService.edited,
  },
  {
    method: "PUT",
    path: "/api/admin/services/:id/reviews/:reviewId",
    caller: "admin",
    fields: ZReviewRequest,
    good: () => constant({ customer_name: "Fay Fuzz", customer_email: "fay.fuzz@example.com", rating: 3 }),
    id: (c) => [c.adminService.edited, c.adminService.reviewId],
  },
  {
    method: "DELETE",
    path: "/api/admin/services/:id/reviews/:reviewId",
    caller: "admin",
    fields: [],
    good: () => constant({}),
    id: (c) => [c.adminService.edited, c.adminService.reviewId],
  },
  // Website: hero banners and their ads.
  { method: "PUT", path: "/api/admin/website/banners/order", caller: "admin", fields: ZBannerOrderRequest, good: (c) => constant({ ids: c.website.ids }) },
  {
    method: "POST",
    path: "/api/admin/website/banners",
    caller: "admin",
    fields: ZBannerRequest,
    good: (c) =>
      constant({
        title: "Fuzz Banner",
        image_url: c.website.imageUrl,
        primary_action_text: "Call",
        primary_action_type: "call",
        primary_action_href: "(407) 555-0100",
      }),
  },
  {
    method: "PUT",
    path: "/api/admin/website/banners/:id",
    caller: "admin",
    fields: ZBannerRequest,
    good: (c) => constant({ title: "Fuzz Edited", image_url: c.website.imageUrl, features: [{ text: "Fast", url: "/services" }], order_index: 1 }),
    id: (c) => c.website.edited,
  },
  {
    method: "POST",
    path: "/api/admin/website/banners/:id/active",
    caller: "admin",
    fields: ZBannerActiveRequest,
    good: () => constant({ is_active: false }),
    id: (c) => c.website.edited,
  },
  { method: "DELETE", path: "/api/admin/website/banners/:id", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.website.deleted },
  {
    method: "POST",
    path: "/api/admin/website/banners/:id/ads",
    caller: "admin",
    fields: ZNewBannerAdRequest,
    good: () => constant({ position: "bottom", title: "Fuzz Ad" }),
    id: (c) => c.website.edited,
  },
  {
    method: "PUT",
    path: "/api/admin/website/banners/:id/ads/:adId",
    caller: "admin",
    fields: ZBannerAdRequest,
    good: () => constant({ title: "Fuzz Ad", button_action_type: "phone", button_action_value: "407 555 0100" }),
    id: (c) => [c.website.edited, c.website.adId],
  },
  {
    method: "DELETE",
    path: "/api/admin/website/banners/:id/ads/:adId",
    caller: "admin",
    fields: [],
    good: () => constant({}),
    id: (c) => [c.website.edited, c.website.adId],
  },
  {
    method: "PUT",
    path: "/api/admin/users/role",
    caller: "admin",
    fields: ZAssignRoleRequest,
    good: (c) => constant({ email: c.roleTarget, role: "technician" }),
  },
  // Settings: a good save of the defaults at version 0 (once saved, later ones are 409).
  {
    method: "PUT",
    path: "/api/admin/settings",
    caller: "admin",
    fields: ZSaveSettingsRequest,
    good: () => constant({ settings: DEFAULT_BUSINESS_SETTINGS, version: 0 }),
  },
  // Customers added by hand. The first good body adds the customer; the same again is a 409 naming them.
  {
    method: "POST",
    path: "/api/admin/customers",
    caller: "admin",
    fields: ZCustomerForm,
    good: () => constant({ first_name: "Phil", last_name: "Phone", phone: "(407) 555-0176", notes: "called in" }),
  },
  {
    method: "PUT",
    path: "/api/admin/customers/:id",
    caller: "admin",
    fields: ZCustomerForm,
    good: () =>
      constant({ first_name: "Edna", last_name: "Edited", phone: "(407) 555-0177", email: "edna.edited@example.com", state: "FL", zip_code: "32801" }),
    id: (c) => c.customerId,
  },
  // Jobs management. A good edit may move the job; later edits from the old status get a 409.
  { method: "POST", path: "/api/admin/jobs", caller: "admin", fields: ZCreateJobRequest, good: (c) => constant(jobForm(c.customerId)) },
  {
    method: "PUT",
    path: "/api/admin/jobs/:id",
    caller: "admin",
    fields: ZUpdateJobRequest,
    good: (c) => fc.constantFrom("pending", "scheduled", "on_hold").map((status) => ({ ...jobForm(c.customerId, { status }), expected_status: "pending" })),
    id: (c) => c.jobId,
  },
  {
    method: "POST",
    path: "/api/admin/jobs/:id/status",
    caller: "admin",
    fields: ZJobStatusChangeRequest,
    good: () => constant({ to: "on_hold", expected: "pending" }),
    id: (c) => c.jobId,
  },
  // The first good tap assigns the job; later ones, from "nobody", are 409s that write nothing.
  {
    method: "POST",
    path: "/api/admin/jobs/:id/assign",
    caller: "admin",
    fields: ZAssignJobRequest,
    good: (c) => constant({ technician_id: c.assign.technicianId, expected_technician_id: null }),
    id: (c) => c.assign.jobId,
  },
  // Decision 0155: a move on the schedule board, compare-and-set on the visit the board showed (a stale one is a 409 that writes nothing).
  {
    method: "POST",
    path: "/api/admin/schedule/jobs/:id/move",
    caller: "admin",
    fields: ZScheduleMoveRequest,
    good: (c) =>
      constant({
        scheduled_date: daysFromToday(3),
        scheduled_time: "10:00 AM",
        technician_id: c.assign.technicianId,
        expected: { scheduled_date: null, scheduled_time: null, technician_id: null },
        confirm: true,
      }),
    id: (c) => c.assign.jobId,
  },
  {
    method: "POST",
    path: "/api/admin/jobs/:id/notes",
    caller: "admin",
    fields: ZJobNoteRequest,
    good: () => constant({ body: "Customer asked for a morning visit", is_internal: true }),
    id: (c) => c.jobId,
  },
  {
    method: "POST",
    path: "/api/admin/jobs/bulk/status",
    caller: "admin",
    fields: ZBulkStatusRequest,
    good: (c) => fc.constantFrom("pending", "scheduled", "on_hold").map((status) => ({ ids: c.bulkJobIds, status })),
  },
  {
    method: "POST",
    path: "/api/admin/jobs/bulk/priority",
    caller: "admin",
    fields: ZBulkPriorityRequest,
    good: (c) => fc.constantFrom("low", "medium", "high").map((priority) => ({ ids: c.bulkJobIds, priority })),
  },
  {
    method: "POST",
    path: "/api/admin/jobs/bulk/delete",
    caller: "admin",
    fields: ZBulkDeleteRequest,
    good: (c) => fc.constantFrom(...c.deletableJobIds).map((id) => ({ ids: [id] })),
  },
  {
    method: "PUT",
    path: "/api/admin/preferences/jobs",
    caller: "admin",
    fields: ZJobViewPreferences,
    good: () => constant({ default_view: "list", wide_layout: true, page_size: 50 }),
  },
  {
    method: "POST",
    path: "/api/admin/quotes/:id/answer",
    caller: "admin",
    fields: ZAnswerQuoteRequest,
    good: () => constant({ note: "Called back with a price" }),
    id: (c) => c.quoteId,
  },
  {
    method: "POST",
    path: "/api/admin/quotes/:id/job",
    caller: "admin",
    fields: ZConvertQuoteRequest,
    good: () =>
      constant({
        title: "Deck",
        description: "a new deck",
        ...contact,
        service_address: "9 Test Ave",
        service_city: "Orlando",
        service_state: "FL",
        service_zip: "32801",
        priority: "medium",
        scheduled_date: null,
        scheduled_time: null,
      }),
    id: (c) => c.quoteId,
  },
  // Invoices: the first good issue or mark-paid succeeds, the rest are 409s that write nothing.
  { method: "POST", path: "/api/admin/invoices", caller: "admin", fields: ZIssueInvoiceRequest, good: (c) => constant({ job_id: c.invoice.uninvoicedJobId }) },
  {
    method: "POST",
    path: "/api/admin/invoices/:id/email",
    caller: "admin",
    fields: ZEmailInvoiceRequest,
    good: () => idempotencyKey().map((key) => ({ idempotency_key: key })),
    id: (c) => c.invoice.id,
  },
  {
    method: "POST",
    path: "/api/admin/invoices/:id/payments",
    caller: "admin",
    fields: ZRecordPaymentRequest,
    good: () => idempotencyKey().map((key) => ({ amount: 1, method: "cash", reference: "Receipt 1", idempotency_key: key })),
    id: (c) => c.invoice.id,
  },
  { method: "POST", path: "/api/admin/invoices/:id/mark-paid", caller: "admin", fields: [], good: () => constant({}), id: (c) => c.invoice.id },
  // Decision 0142: the customer's online payment of an invoice (not the owner's here: each try is a 404 or a 400, and writes nothing).
  {
    method: "POST",
    path: "/api/me/invoices/:id/payments",
    caller: "owner",
    fields: ZPayInvoiceRequest,
    good: () => constant({ amount: 100 }),
    id: (c) => c.invoice.id,
  },
  // Decision 0151: the same payment from the invoice mail's signed link, without an account (no key here: each try is a 400 or a 409, and writes nothing).
  {
    method: "POST",
    path: "/api/documents/invoice/payments",
    caller: "visitor",
    fields: ZPayInvoiceRequest,
    good: () => constant({ amount: 100 }),
    headers: (c) => ({ [DOCUMENT_TOKEN_HEADER]: c.invoice.token }),
  },
  // Decision 0152: a technician's hours, skills and time off.
  {
    method: "PUT",
    path: "/api/admin/technicians/:id/hours",
    caller: "admin",
    fields: ZTechnicianHoursRequest,
    good: () => constant({ weekly_hours: null, skills: [] }),
    id: (c) => c.hours.technicianId,
  },
  {
    method: "POST",
    path: "/api/admin/technicians/:id/time-off",
    caller: "admin",
    fields: ZTimeOffRequest,
    good: () => constant({ starts_on: "2099-01-01", ends_on: "2099-01-02", reason: "Fuzz" }),
    id: (c) => c.hours.technicianId,
  },
  {
    method: "DELETE",
    path: "/api/admin/technicians/:id/time-off/:timeOffId",
    caller: "admin",
    fields: [],
    good: () => constant({}),
    id: (c) => [c.hours.technicianId, c.hours.timeOffId],
  },
  // Decision 0158: the emergency moves (the fuzzed job is no emergency: a good body is a 404 that writes nothing).
  ...(["on-my-way", "arrived"] as const).flatMap((move): TFuzzRoute[] => [
    {
      method: "POST",
      path: `/api/technician/jobs/:id/emergency/${move}`,
      caller: "technician",
      fields: move === "arrived" ? ZEmergencyArrived : ZEmergencyOnMyWay,
      good: () => constant(move === "arrived" ? {} : { eta_minutes: 20 }),
      id: (c) => c.technician.jobId,
    },
    {
      method: "POST",
      path: `/api/admin/jobs/:id/emergency/${move}`,
      caller: "admin",
      fields: move === "arrived" ? ZEmergencyArrived : ZEmergencyOnMyWay,
      good: () => constant(move === "arrived" ? {} : { eta_minutes: 20 }),
      id: (c) => c.assign.jobId,
    },
  ]),
  // The technician's jobs: the first good start/complete moves the job, the rest are 409s.
  ...(["start", "complete"] as const).map((move): TFuzzRoute => ({
    method: "POST",
    path: `/api/technician/jobs/:id/${move}`,
    caller: "technician",
    fields: ZTechnicianStatusRequest,
    good: () => constant({}),
    id: (c) => c.technician.jobId,
  })),
  {
    method: "POST",
    path: "/api/technician/jobs/:id/notes",
    caller: "technician",
    fields: ZTechnicianNotesRequest,
    good: () => constant({ customer_notes: "Replaced the washer", internal_notes: "Valve is old" }),
    id: (c) => c.technician.jobId,
  },
  {
    method: "POST",
    path: "/api/technician/jobs/:id/photos",
    caller: "technician",
    fields: ZTechnicianPhotoRequest,
    good: (c) => constant({ url: c.technician.photoUrl, caption: "Before" }),
    id: (c) => c.technician.jobId,
  },
  // The technician's rooms and estimates on their own job, and the owner's decision.
  {
    method: "PUT",
    path: "/api/technician/jobs/:id/rooms",
    caller: "technician",
    fields: ZSaveRoomsRequest,
    good: () =>
      constant({ rooms: [{ name: "Kitchen", length: 12.5, width: 10, height: 8, notes: "tile", lines: [{ x1: 0, y1: 0, x2: 40, y2: 0, label: "2.0 ft" }] }] }),
    id: (c) => c.technician.estimateJobId,
  },
  {
    method: "POST",
    path: "/api/technician/jobs/:id/estimates",
    caller: "technician",
    fields: ZSaveEstimateRequest,
    good: () => constant(fuzzEstimate),
    id: (c) => c.technician.estimateJobId,
  },
  {
    method: "PUT",
    path: "/api/technician/estimates/:id",
    caller: "technician",
    fields: ZSaveEstimateRequest,
    good: () => constant(fuzzEstimate),
    id: (c) => c.technician.estimateId,
  },
  {
    method: "POST",
    path: "/api/technician/estimates/:id/send",
    caller: "technician",
    fields: [],
    good: () => constant({}),
    id: (c) => c.technician.estimateId,
  },
  { method: "POST", path: "/api/me/estimates/:id/approve", caller: "owner", fields: [], good: () => constant({}), id: (c) => c.technician.ownerEstimateId },
  { method: "POST", path: "/api/me/estimates/:id/decline", caller: "owner", fields: [], good: () => constant({}), id: (c) => c.technician.ownerEstimateId },
  // The same decisions from the mail's signed link, without an account.
  ...(["approve", "decline"] as const).map((action): TFuzzRoute => ({
    method: "POST",
    path: `/api/documents/estimate/${action}`,
    caller: "visitor",
    fields: [],
    good: () => constant({}),
    headers: (c) => ({ [DOCUMENT_TOKEN_HEADER]: c.technician.ownerEstimateToken }),
  })),
  // better-auth's own routes: fields as its handlers read them.
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    caller: "visitor",
    fields: ["name", "email", "password", "image", "callbackURL"],
    good: () => fc.uuid().map((id) => ({ name: "Fay Fuzz", email: `fuzz-${id}@example.com`, password: PASSWORD })),
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    caller: "visitor",
    fields: ["email", "password", "rememberMe", "callbackURL"],
    good: (c) => constant({ email: c.account, password: "wrong-password-1" }),
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    caller: "visitor",
    fields: ["email", "redirectTo"],
    good: (c) => constant({ email: c.account, redirectTo: "/reset-password" }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    caller: "visitor",
    fields: ["newPassword", "token"],
    good: () => constant({ newPassword: PASSWORD, token: "not-a-token" }),
  },
  {
    method: "POST",
    path: "/api/auth/send-verification-email",
    caller: "visitor",
    fields: ["email", "callbackURL"],
    good: (c) => constant({ email: c.account }),
  },
  { method: "POST", path: "/api/auth/update-user", caller: "account", fields: ["name", "image"], good: () => constant({ name: "Fay Fuzz" }) },
  {
    method: "POST",
    path: "/api/auth/change-password",
    caller: "passwordAccount",
    fields: ["currentPassword", "newPassword", "revokeOtherSessions"],
    good: () => constant({ currentPassword: PASSWORD, newPassword: PASSWORD }),
  },
  { method: "POST", path: "/api/auth/revoke-session", caller: "account", fields: ["token"], good: () => constant({ token: "not-a-session" }) },
  // Decision 0138: a credit note against the invoice, a cent at a time (the total less the credits stays creditable).
  {
    method: "POST",
    path: "/api/admin/invoices/:id/credit-notes",
    caller: "admin",
    fields: ZCreditNoteRequest,
    good: () => constant({ amount: 1, reason: "Goodwill" }),
    id: (c) => c.invoice.id,
  },
  // Decision 0143: voiding an invoice. Last, so the invoice routes above are fuzzed on a live invoice; after the first good void, a 409.
  {
    method: "POST",
    path: "/api/admin/invoices/:id/void",
    caller: "admin",
    fields: ZVoidInvoiceRequest,
    good: () => constant({ reason: "Billed the wrong hours" }),
    id: (c) => c.invoice.id,
  },
];

let t: TTestApp;
let ctx: TCtx;
const clientDir = mkdtempSync(path.join(tmpdir(), "homefix-fuzz-pages-"));
const cookies: Partial<Record<TCaller, string>> = {};
beforeAll(async () => {
  // Refusals must come from validation, not from the throttles (tested on their own).
  // Queued jobs run in no process here: a mail delivered in the background would change the
  // outbox between two fingerprints and pass for a write by the refused request.
  // The public pages are rendered, so text written through the routes can be read back on them.
  writeFileSync(path.join(clientDir, "index.html"), readFileSync("index.html", "utf8"));
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "100000", QUEUE_MODE: "worker" }, { clientDir, renderPage: render });
  const services = await seedBookableServices(t.database.db);
  const technicianSignIns: Awaited<ReturnType<TTestApp["signedIn"]>>[] = [];
  await setActiveTechnicians(t.database.db, 2, async () => {
    const signedIn = await t.signedIn("technician");
    technicianSignIns.push(signedIn);
    return signedIn.userId;
  });
  const technician = technicianSignIns[0];
  const owner = await makeOwner(t, services);
  const admin = await t.signedIn("admin");
  const account = await t.signedIn("customer");
  const passwordAccount = await t.signedIn("customer");
  const roleTarget = await t.signedIn("customer");
  const quote = await t.request({
    method: "POST",
    url: "/api/quotes",
    payload: { name: "Fay Fuzz", phone: "4075550102", email: "fay.fuzz@example.com", service: "Deck", message: "a new deck" },
  });
  const quoteId = quote.json().id as string;
  // Storm mode in recovery, so the storm waitlist takes requests, and one request to book.
  await saveBusinessSettings(t.database.db, { ...TEST_BUSINESS_SETTINGS, storm: { ...TEST_BUSINESS_SETTINGS.storm, phase: "recovery", counties: ["Orange"] } });
  const stormRequest = await t.request({
    method: "POST",
    url: "/api/storm/waitlist",
    payload: { idempotency_key: crypto.randomUUID(), ...contact, service_address: "1 Oak St", service_city: "Orlando", need: "water" },
  });
  expect(stormRequest.statusCode, stormRequest.body).toBe(201);
  const stormWaitlistId = stormRequest.json().id as string;
  const customerId = await makeCustomer(t, { first_name: "Fay", last_name: "Fuzz" });
  const jobs = async (n: number) => Promise.all(Array.from({ length: n }, () => insertJob(t, { customer_id: customerId })));
  const [edited, deleted] = await t.database.db
    .insert(servicesTable)
    .values([
      { name: "Fuzz Edited", category: "Handyman" },
      { name: "Fuzz Deleted", category: "Handyman" },
    ])
    .returning({ id: servicesTable.id });
  const [uninvoicedJobId, invoicedJobId] = await Promise.all(
    [0, 1].map(() => insertJob(t, { customer_id: customerId, status: "completed", completed_at: new Date(), total_amount: 12550 })),
  );
  const issued = await t.request({ method: "POST", url: "/api/admin/invoices", cookie: admin.cookie, payload: { job_id: invoicedJobId } });
  const bannerImage = await t.request({ method: "POST", url: "/api/uploads", cookie: admin.cookie, ...multipart(await jpeg(800, 400), "hero.jpg", "banners") });
  const imageUrl = bannerImage.json().url as string;
  const [editedBanner, deletedBanner] = await t.database.db
    .insert(heroBanners)
    .values([
      { title: "Fuzz Banner", image_url: imageUrl, order_index: 0 },
      { title: "Fuzz Gone", image_url: imageUrl, order_index: 1 },
    ])
    .returning({ id: heroBanners.id });
  const [ad] = await t.database.db.insert(bannerAds).values({ banner_id: editedBanner.id, position: "top", title: "Fuzz Top" }).returning({ id: bannerAds.id });
  const [review] = await t.database.db
    .insert(serviceReviews)
    .values({ service_id: edited.id, customer_name: "Rita Review", rating: 5 })
    .returning({ id: serviceReviews.id });
  const [technicianRecord] = await t.database.db.select({ id: technicians.id }).from(technicians).where(eq(technicians.profile_id, technician.userId));
  const technicianJobId = await insertJob(t, { customer_id: customerId, technician_id: technicianRecord.id, status: "scheduled" });
  const technicianEstimate = await t.request({
    method: "POST",
    url: `/api/technician/jobs/${technicianJobId}/estimates`,
    cookie: technician.cookie,
    payload: fuzzEstimate,
  });
  const [ownerEstimate] = await t.database.db
    .insert(estimates)
    .values({
      job_id: owner.pendingJobId,
      items: [],
      labor_rate: 8500,
      estimated_hours: 1,
      labor_cost: 8500,
      materials_cost: 0,
      subtotal: 8500,
      tax: 638,
      total: 9138,
      status: "sent",
    })
    .returning({ id: estimates.id });
  ctx = {
    owner,
    services,
    admin: admin.email,
    account: account.email,
    passwordAccount: passwordAccount.email,
    roleTarget: roleTarget.email,
    customerId,
    jobId: (await jobs(1))[0],
    assign: { jobId: (await jobs(1))[0], technicianId: technicianRecord.id },
    bulkJobIds: await jobs(3),
    deletableJobIds: await jobs(5),
    quoteId,
    stormWaitlistId,
    stormSuggestionId: (
      await t.database.db
        .insert(stormSuggestions)
        .values({
          alert_id: "urn:oid:fuzz",
          event: "Hurricane Warning",
          headline: "Hurricane Warning",
          area: "Orange",
          expires_at: new Date(Date.now() + 86_400_000),
          phase: "landfall",
        })
        .returning({ id: stormSuggestions.id })
    )[0]!.id,
    notificationId: (await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.user_id, admin.userId)))[0].id,
    adminService: { edited: edited.id, deleted: deleted.id, reviewId: review.id },
    invoice: {
      uninvoicedJobId,
      id: issued.json().id as string,
      // The token of the invoice mail's signed link (decision 0144), as the app signs it.
      token: new URLSearchParams(
        new URL(documentLinks({ secret: t.config.authSecret, link: (path) => `http://x${path}` }).url("invoice", issued.json().id as string)).hash.slice(1),
      ).get("token")!,
    },
    hours: {
      technicianId: technicianRecord.id,
      timeOffId: (
        await t.database.db
          .insert(technicianTimeOff)
          .values({ technician_id: technicianRecord.id, starts_on: "2099-02-01", ends_on: "2099-02-01", reason: "Fuzzed away" })
          .returning({ id: technicianTimeOff.id })
      )[0].id,
    },
    technician: {
      jobId: await insertJob(t, { customer_id: customerId, technician_id: technicianRecord.id }),
      photoUrl: (await upload(t, technician.cookie, await jpeg(40, 30), "site.jpg", "jobs")).url,
      estimateJobId: technicianJobId,
      estimateId: technicianEstimate.json().id as string,
      ownerEstimateId: ownerEstimate.id,
      // The token of the estimate mail's signed link (decision 0144), as the app signs it.
      ownerEstimateToken: new URLSearchParams(
        new URL(documentLinks({ secret: t.config.authSecret, link: (path) => `http://x${path}` }).url("estimate", ownerEstimate.id)).hash.slice(1),
      ).get("token")!,
    },
    website: { imageUrl, edited: editedBanner.id, deleted: deletedBanner.id, adId: ad.id, ids: [deletedBanner.id, editedBanner.id] },
  };
  Object.assign(cookies, {
    technician: technician.cookie,
    owner: owner.cookie,
    admin: admin.cookie,
    account: account.cookie,
    passwordAccount: passwordAccount.cookie,
  });
  // Many accounts, bookings and uploads, and the client's renderer loaded: more than the default hook time on a busy machine.
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const fieldsOf = (fields: TFuzzRoute["fields"]) => (Array.isArray(fields) ? fields : Object.keys(fields.shape));

async function send(route: TFuzzRoute, id: string | string[] | undefined, body: TFuzzBody) {
  let url = route.path;
  for (const value of id === undefined ? [] : [id].flat()) url = url.replace(/:[A-Za-z]+/, value);
  const cookie = cookies[route.caller];
  return t.request({ method: route.method, url, cookie, payload: body.payload, headers: { ...route.headers?.(ctx), "content-type": body.contentType } });
}

/** 0005: a live payment without a live provider is a deliberate 503 naming is_test. */
function isNoLiveProvider(response: { statusCode: number; body: string }) {
  return response.statusCode === 503 && /"code":"SERVICE_UNAVAILABLE".*"field":"is_test"/.test(response.body);
}

describe("fuzzed write routes", () => {
  it.each(ROUTES.map((route, index) => ({ ...route, index })))(
    "$method $path: no 5xx, and a refused request writes nothing",
    async (route) => {
      // A nasty value takes the place of the first param; the others keep their real values.
      const real = route.id ? [route.id(ctx)].flat() : [];
      const ids = route.id
        ? fc.oneof({ weight: 4, arbitrary: fc.constant(real) }, { weight: 1, arbitrary: nastyId.map((nasty) => [nasty, ...real.slice(1)]) })
        : fc.constant(undefined);
      // Besides the random runs, a NUL in each field in turn (every text field).
      const [good] = fc.sample(route.good(ctx), { numRuns: 1, seed: SEED });
      const examples = fieldsOf(route.fields).map((field): [string[] | undefined, TFuzzBody] => [
        route.id ? real : undefined,
        json({ ...good, [field]: "a\u0000b" }),
      ]);
      // After a refused request the database is as it was before it, so that fingerprint is the next run's "before".
      let unchanged: Awaited<ReturnType<typeof databaseFingerprint>> | undefined;
      await fc.assert(
        fc.asyncProperty(ids, fuzzBody(route.good(ctx), fieldsOf(route.fields)), async (id, body) => {
          const before = unchanged ?? (await databaseFingerprint(t.database.pool));
          unchanged = undefined;
          const response = await send(route, id, body);
          const seen = `${route.method} ${route.path} with id ${id} and body ${body.label} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          if (!isNoLiveProvider(response)) expect(response.statusCode, seen).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const after = await databaseFingerprint(t.database.pool);
            expect(after, `a refused request wrote: ${seen}`).toEqual(before);
            unchanged = after;
          }
        }),
        // One seed per route, so routes with the same shape do not all get the same inputs.
        { seed: SEED + route.index, numRuns: RUNS, examples, endOnFailure: process.env.FUZZ_SHRINK !== "true" },
      );
    },
    TIMEOUT_MS,
  );

  it("has a fingerprint that sees an insert, an update that changes no value, and a delete", async () => {
    const { pool } = t.database;
    const before = await databaseFingerprint(pool);
    const { rows } = await pool.query<{ id: string }>(
      "insert into service_reviews (service_id, customer_name, rating) values ($1, 'Fingerprint', 4) returning id",
      [ctx.adminService.edited],
    );
    const inserted = await databaseFingerprint(pool);
    expect(inserted.service_reviews).not.toBe(before.service_reviews);
    await pool.query("update service_reviews set rating = rating where id = $1", [rows[0].id]);
    const updated = await databaseFingerprint(pool);
    expect(updated.service_reviews).not.toBe(inserted.service_reviews);
    await pool.query("delete from service_reviews where id = $1", [rows[0].id]);
    // Gone again, nothing of it left: as it was before (the service's rating, kept by a trigger, did change).
    expect((await databaseFingerprint(pool)).service_reviews).toBe(before.service_reviews);
  });

  it("covers every write route the app registers", () => {
    const writes = registeredRoutes(t.app).flatMap((route) =>
      route.methods.filter((method) => ["POST", "PUT", "PATCH", "DELETE"].includes(method)).map((method) => `${method} ${route.path}`),
    );
    const fuzzed = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    for (const write of writes) expect(fuzzed, `${write} is not fuzzed`).toContain(write);
  });
});

// Reads take text too: their query strings get the same characters.
const QUERIES = [
  "/api/services?q=",
  "/api/services?category=",
  "/api/services?sort=",
  "/api/services?limit=",
  "/api/bookings/availability?date=",
  "/api/me/bookings?cursor=",
  "/api/me/payments?cursor=",
  "/api/admin/users?limit=",
  "/api/admin/users?q=",
  "/api/admin/users?cursor=",
  "/api/admin/jobs?q=",
  "/api/admin/jobs?cursor=",
  "/api/admin/jobs?status=",
  "/api/admin/jobs/export.csv?q=",
  "/api/admin/jobs/customer-options?q=",
  "/api/admin/jobs/customer-options?cursor=",
  "/api/admin/quotes?q=",
  "/api/admin/quotes?status=",
  "/api/admin/quotes?cursor=",
  "/api/admin/quotes?limit=",
  "/api/admin/invoices?q=",
  "/api/admin/invoices?status=",
  "/api/admin/invoices?cursor=",
  "/api/admin/invoices/uninvoiced-jobs?cursor=",
  "/api/admin/payments?from=",
  "/api/admin/payments?to=",
  "/api/admin/payments?kind=",
  "/api/admin/payments?mode=",
  "/api/admin/payments?cursor=",
  "/api/admin/inbox?q=",
  "/api/admin/inbox?cursor=",
  "/api/admin/customers?q=",
  "/api/admin/technicians?q=",
];
it(
  "answers fuzzed query strings of reads without a 5xx",
  async () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.constantFrom("\u0000", "a\u0000b", "1e400", "-1", "9".repeat(400), "x".repeat(5000), "[]", "%"),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...QUERIES), text, async (query, value) => {
        const response = await t.request({ method: "GET", url: query + encodeURIComponent(value), cookie: cookies.admin });
        expect(response.statusCode, `${query}${JSON.stringify(value)} -> ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: RUNS * 4, endOnFailure: process.env.FUZZ_SHRINK !== "true" },
    );
  },
  TIMEOUT_MS,
);

// Every search box takes one shared schema: a control character in `q` is refused as bad input,
// never sent to PostgreSQL (which refuses a NUL in text with an error of its own).
const SEARCHES = [
  "/api/services",
  "/api/admin/users",
  "/api/admin/inbox",
  "/api/admin/jobs",
  "/api/admin/jobs/export.csv",
  "/api/admin/jobs/customer-options",
  "/api/admin/quotes",
  "/api/admin/invoices",
  "/api/admin/customers",
  "/api/admin/technicians",
];
it("refuses a control character in every search's q with a 400 naming q", async () => {
  for (const url of SEARCHES) {
    for (const value of ["a\u0000b", "\u0000", "a\u001bb", "a\u007fb", "a\u0085b"]) {
      const response = await t.request({ method: "GET", url: `${url}?q=${encodeURIComponent(value)}`, cookie: cookies.admin });
      expect(response.statusCode, `${url} ${JSON.stringify(value)} -> ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json().fields[0]).toEqual({ field: "q", message: "must not contain control characters" });
    }
  }
});

// Decision 0110: every text field a rendered page shows, written through its route with the
// patterns a replacement string expands, is on the page as written and the page keeps its
// size (200 × "$`" in one review once made a service's page 32 MB).
describe("text a rendered page shows goes in as written", () => {
  /** The text as React writes it into the page. */
  const asHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const page = async (url: string) => (await t.request({ method: "GET", url, headers: { accept: "text/html" } })).body;

  /** Writes `text` with `write`, then finds it literally on `url`, which grew by little more than the text itself. */
  async function expectWrittenAsIs(url: string, text: string, write: () => Promise<{ statusCode: number; body: string }>) {
    const before = (await page(url)).length;
    const response = await write();
    expect(response.statusCode, response.body).toBeLessThan(300);
    // Public reads are cached and dropped after writes (decisions 0088, 0094): read until the page shows it.
    await expect.poll(async () => (await page(url)).includes(asHtml(text)), { timeout: 10_000 }).toBe(true);
    const html = await page(url);
    expect(html.length, `${url} grew from ${before} to ${html.length} characters`).toBeLessThan(before + 20 * asHtml(text).length);
  }

  let serviceId: string;
  let serviceBody: Record<string, unknown>;
  beforeAll(async () => {
    serviceBody = { name: "Dollar Fixing", category: "Handyman", base_price: 4999, service_areas: ["Orlando"] };
    const created = await t.request({ method: "POST", url: "/api/admin/services", cookie: cookies.admin, payload: serviceBody });
    serviceId = created.json().id as string;
  });

  it.each([
    { field: "name", max: 120 },
    { field: "subtitle", max: 160 },
    { field: "description", max: 420 },
    { field: "category", max: 60 },
  ])("a service's $field, on its page", async ({ field, max }) => {
    const text = replacementPatterns(max);
    await expectWrittenAsIs(`/services/${serviceId}`, text, () =>
      t.request({ method: "PUT", url: `/api/admin/services/${serviceId}`, cookie: cookies.admin, payload: { ...serviceBody, [field]: text } }),
    );
  });

  it("a customer's review of their completed booking, on the service's page", async () => {
    const customer = await t.signedIn("customer");
    const booked = await t.request({
      method: "POST",
      url: "/api/bookings",
      cookie: customer.cookie,
      payload: bookingRequest(serviceId, { scheduled_date: daysFromToday(62), scheduled_time: "1:00 PM", customer_email: customer.email }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().booking.id as string;
    await t.database.db.update(jobsTable).set({ status: "completed" }).where(eq(jobsTable.booking_id, bookingId));
    const text = replacementPatterns(2000);
    await expectWrittenAsIs(`/services/${serviceId}`, text, () =>
      t.request({ method: "POST", url: `/api/me/bookings/${bookingId}/review`, cookie: customer.cookie, payload: { rating: 5, review_text: text } }),
    );
  });

  it("a review the business adds: its name and its text, on the service's page", async () => {
    const name = replacementPatterns(100);
    const text = replacementPatterns(1000);
    await expectWrittenAsIs(`/services/${serviceId}`, `${text}`, () =>
      t.request({
        method: "POST",
        url: `/api/admin/services/${serviceId}/reviews`,
        cookie: cookies.admin,
        payload: { customer_name: name, rating: 4, review_text: text },
      }),
    );
    expect(await page(`/services/${serviceId}`)).toContain(asHtml(name));
  });

  it.each([
    { field: "title", max: 160 },
    { field: "subtitle", max: 200 },
    { field: "description", max: 1000 },
    { field: "badge", max: 60 },
  ])("a hero banner's $field, on the landing page", async ({ field, max }) => {
    const text = replacementPatterns(max);
    await t.database.db.update(heroBanners).set({ is_active: false });
    // The page is measured with the banner already on it, plain, so only the field's text differs
    // (a page read from the cache before the others were switched off measured a different page).
    const plain = "x".repeat(max);
    const banner = { title: "Dollar Banner", image_url: ctx.website.imageUrl, [field]: plain, order_index: 0 };
    const created = await t.request({ method: "POST", url: "/api/admin/website/banners", cookie: cookies.admin, payload: banner });
    expect(created.statusCode, created.body).toBe(201);
    await expect.poll(async () => (await page("/")).includes(plain), { timeout: 10_000 }).toBe(true);
    const id = created.json().id as string;
    await expectWrittenAsIs("/", text, () =>
      t.request({ method: "PUT", url: `/api/admin/website/banners/${id}`, cookie: cookies.admin, payload: { ...banner, [field]: text } }),
    );
  });

  it("the business's name, on the landing page", async () => {
    const text = replacementPatterns(80);
    const current = (await t.request({ method: "GET", url: "/api/admin/settings", cookie: cookies.admin })).json() as { settings: object; version: number };
    await expectWrittenAsIs("/", text, () =>
      t.request({
        method: "PUT",
        url: "/api/admin/settings",
        cookie: cookies.admin,
        payload: { settings: { ...current.settings, name: text }, version: current.version },
      }),
    );
  });
});
