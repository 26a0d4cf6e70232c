import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { bannerAds, estimates, heroBanners, invoices, jobPhotos, jobs, notifications, profiles, serviceReviews, technicians } from "../src/server/db/schema.ts";
import type { TRole } from "../src/shared/roles.ts";
import { seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { registeredRoutes } from "./setup/route-paths.ts";
import { freeSlot, makeOwner, type TOwned } from "./setup/owner-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Every API route and who may call it (the guard on every route). `path` is the
// route as registered; `url` a concrete request to it. Writes send an empty body: the guard
// answers before validation, so visitors get 401 and wrong roles 403, never 400.
// "technician-record" (decision 0032): a technician with an active technician record; a
// technician whose record is retired, and an admin, are refused with 403.
type TAudience = "anyone" | "signed-in" | TRole[] | "technician-record";
/** `stream`: a Server-Sent Events route: its answer is read up to its first frame, then dropped. */
type TRoute = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; url?: string; audience: TAudience; payload?: unknown; stream?: true };
const ID = "00000000-0000-4000-8000-000000000000";
const ROUTES: TRoute[] = [
  { method: "GET", path: "/api/health", audience: "anyone" },
  { method: "GET", path: "/api/openapi.json", audience: "anyone" },
  { method: "GET", path: "/api/services", audience: "anyone" },
  { method: "GET", path: "/api/services/:id", url: `/api/services/${ID}`, audience: "anyone" },
  { method: "GET", path: "/api/services/:id/reviews", url: `/api/services/${ID}/reviews`, audience: "anyone" },
  { method: "GET", path: "/api/settings/public", audience: "anyone" },
  { method: "GET", path: "/api/storm/collection", audience: "anyone" },
  { method: "POST", path: "/api/storm/waitlist", audience: "anyone", payload: {} },
  { method: "GET", path: "/api/storm/waitlist/:id", url: `/api/storm/waitlist/${ID}`, audience: "anyone" },
  { method: "GET", path: "/api/storm/waitlist/:id/events", url: `/api/storm/waitlist/${ID}/events`, audience: "anyone", stream: true },
  { method: "GET", path: "/api/website/hero", audience: "anyone" },
  { method: "GET", path: "/api/bookings/availability", url: "/api/bookings/availability?date=2099-01-01", audience: "anyone" },
  { method: "POST", path: "/api/bookings", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/bookings/deposits", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/bookings/discount-preview", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/bookings/deposits/resume", audience: "anyone", payload: {} },
  { method: "GET", path: "/api/bookings/:id/summary", url: `/api/bookings/${ID}/summary`, audience: "anyone" },
  { method: "POST", path: "/api/emergency/payments", audience: "anyone", payload: { idempotency_key: "not-a-uuid" } },
  { method: "PUT", path: "/api/emergency/bookings/:id", url: `/api/emergency/bookings/${ID}`, audience: "anyone", payload: {} },
  { method: "POST", path: "/api/emergency/bookings", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/emergency/resume", audience: "anyone", payload: {} },
  { method: "GET", path: "/api/emergency/bookings/:id/timeline", url: `/api/emergency/bookings/${ID}/timeline`, audience: "anyone" },
  { method: "GET", path: "/api/emergency/bookings/:id/events", url: `/api/emergency/bookings/${ID}/events`, audience: "anyone", stream: true },
  { method: "POST", path: "/api/chat/conversations", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/chat/conversations/:id/messages", url: `/api/chat/conversations/${ID}/messages`, audience: "anyone", payload: {} },
  { method: "GET", path: "/api/chat/conversations/:id/messages", url: `/api/chat/conversations/${ID}/messages`, audience: "anyone" },
  { method: "GET", path: "/api/chat/conversations/mine", audience: "signed-in" },
  { method: "POST", path: "/api/quotes", audience: "anyone", payload: {} },
  { method: "GET", path: "/api/me", audience: "anyone" },
  { method: "GET", path: "/api/notifications", audience: "signed-in" },
  { method: "POST", path: "/api/notifications/read-all", audience: "signed-in" },
  { method: "GET", path: "/api/favorites", audience: "signed-in" },
  { method: "POST", path: "/api/favorites", audience: "signed-in", payload: {} },
  { method: "DELETE", path: "/api/favorites/:serviceId", url: `/api/favorites/${ID}`, audience: "signed-in" },
  { method: "GET", path: "/api/me/bookings", audience: "signed-in" },
  { method: "GET", path: "/api/me/bookings/:id", url: `/api/me/bookings/${ID}`, audience: "signed-in" },
  { method: "GET", path: "/api/me/bookings/:id/reschedule-slots", url: `/api/me/bookings/${ID}/reschedule-slots?date=2099-01-01`, audience: "signed-in" },
  { method: "POST", path: "/api/me/bookings/:id/reschedule", url: `/api/me/bookings/${ID}/reschedule`, audience: "signed-in", payload: {} },
  { method: "POST", path: "/api/me/bookings/:id/cancel", url: `/api/me/bookings/${ID}/cancel`, audience: "signed-in", payload: {} },
  { method: "POST", path: "/api/me/bookings/:id/review", url: `/api/me/bookings/${ID}/review`, audience: "signed-in", payload: {} },
  { method: "GET", path: "/api/me/emergency-bookings/pending", audience: "signed-in" },
  { method: "GET", path: "/api/me/overview", audience: "signed-in" },
  { method: "GET", path: "/api/me/payments", audience: "signed-in" },
  { method: "GET", path: "/api/me/profile", audience: "signed-in" },
  { method: "PUT", path: "/api/me/profile", audience: "signed-in", payload: {} },
  { method: "GET", path: "/api/me/preferences", audience: "signed-in" },
  { method: "PUT", path: "/api/me/preferences", audience: "signed-in", payload: {} },
  { method: "POST", path: "/api/uploads", audience: ["admin", "technician"] },
  { method: "GET", path: "/api/technician/me", audience: "technician-record" },
  { method: "GET", path: "/api/technician/hours", audience: "technician-record" },
  // Jobs: the technician's own jobs (another's id is a 404, tested in technician-jobs.test.ts).
  { method: "GET", path: "/api/technician/jobs", audience: "technician-record" },
  { method: "GET", path: "/api/technician/jobs/:id", url: `/api/technician/jobs/${ID}`, audience: "technician-record" },
  { method: "POST", path: "/api/technician/jobs/:id/start", url: `/api/technician/jobs/${ID}/start`, audience: "technician-record", payload: {} },
  { method: "GET", path: "/api/technician/jobs/:id/emergency", url: `/api/technician/jobs/${ID}/emergency`, audience: "technician-record" },
  {
    method: "POST",
    path: "/api/technician/jobs/:id/emergency/on-my-way",
    url: `/api/technician/jobs/${ID}/emergency/on-my-way`,
    audience: "technician-record",
    payload: {},
  },
  {
    method: "POST",
    path: "/api/technician/jobs/:id/emergency/arrived",
    url: `/api/technician/jobs/${ID}/emergency/arrived`,
    audience: "technician-record",
    payload: {},
  },
  { method: "POST", path: "/api/technician/jobs/:id/complete", url: `/api/technician/jobs/${ID}/complete`, audience: "technician-record", payload: {} },
  { method: "POST", path: "/api/technician/jobs/:id/notes", url: `/api/technician/jobs/${ID}/notes`, audience: "technician-record", payload: {} },
  { method: "POST", path: "/api/technician/jobs/:id/photos", url: `/api/technician/jobs/${ID}/photos`, audience: "technician-record", payload: {} },
  { method: "GET", path: "/api/admin/users", audience: ["admin"] },
  { method: "GET", path: "/api/admin/emergencies/pending-details", audience: ["admin"] },
  { method: "PUT", path: "/api/admin/users/role", audience: ["admin"], payload: { email: "nobody@example.com", role: "technician" } },
  // Settings pane.
  { method: "GET", path: "/api/admin/settings", audience: ["admin"] },
  { method: "PUT", path: "/api/admin/settings", audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/mail", url: "/api/admin/mail?status=failed", audience: ["admin"] },
  // Jobs management.
  { method: "GET", path: "/api/admin/jobs", audience: ["admin"] },
  { method: "GET", path: "/api/admin/jobs/:id", url: `/api/admin/jobs/${ID}`, audience: ["admin"] },
  { method: "GET", path: "/api/admin/jobs/export.csv", audience: ["admin"] },
  { method: "GET", path: "/api/admin/jobs/customer-options", audience: ["admin"] },
  { method: "GET", path: "/api/admin/jobs/technician-options", audience: ["admin"] },
  { method: "POST", path: "/api/admin/jobs", audience: ["admin"], payload: {} },
  { method: "PUT", path: "/api/admin/jobs/:id", url: `/api/admin/jobs/${ID}`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/jobs/:id/status", url: `/api/admin/jobs/${ID}/status`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/jobs/:id/notes", url: `/api/admin/jobs/${ID}/notes`, audience: ["admin"], payload: {} },
  // Assign in one tap, work orders and day sheets.
  { method: "GET", path: "/api/admin/jobs/:id/technician-suggestions", url: `/api/admin/jobs/${ID}/technician-suggestions`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/jobs/:id/assign", url: `/api/admin/jobs/${ID}/assign`, audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/jobs/:id/emergency", url: `/api/admin/jobs/${ID}/emergency`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/jobs/:id/emergency/on-my-way", url: `/api/admin/jobs/${ID}/emergency/on-my-way`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/jobs/:id/emergency/arrived", url: `/api/admin/jobs/${ID}/emergency/arrived`, audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/jobs/:id/work-order", url: `/api/admin/jobs/${ID}/work-order`, audience: ["admin"] },
  { method: "GET", path: "/api/admin/technicians/:id/day-sheet", url: `/api/admin/technicians/${ID}/day-sheet?date=2099-01-01`, audience: ["admin"] },
  { method: "GET", path: "/api/technician/jobs/:id/work-order", url: `/api/technician/jobs/${ID}/work-order`, audience: "technician-record" },
  { method: "GET", path: "/api/technician/day-sheet", url: "/api/technician/day-sheet?date=2099-01-01", audience: "technician-record" },
  { method: "POST", path: "/api/admin/jobs/bulk/status", audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/jobs/bulk/priority", audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/jobs/bulk/delete", audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/preferences/jobs", audience: ["admin"] },
  { method: "PUT", path: "/api/admin/preferences/jobs", audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/jobs/summary", audience: ["admin"] },
  { method: "GET", path: "/api/admin/jobs/count", url: "/api/admin/jobs/count?q=faucet&status=pending&priority=high", audience: ["admin"] },
  { method: "GET", path: "/api/admin/home", audience: ["admin"] },
  { method: "GET", path: "/api/admin/storm/waitlist", audience: ["admin"] },
  { method: "POST", path: "/api/admin/storm/waitlist/:id/booked", url: `/api/admin/storm/waitlist/${ID}/booked`, audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/storm/suggestions", audience: ["admin"] },
  {
    method: "POST",
    path: "/api/admin/storm/suggestions/:id/dismiss",
    url: `/api/admin/storm/suggestions/${ID}/dismiss`,
    audience: ["admin"],
    payload: {},
  },
  { method: "GET", path: "/api/admin/quotes", audience: ["admin"] },
  { method: "GET", path: "/api/admin/quotes/:id", url: `/api/admin/quotes/${ID}`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/quotes/:id/answer", url: `/api/admin/quotes/${ID}/answer`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/quotes/:id/job", url: `/api/admin/quotes/${ID}/job`, audience: ["admin"], payload: {} },
  // Services and their reviews (staff-side.md §2 Service Management).
  { method: "GET", path: "/api/admin/services", audience: ["admin"] },
  { method: "POST", path: "/api/admin/services", audience: ["admin"], payload: {} },
  { method: "PUT", path: "/api/admin/services/:id", url: `/api/admin/services/${ID}`, audience: ["admin"], payload: {} },
  { method: "DELETE", path: "/api/admin/services/:id", url: `/api/admin/services/${ID}`, audience: ["admin"] },
  { method: "GET", path: "/api/admin/services/:id/reviews", url: `/api/admin/services/${ID}/reviews`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/services/:id/reviews", url: `/api/admin/services/${ID}/reviews`, audience: ["admin"], payload: {} },
  { method: "PUT", path: "/api/admin/services/:id/reviews/:reviewId", url: `/api/admin/services/${ID}/reviews/${ID}`, audience: ["admin"], payload: {} },
  { method: "DELETE", path: "/api/admin/services/:id/reviews/:reviewId", url: `/api/admin/services/${ID}/reviews/${ID}`, audience: ["admin"] },
  // Website: hero banners and banner ads (staff-side.md §2 Website Management).
  { method: "GET", path: "/api/admin/website/banners", audience: ["admin"] },
  { method: "POST", path: "/api/admin/website/banners", audience: ["admin"], payload: {} },
  { method: "PUT", path: "/api/admin/website/banners/order", audience: ["admin"], payload: {} },
  { method: "PUT", path: "/api/admin/website/banners/:id", url: `/api/admin/website/banners/${ID}`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/website/banners/:id/active", url: `/api/admin/website/banners/${ID}/active`, audience: ["admin"], payload: {} },
  { method: "DELETE", path: "/api/admin/website/banners/:id", url: `/api/admin/website/banners/${ID}`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/website/banners/:id/ads", url: `/api/admin/website/banners/${ID}/ads`, audience: ["admin"], payload: {} },
  { method: "PUT", path: "/api/admin/website/banners/:id/ads/:adId", url: `/api/admin/website/banners/${ID}/ads/${ID}`, audience: ["admin"], payload: {} },
  { method: "DELETE", path: "/api/admin/website/banners/:id/ads/:adId", url: `/api/admin/website/banners/${ID}/ads/${ID}`, audience: ["admin"] },
  { method: "GET", path: "/api/admin/jobs/map", url: "/api/admin/jobs/map?status=all", audience: ["admin"] },
  // The schedule board.
  { method: "GET", path: "/api/admin/schedule", url: "/api/admin/schedule?view=week&date=2026-12-14", audience: ["admin"] },
  { method: "POST", path: "/api/admin/schedule/jobs/:id/move", url: `/api/admin/schedule/jobs/${ID}/move`, audience: ["admin"], payload: {} },
  // Invoices and payments.
  { method: "GET", path: "/api/admin/invoices", audience: ["admin"] },
  { method: "GET", path: "/api/admin/invoices/summary", audience: ["admin"] },
  { method: "GET", path: "/api/admin/invoices/uninvoiced-jobs", audience: ["admin"] },
  { method: "GET", path: "/api/admin/invoices/:id", url: `/api/admin/invoices/${ID}`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/invoices", audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/invoices/:id/email", url: `/api/admin/invoices/${ID}/email`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/invoices/:id/mark-paid", url: `/api/admin/invoices/${ID}/mark-paid`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/invoices/:id/payments", url: `/api/admin/invoices/${ID}/payments`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/invoices/:id/void", url: `/api/admin/invoices/${ID}/void`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/invoices/:id/credit-notes", url: `/api/admin/invoices/${ID}/credit-notes`, audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/payments", audience: ["admin"] },
  // The Customers and Technicians panes.
  { method: "GET", path: "/api/admin/customers", audience: ["admin"] },
  { method: "GET", path: "/api/admin/customers/:id", url: `/api/admin/customers/${ID}`, audience: ["admin"] },
  // Customers added and edited by hand.
  { method: "POST", path: "/api/admin/customers", audience: ["admin"], payload: {} },
  { method: "PUT", path: "/api/admin/customers/:id", url: `/api/admin/customers/${ID}`, audience: ["admin"], payload: {} },
  { method: "GET", path: "/api/admin/technicians", audience: ["admin"] },
  // decision 0152: a technician's hours, skills and time off.
  { method: "GET", path: "/api/admin/technicians/:id/hours", url: `/api/admin/technicians/${ID}/hours`, audience: ["admin"] },
  { method: "PUT", path: "/api/admin/technicians/:id/hours", url: `/api/admin/technicians/${ID}/hours`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/technicians/:id/time-off", url: `/api/admin/technicians/${ID}/time-off`, audience: ["admin"], payload: {} },
  {
    method: "DELETE",
    path: "/api/admin/technicians/:id/time-off/:timeOffId",
    url: `/api/admin/technicians/${ID}/time-off/${ID}`,
    audience: ["admin"],
  },
  // The technician's rooms and estimates, and the customer's decision on a sent estimate.
  { method: "GET", path: "/api/technician/job-options", audience: "technician-record" },
  { method: "GET", path: "/api/technician/estimate-setup", audience: "technician-record" },
  { method: "GET", path: "/api/technician/jobs/:id/rooms", url: `/api/technician/jobs/${ID}/rooms`, audience: "technician-record" },
  { method: "PUT", path: "/api/technician/jobs/:id/rooms", url: `/api/technician/jobs/${ID}/rooms`, audience: "technician-record", payload: {} },
  { method: "GET", path: "/api/technician/jobs/:id/estimates", url: `/api/technician/jobs/${ID}/estimates`, audience: "technician-record" },
  { method: "POST", path: "/api/technician/jobs/:id/estimates", url: `/api/technician/jobs/${ID}/estimates`, audience: "technician-record", payload: {} },
  { method: "GET", path: "/api/technician/estimates/:id", url: `/api/technician/estimates/${ID}`, audience: "technician-record" },
  { method: "PUT", path: "/api/technician/estimates/:id", url: `/api/technician/estimates/${ID}`, audience: "technician-record", payload: {} },
  { method: "POST", path: "/api/technician/estimates/:id/send", url: `/api/technician/estimates/${ID}/send`, audience: "technician-record", payload: {} },
  { method: "GET", path: "/api/me/estimates", audience: "signed-in" },
  { method: "GET", path: "/api/me/invoices", audience: "signed-in" },
  { method: "GET", path: "/api/me/invoices/:id", url: `/api/me/invoices/${ID}`, audience: "signed-in" },
  { method: "POST", path: "/api/me/invoices/:id/payments", url: `/api/me/invoices/${ID}/payments`, audience: "signed-in", payload: {} },
  { method: "POST", path: "/api/me/estimates/:id/approve", url: `/api/me/estimates/${ID}/approve`, audience: "signed-in", payload: {} },
  { method: "POST", path: "/api/me/estimates/:id/decline", url: `/api/me/estimates/${ID}/decline`, audience: "signed-in", payload: {} },
  // Decision 0144: a mailed document's signed link is the key; without its header, a 400.
  { method: "GET", path: "/api/documents/invoice", audience: "anyone" },
  { method: "GET", path: "/api/documents/estimate", audience: "anyone" },
  { method: "POST", path: "/api/documents/estimate/approve", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/documents/estimate/decline", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/documents/invoice/payments", audience: "anyone", payload: {} },
  // The live layer, notifications one by one, the customer's messages and the support inbox.
  { method: "GET", path: "/api/events", audience: "signed-in", stream: true },
  { method: "GET", path: "/api/chat/conversations/:id/events", url: `/api/chat/conversations/${ID}/events`, audience: "anyone", stream: true },
  { method: "POST", path: "/api/chat/conversations/:id/read", url: `/api/chat/conversations/${ID}/read`, audience: "anyone", payload: {} },
  { method: "GET", path: "/api/me/conversations", audience: "signed-in" },
  { method: "POST", path: "/api/notifications/:id/read", url: `/api/notifications/${ID}/read`, audience: "signed-in", payload: {} },
  { method: "GET", path: "/api/admin/inbox", audience: ["admin"] },
  { method: "GET", path: "/api/admin/inbox/unread", audience: ["admin"] },
  { method: "GET", path: "/api/admin/inbox/:id", url: `/api/admin/inbox/${ID}`, audience: ["admin"] },
  { method: "POST", path: "/api/admin/inbox/:id/read", url: `/api/admin/inbox/${ID}/read`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/inbox/:id/replies", url: `/api/admin/inbox/${ID}/replies`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/inbox/:id/resolve", url: `/api/admin/inbox/${ID}/resolve`, audience: ["admin"], payload: {} },
  { method: "POST", path: "/api/admin/inbox/:id/reopen", url: `/api/admin/inbox/${ID}/reopen`, audience: ["admin"], payload: {} },
];

// Every caller each route is tried with. A technician's role alone does not open the
// technician scope: "retired-technician" has the role and an inactive record.
const CALLERS = ["visitor", "customer", "technician", "retired-technician", "admin"] as const;
type TCaller = (typeof CALLERS)[number];
const ROLE_OF: Record<Exclude<TCaller, "visitor">, TRole> = {
  customer: "customer",
  technician: "technician",
  "retired-technician": "technician",
  admin: "admin",
};

/** What each caller must get: the route's answer, or the guard's 401 or 403. */
function expectedOutcome(audience: TAudience, caller: TCaller): "allowed" | 401 | 403 {
  if (audience === "anyone") return "allowed";
  if (caller === "visitor") return 401;
  if (audience === "signed-in") return "allowed";
  if (audience === "technician-record") return caller === "technician" ? "allowed" : 403;
  return audience.includes(ROLE_OF[caller]) ? "allowed" : 403;
}

let t: TTestApp;
let owner: TOwned;
/** A review of the owner's favourite service, for the admin review routes' intrusions. */
let ownerReviewId: string;
/** A notification of the owner's (marking one read is for its owner only). */
let ownerNotificationId: string;
/** A hero banner and its top ad, for the admin website routes' intrusions. */
const banner = { id: "", adId: "" };
/** An estimate sent to the owner on their pending job (only they approve it). */
let ownerEstimateId: string;
/** An invoice billed to the owner for their booking: only they read it. */
let ownerInvoiceId: string;
const cookies: Partial<Record<TCaller, string>> = {};
beforeAll(async () => {
  // This process runs no queued job and no minute sweep (a worker would): a reminder claimed or a
  // mail sent in the background between two fingerprints is not the refused request's write.
  t = await createTestApp({ QUEUE_MODE: "worker" });
  for (const role of ["customer", "admin"] as const) cookies[role] = (await t.signedIn(role)).cookie;
  const retired = await t.signedIn("technician");
  cookies["retired-technician"] = retired.cookie;
  const services = await seedBookableServices(t.database.db);
  // The signed-in technician is one of the active ones; setActiveTechnicians retires the rest.
  await setActiveTechnicians(t.database.db, 2, async () => {
    const technician = await t.signedIn("technician");
    cookies.technician ??= technician.cookie;
    return technician.userId;
  });
  const [record] = await t.database.db.select({ is_active: technicians.is_active }).from(technicians).where(eq(technicians.profile_id, retired.userId));
  expect(record.is_active).toBe(false);
  owner = await makeOwner(t, services);
  [{ id: ownerReviewId }] = await t.database.db
    .insert(serviceReviews)
    .values({ service_id: owner.favoriteServiceId, customer_name: "Rita Reviewer", customer_email: "rita.reviewer@example.com", rating: 5 })
    .returning({ id: serviceReviews.id });
  [{ id: banner.id }] = await t.database.db
    .insert(heroBanners)
    .values({ title: "Spring Tune-Up", image_url: "/demo/hero/x.svg" })
    .returning({ id: heroBanners.id });
  [{ id: banner.adId }] = await t.database.db
    .insert(bannerAds)
    .values({ banner_id: banner.id, position: "top", title: "Free check" })
    .returning({ id: bannerAds.id });
  const [ownerProfile] = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, owner.email));
  [{ id: ownerNotificationId }] = await t.database.db
    .insert(notifications)
    .values({ user_id: ownerProfile.id, kind: "booking", title: "Booking confirmed", body: "Ottilie Ownerton's own notice", link: "/dashboard/bookings" })
    .returning({ id: notifications.id });
  [{ id: ownerEstimateId }] = await t.database.db
    .insert(estimates)
    .values({
      job_id: owner.pendingJobId,
      items: [{ description: "Ottilie Ownerton's gate", quantity: 1, rate: 10000, total: 10000 }],
      labor_rate: 8500,
      labor_cost: 0,
      materials_cost: 10000,
      subtotal: 10000,
      tax: 750,
      total: 10750,
      status: "sent",
      sent_at: new Date(),
    })
    .returning({ id: estimates.id });
  [{ id: ownerInvoiceId }] = await t.database.db
    .insert(invoices)
    .values({
      number: 900_001,
      booking_id: owner.pendingBookingId,
      job_title: "Ottilie Ownerton's gate",
      customer_name: "Ottilie Ownerton",
      customer_email: owner.email,
      service_address: "1 Owner Way",
      service_city: "Orlando",
      service_state: "FL",
      service_zip: "32801",
      lines: [{ description: "Ottilie Ownerton's gate", quantity: 1, unit_amount: 10000, amount: 10000 }],
      lines_from: "job_amount",
      tax_rate_percent: 7.5,
      subtotal: 10000,
      tax: 750,
      total: 10750,
      deposit_paid: 0,
      balance: 10750,
    })
    .returning({ id: invoices.id });
});
afterAll(() => t.close());

/**
 * A request as `t.request` sends it; a stream's answer is its status and what it sent before
 * its first frame's end (its whole body when it refused), then the stream is dropped.
 */
async function send(route: Pick<TRoute, "method" | "stream">, url: string, cookie?: string, payload?: unknown) {
  if (!route.stream) return t.request({ method: route.method, url, cookie, ...(payload ? { payload: payload as object } : {}) });
  const controller = new AbortController();
  const response = await t.app.inject({ method: route.method, url, headers: cookie ? { cookie } : {}, payloadAsStream: true, signal: controller.signal });
  let body = "";
  const reader = response.stream();
  reader.on("error", () => {});
  for await (const chunk of reader) {
    body += String(chunk);
    if (response.statusCode === 200 && body.includes("\n\n")) break;
  }
  controller.abort();
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) as unknown };
}

const call = (route: TRoute, cookie?: string) => send(route, route.url ?? route.path, cookie, route.payload);

describe.each(ROUTES)("$method $path", (route) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const response = await call(route, caller === "visitor" ? undefined : cookies[caller]);
    const outcome = expectedOutcome(route.audience, caller);
    if (outcome === "allowed") {
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).not.toBe(403);
    } else if (outcome === 401) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED", message: "Please sign in to continue" });
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: "FORBIDDEN", message: "You do not have access to this" });
    }
  });
});

// Decision 0032: the staff scopes. A route under /api/admin is for admins only, and an
// admins-only route lives under /api/admin, so the scope's hook guards it.
describe("the scopes", () => {
  it("keeps every admin route in the admin scope, and the admin scope to admin routes", () => {
    for (const route of ROUTES) {
      const adminOnly = Array.isArray(route.audience) && route.audience.length === 1 && route.audience[0] === "admin";
      expect(route.path.startsWith("/api/admin/"), `${route.method} ${route.path}`).toBe(adminOnly);
    }
  });

  it("keeps every technician-record route in the technician scope", () => {
    for (const route of ROUTES) expect(route.path.startsWith("/api/technician/"), `${route.method} ${route.path}`).toBe(route.audience === "technician-record");
  });

  it("answers the signed-in technician with their own record and counters", async () => {
    const response = await t.request({ method: "GET", url: "/api/technician/me", cookie: cookies.technician });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ is_active: true, jobs: { pending: expect.any(Number), active: 0, done: 0 } });
  });
});

// A standing attack: every route called by another customer and by a technician with
// the owner's ids in it. Bodies are valid, so only ownership can refuse them. The reply must
// hold none of the owner's data, and the database must not change.
type TIntrusion = { url: string; payload?: unknown; expect: number[] };
const intruderEmergencyDetails = {
  customer_name: "Ivan Intruder",
  customer_phone: "4075550111",
  customer_email: "ivan@example.com",
  service_address: "1 Elsewhere Rd",
  service_city: "Tampa",
  service_state: "FL",
  service_zip: "33601",
  description: "taking over this booking",
};
const INTRUSIONS: Record<string, (a: TOwned) => TIntrusion> = {
  // The catalogue is public: the owner's favourite service is just a service.
  "GET /api/services/:id": (a) => ({ url: `/api/services/${a.favoriteServiceId}`, expect: [200] }),
  "GET /api/services/:id/reviews": (a) => ({ url: `/api/services/${a.favoriteServiceId}/reviews`, expect: [200] }),
  // A storm waitlist request is read by its unguessable id, and answers only its need and place.
  "GET /api/storm/waitlist/:id": () => ({ url: `/api/storm/waitlist/${ID}`, expect: [404] }),
  "GET /api/storm/waitlist/:id/events": () => ({ url: `/api/storm/waitlist/${ID}/events`, expect: [404] }),
  "POST /api/admin/storm/waitlist/:id/booked": () => ({ url: `/api/admin/storm/waitlist/${ID}/booked`, payload: {}, expect: [403] }),
  "POST /api/admin/storm/suggestions/:id/dismiss": () => ({ url: `/api/admin/storm/suggestions/${ID}/dismiss`, payload: {}, expect: [403] }),
  // 0005: the checkout summary is readable with the booking's unguessable id, without contact details.
  "GET /api/bookings/:id/summary": (a) => ({ url: `/api/bookings/${a.pendingBookingId}/summary`, expect: [200] }),
  "PUT /api/emergency/bookings/:id": (a) => ({ url: `/api/emergency/bookings/${a.emergencyBookingId}`, payload: intruderEmergencyDetails, expect: [403, 404] }),
  "GET /api/emergency/bookings/:id/timeline": (a) => ({ url: `/api/emergency/bookings/${a.emergencyBookingId}/timeline`, expect: [403] }),
  "GET /api/emergency/bookings/:id/events": (a) => ({ url: `/api/emergency/bookings/${a.emergencyBookingId}/events`, expect: [403] }),
  // The owner's job is no emergency: the technician's read is an empty answer, the moves 403/404.
  "GET /api/technician/jobs/:id/emergency": (a) => ({ url: `/api/technician/jobs/${a.pendingJobId}/emergency`, expect: [200, 403] }),
  "POST /api/technician/jobs/:id/emergency/on-my-way": (a) => ({
    url: `/api/technician/jobs/${a.pendingJobId}/emergency/on-my-way`,
    payload: { eta_minutes: 15 },
    expect: [403, 404],
  }),
  "POST /api/technician/jobs/:id/emergency/arrived": (a) => ({
    url: `/api/technician/jobs/${a.pendingJobId}/emergency/arrived`,
    payload: {},
    expect: [403, 404],
  }),
  "GET /api/admin/jobs/:id/emergency": (a) => ({ url: `/api/admin/jobs/${a.pendingJobId}/emergency`, expect: [403] }),
  "POST /api/admin/jobs/:id/emergency/on-my-way": (a) => ({
    url: `/api/admin/jobs/${a.pendingJobId}/emergency/on-my-way`,
    payload: { eta_minutes: 15 },
    expect: [403],
  }),
  "POST /api/admin/jobs/:id/emergency/arrived": (a) => ({ url: `/api/admin/jobs/${a.pendingJobId}/emergency/arrived`, payload: {}, expect: [403] }),
  "POST /api/chat/conversations/:id/messages": (a) => ({
    url: `/api/chat/conversations/${a.conversationId}/messages`,
    payload: { message: "hello?" },
    expect: [403, 404],
  }),
  "GET /api/chat/conversations/:id/messages": (a) => ({ url: `/api/chat/conversations/${a.conversationId}/messages`, expect: [403, 404] }),
  // Favourites are keyed by the caller: removing the owner's favourite service removes only one's own.
  "DELETE /api/favorites/:serviceId": (a) => ({ url: `/api/favorites/${a.favoriteServiceId}`, expect: [204, 404] }),
  "GET /api/me/bookings/:id": (a) => ({ url: `/api/me/bookings/${a.pendingBookingId}`, expect: [404] }),
  "GET /api/me/bookings/:id/reschedule-slots": (a) => ({
    url: `/api/me/bookings/${a.pendingBookingId}/reschedule-slots?date=${freeSlot().scheduled_date}`,
    expect: [404],
  }),
  "POST /api/me/bookings/:id/reschedule": (a) => ({ url: `/api/me/bookings/${a.pendingBookingId}/reschedule`, payload: freeSlot(), expect: [404] }),
  "POST /api/me/bookings/:id/cancel": (a) => ({ url: `/api/me/bookings/${a.pendingBookingId}/cancel`, expect: [404] }),
  "POST /api/me/bookings/:id/review": (a) => ({
    url: `/api/me/bookings/${a.completedBookingId}/review`,
    payload: { rating: 1, review_text: "not mine" },
    expect: [404],
  }),
  // The admin jobs routes with the owner's own job, in valid requests: only the role refuses.
  "GET /api/admin/jobs/:id": (a) => ({ url: `/api/admin/jobs/${a.pendingJobId}`, expect: [403] }),
  "PUT /api/admin/jobs/:id": (a) => ({
    url: `/api/admin/jobs/${a.pendingJobId}`,
    payload: {
      title: "Taken over",
      customer_id: a.pendingJobId,
      service_address: "1 Elsewhere Rd",
      service_city: "Tampa",
      service_state: "FL",
      service_zip: "33601",
      expected_status: "pending",
    },
    expect: [403],
  }),
  "POST /api/admin/jobs/:id/status": (a) => ({
    url: `/api/admin/jobs/${a.pendingJobId}/status`,
    payload: { to: "on_hold", expected: "pending" },
    expect: [403],
  }),
  "POST /api/admin/jobs/:id/notes": (a) => ({ url: `/api/admin/jobs/${a.pendingJobId}/notes`, payload: { body: "not mine" }, expect: [403] }),
  "GET /api/admin/jobs/:id/technician-suggestions": (a) => ({ url: `/api/admin/jobs/${a.pendingJobId}/technician-suggestions`, expect: [403] }),
  "POST /api/admin/jobs/:id/assign": (a) => ({
    url: `/api/admin/jobs/${a.pendingJobId}/assign`,
    payload: { technician_id: ID, expected_technician_id: null },
    expect: [403],
  }),
  "GET /api/admin/jobs/:id/work-order": (a) => ({ url: `/api/admin/jobs/${a.pendingJobId}/work-order`, expect: [403] }),
  "GET /api/admin/technicians/:id/day-sheet": () => ({ url: `/api/admin/technicians/${ID}/day-sheet?date=2099-01-01`, expect: [403] }),
  // The owner's job is no job of the intruding technician's (404).
  "GET /api/technician/jobs/:id/work-order": (a) => ({ url: `/api/technician/jobs/${a.pendingJobId}/work-order`, expect: [403, 404] }),
  // Admin routes (Quotes): the admin scope refuses every other role before the id is read.
  "GET /api/admin/quotes/:id": () => ({ url: `/api/admin/quotes/${ID}`, expect: [403] }),
  "POST /api/admin/quotes/:id/answer": () => ({ url: `/api/admin/quotes/${ID}/answer`, payload: { note: "answered by an intruder" }, expect: [403] }),
  "POST /api/admin/schedule/jobs/:id/move": (a) => ({
    url: `/api/admin/schedule/jobs/${a.pendingJobId}/move`,
    payload: {
      scheduled_date: "2026-12-14",
      scheduled_time: "9:00 AM",
      technician_id: ID,
      expected: { scheduled_date: null, scheduled_time: null, technician_id: null },
    },
    expect: [403],
  }),
  "POST /api/admin/quotes/:id/job": () => ({
    url: `/api/admin/quotes/${ID}/job`,
    payload: {
      title: "Intruder job",
      customer_name: "Ivan Intruder",
      customer_email: "ivan@example.com",
      customer_phone: "4075550111",
      service_address: "1 Elsewhere Rd",
      service_city: "Tampa",
      service_state: "FL",
      service_zip: "33601",
    },
    expect: [403],
  }),
  // Admin routes: a customer or technician is refused before the id is looked at.
  "PUT /api/admin/services/:id": (a) => ({
    url: `/api/admin/services/${a.favoriteServiceId}`,
    payload: { name: "Taken over", category: "Nope" },
    expect: [403],
  }),
  "DELETE /api/admin/services/:id": (a) => ({ url: `/api/admin/services/${a.favoriteServiceId}`, expect: [403] }),
  "GET /api/admin/services/:id/reviews": (a) => ({ url: `/api/admin/services/${a.favoriteServiceId}/reviews`, expect: [403] }),
  "POST /api/admin/services/:id/reviews": (a) => ({
    url: `/api/admin/services/${a.favoriteServiceId}/reviews`,
    payload: { customer_name: "Ivan Intruder", rating: 1 },
    expect: [403],
  }),
  "PUT /api/admin/services/:id/reviews/:reviewId": (a) => ({
    url: `/api/admin/services/${a.favoriteServiceId}/reviews/${ownerReviewId}`,
    payload: { customer_name: "Ivan Intruder", rating: 1 },
    expect: [403],
  }),
  "DELETE /api/admin/services/:id/reviews/:reviewId": (a) => ({ url: `/api/admin/services/${a.favoriteServiceId}/reviews/${ownerReviewId}`, expect: [403] }),
  // Admin routes (Website): a real banner and ad; the admin scope refuses before the id is read.
  "PUT /api/admin/website/banners/:id": () => ({
    url: `/api/admin/website/banners/${banner.id}`,
    payload: { title: "Taken over", image_url: "/demo/hero/x.svg" },
    expect: [403],
  }),
  "POST /api/admin/website/banners/:id/active": () => ({ url: `/api/admin/website/banners/${banner.id}/active`, payload: { is_active: false }, expect: [403] }),
  "DELETE /api/admin/website/banners/:id": () => ({ url: `/api/admin/website/banners/${banner.id}`, expect: [403] }),
  "POST /api/admin/website/banners/:id/ads": () => ({ url: `/api/admin/website/banners/${banner.id}/ads`, payload: { position: "bottom" }, expect: [403] }),
  "PUT /api/admin/website/banners/:id/ads/:adId": () => ({
    url: `/api/admin/website/banners/${banner.id}/ads/${banner.adId}`,
    payload: { title: "Hijacked" },
    expect: [403],
  }),
  "DELETE /api/admin/website/banners/:id/ads/:adId": () => ({ url: `/api/admin/website/banners/${banner.id}/ads/${banner.adId}`, expect: [403] }),
  // Admin routes (Invoices): the admin scope refuses every other role before the id is read.
  "GET /api/admin/invoices/:id": () => ({ url: `/api/admin/invoices/${ID}`, expect: [403] }),
  "POST /api/admin/invoices/:id/email": () => ({
    url: `/api/admin/invoices/${ID}/email`,
    payload: { idempotency_key: "7d6b1f0e-4a8c-4c1e-9d2a-1b3c5d7e9f01" },
    expect: [403],
  }),
  "POST /api/admin/invoices/:id/mark-paid": () => ({ url: `/api/admin/invoices/${ID}/mark-paid`, expect: [403] }),
  "POST /api/admin/invoices/:id/void": () => ({ url: `/api/admin/invoices/${ID}/void`, payload: { reason: "Not mine to void" }, expect: [403] }),
  "POST /api/admin/invoices/:id/credit-notes": () => ({
    url: `/api/admin/invoices/${ID}/credit-notes`,
    payload: { amount: 100, reason: "Not mine to credit" },
    expect: [403],
  }),
  "POST /api/admin/invoices/:id/payments": () => ({
    url: `/api/admin/invoices/${ID}/payments`,
    payload: { amount: 100, method: "cash", idempotency_key: "00000000-0000-4000-8000-000000000000" },
    expect: [403],
  }),
  // Jobs: the owner's job belongs to no technician of the intruder's (404), and a customer is refused the scope (403).
  "GET /api/technician/jobs/:id": (a) => ({ url: `/api/technician/jobs/${a.pendingJobId}`, expect: [403, 404] }),
  "POST /api/technician/jobs/:id/start": (a) => ({ url: `/api/technician/jobs/${a.pendingJobId}/start`, payload: { expected: "pending" }, expect: [403, 404] }),
  "POST /api/technician/jobs/:id/complete": (a) => ({ url: `/api/technician/jobs/${a.pendingJobId}/complete`, payload: {}, expect: [403, 404, 409] }),
  "POST /api/technician/jobs/:id/notes": (a) => ({
    url: `/api/technician/jobs/${a.pendingJobId}/notes`,
    payload: { customer_notes: "not mine" },
    expect: [403, 404],
  }),
  "POST /api/technician/jobs/:id/photos": (a) => ({
    url: `/api/technician/jobs/${a.pendingJobId}/photos`,
    payload: { url: "/uploads/jobs/x.jpg" },
    expect: [403, 404],
  }),
  "GET /api/admin/customers/:id": () => ({ url: `/api/admin/customers/${ID}`, expect: [403] }),
  // A valid edit, so only the admin scope can refuse it.
  "PUT /api/admin/customers/:id": () => ({ url: `/api/admin/customers/${ID}`, payload: { first_name: "Intruder", phone: "(407) 555-0000" }, expect: [403] }),
  "GET /api/admin/technicians/:id/hours": () => ({ url: `/api/admin/technicians/${ID}/hours`, expect: [403] }),
  "PUT /api/admin/technicians/:id/hours": () => ({ url: `/api/admin/technicians/${ID}/hours`, payload: { weekly_hours: null, skills: [] }, expect: [403] }),
  "POST /api/admin/technicians/:id/time-off": () => ({
    url: `/api/admin/technicians/${ID}/time-off`,
    payload: { starts_on: "2099-01-01", ends_on: "2099-01-01", reason: "x" },
    expect: [403],
  }),
  "DELETE /api/admin/technicians/:id/time-off/:timeOffId": () => ({ url: `/api/admin/technicians/${ID}/time-off/${ID}`, expect: [403] }),
  // The owner's job and the estimate sent to them. The customer is refused by the
  // technician scope (403); a technician finds neither, since the job is not theirs (404).
  "GET /api/technician/jobs/:id/rooms": (a) => ({ url: `/api/technician/jobs/${a.pendingJobId}/rooms`, expect: [403, 404] }),
  "PUT /api/technician/jobs/:id/rooms": (a) => ({
    url: `/api/technician/jobs/${a.pendingJobId}/rooms`,
    payload: { rooms: [{ name: "Taken over", length: 10, width: 10 }] },
    expect: [403, 404],
  }),
  "GET /api/technician/jobs/:id/estimates": (a) => ({ url: `/api/technician/jobs/${a.pendingJobId}/estimates`, expect: [403, 404] }),
  "POST /api/technician/jobs/:id/estimates": (a) => ({
    url: `/api/technician/jobs/${a.pendingJobId}/estimates`,
    payload: { items: [{ description: "Intruder", quantity: 1, rate: 100 }], estimated_hours: 0 },
    expect: [403, 404],
  }),
  "GET /api/technician/estimates/:id": () => ({ url: `/api/technician/estimates/${ownerEstimateId}`, expect: [403, 404] }),
  "PUT /api/technician/estimates/:id": () => ({
    url: `/api/technician/estimates/${ownerEstimateId}`,
    payload: { items: [{ description: "Intruder", quantity: 1, rate: 100 }], estimated_hours: 0 },
    expect: [403, 404],
  }),
  "POST /api/technician/estimates/:id/send": () => ({ url: `/api/technician/estimates/${ownerEstimateId}/send`, payload: {}, expect: [403, 404] }),
  "GET /api/me/invoices/:id": () => ({ url: `/api/me/invoices/${ownerInvoiceId}`, expect: [404] }),
  "POST /api/me/invoices/:id/payments": () => ({ url: `/api/me/invoices/${ownerInvoiceId}/payments`, payload: { amount: 100 }, expect: [404] }),
  "POST /api/me/estimates/:id/approve": () => ({ url: `/api/me/estimates/${ownerEstimateId}/approve`, payload: {}, expect: [404] }),
  "POST /api/me/estimates/:id/decline": () => ({ url: `/api/me/estimates/${ownerEstimateId}/decline`, payload: {}, expect: [404] }),
  // The owner's conversation's stream and read mark, their notification, and the inbox.
  "GET /api/chat/conversations/:id/events": (a) => ({ url: `/api/chat/conversations/${a.conversationId}/events`, expect: [403, 404] }),
  "POST /api/chat/conversations/:id/read": (a) => ({ url: `/api/chat/conversations/${a.conversationId}/read`, payload: {}, expect: [403, 404] }),
  "POST /api/notifications/:id/read": () => ({ url: `/api/notifications/${ownerNotificationId}/read`, payload: {}, expect: [404] }),
  "GET /api/admin/inbox/:id": (a) => ({ url: `/api/admin/inbox/${a.conversationId}`, expect: [403] }),
  "POST /api/admin/inbox/:id/read": (a) => ({ url: `/api/admin/inbox/${a.conversationId}/read`, payload: {}, expect: [403] }),
  "POST /api/admin/inbox/:id/replies": (a) => ({
    url: `/api/admin/inbox/${a.conversationId}/replies`,
    payload: { message: "an intruder's reply", idempotency_key: crypto.randomUUID() },
    expect: [403],
  }),
  "POST /api/admin/inbox/:id/resolve": (a) => ({ url: `/api/admin/inbox/${a.conversationId}/resolve`, payload: {}, expect: [403] }),
  "POST /api/admin/inbox/:id/reopen": (a) => ({ url: `/api/admin/inbox/${a.conversationId}/reopen`, payload: {}, expect: [403] }),
};

describe.each(["customer", "technician"] as const)("another owner's data, as a %s", (intruder) => {
  it.each(ROUTES)("$method $path leaks and changes nothing", async (route) => {
    const intrusion = INTRUSIONS[`${route.method} ${route.path}`]?.(owner);
    const before = await databaseFingerprint(t.database.pool);
    const response = await send(route, intrusion?.url ?? route.url ?? route.path, cookies[intruder], intrusion?.payload ?? route.payload);
    if (intrusion) expect(intrusion.expect, response.body).toContain(response.statusCode);
    expect(response.statusCode, response.body).toBeLessThan(500);
    for (const marker of owner.markers) expect(response.body.toLowerCase(), `the reply holds ${marker}`).not.toContain(marker.toLowerCase());
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });
});

// Decision 0114: a guest's paid emergency has no account, so its id alone must not complete it:
// only the resume token issued to the payer's browser does.
describe("a guest's paid emergency, completed by someone else", () => {
  let guest: { booking_id: string; resume_token: string };
  beforeAll(async () => {
    const paid = await t.request({
      method: "POST",
      url: "/api/emergency/payments",
      payload: { idempotency_key: crypto.randomUUID(), is_test: true, customer_phone: "4075550142" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    guest = paid.json();
  });
  const forged = (): string => `${guest.booking_id}.${owner.emergencyResumeToken.split(".")[1]}`;
  const attempts: [string, TCaller | undefined, () => string | undefined][] = [
    ["a visitor without the token", undefined, () => undefined],
    ["a visitor with another booking's token", undefined, () => owner.emergencyResumeToken],
    ["a visitor with a forged token", undefined, forged],
    ["a customer without the token", "customer", () => undefined],
    ["a customer with a forged token", "customer", forged],
    ["a technician without the token", "technician", () => undefined],
    ["an admin without the token", "admin", () => undefined],
  ];
  it.each(attempts)("refuses %s and changes nothing", async (_name, caller, token) => {
    const before = await databaseFingerprint(t.database.pool);
    const resume_token = token();
    const response = await t.request({
      method: "PUT",
      url: `/api/emergency/bookings/${guest.booking_id}`,
      payload: { ...intruderEmergencyDetails, ...(resume_token ? { resume_token } : {}) },
      cookie: caller ? cookies[caller] : undefined,
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });
});

it("attacks every route that takes an id with another owner's id", () => {
  const withIds = ROUTES.filter((route) => route.path.includes(":")).map((route) => `${route.method} ${route.path}`);
  expect(new Set(Object.keys(INTRUSIONS))).toEqual(new Set(withIds));
});

it("still serves the owner everything the intruders tried to reach", async () => {
  const mine = await t.request({ method: "GET", url: `/api/me/bookings/${owner.pendingBookingId}`, cookie: owner.cookie });
  expect(mine.json()).toMatchObject({ status: "pending", can_cancel: true });
  const favorites = await t.request({ method: "GET", url: "/api/favorites", cookie: owner.cookie });
  expect(favorites.json().favorites.map((f: { service_id: string }) => f.service_id)).toEqual([owner.favoriteServiceId]);
});

it("covers every route the app registers, method by method", () => {
  // Fastify answers HEAD for every GET by itself: it is the GET's guard that answers.
  const registered = registeredRoutes(t.app).flatMap((route) => route.methods.filter((method) => method !== "HEAD").map((method) => `${method} ${route.path}`));
  const tested = ROUTES.map((route) => `${route.method} ${route.path}`);
  for (const route of registered) expect(tested, `${route} has no expected outcome for every caller`).toContain(route);
  expect(new Set(registered)).toEqual(new Set(tested));
  expect(tested.length, "a route is listed twice").toBe(new Set(tested).size);
});

// Decision 0118: a job's photos show a customer's home. They are served to admins, to the
// technician the job is assigned to (and whoever took the photo), and to the job's customer;
// to nobody else, whoever has the address.
describe("GET /uploads/jobs/:name", () => {
  async function uploadAs(cookie: string | undefined, folder: "jobs" | "services") {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const boundary = "----access-photo";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.request({
      method: "POST",
      url: "/api/uploads",
      cookie,
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { url: string; image: { webp: string } };
  }

  it("serves a job's photo and its sizes to the admin, the assigned technician and the job's customer only", async () => {
    const assigned = await t.signedIn("technician");
    const [record] = await t.database.db.select({ id: technicians.id }).from(technicians).where(eq(technicians.profile_id, assigned.userId));
    await t.database.db.update(jobs).set({ technician_id: record.id }).where(eq(jobs.id, owner.pendingJobId));
    const photo = await uploadAs(assigned.cookie, "jobs");
    await t.database.db.insert(jobPhotos).values({ job_id: owner.pendingJobId, uploaded_by: assigned.userId, url: photo.url });
    const files = [photo.url, photo.image.webp.split(" ")[0]];
    const get = (url: string, cookie?: string) => t.request({ method: "GET", url, cookie });
    for (const url of files) {
      for (const [who, cookie] of [
        ["the admin", cookies.admin],
        ["the assigned technician", assigned.cookie],
        ["the job's customer", owner.cookie],
      ] as const) {
        const response = await get(url, cookie);
        expect(response.statusCode, `${who} ${url}`).toBe(200);
        expect(response.headers["cache-control"], who).toBe("private, max-age=3600");
      }
      expect((await get(url)).statusCode, `a visitor ${url}`).toBe(401);
      for (const [who, cookie] of [
        ["another customer", cookies.customer],
        ["another technician", cookies.technician],
        ["a retired technician", cookies["retired-technician"]],
      ] as const) {
        const response = await get(url, cookie);
        expect(response.statusCode, `${who} ${url}`).toBe(404);
        expect(response.json()).toEqual({ code: "NOT_FOUND", message: "File not found" });
      }
    }
  });

  it("shows a technician the photo they have just taken, before it is on a job, and nobody else", async () => {
    const photo = await uploadAs(cookies.technician, "jobs");
    expect((await t.request({ method: "GET", url: photo.url, cookie: cookies.technician })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: photo.url, cookie: cookies["retired-technician"] })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: photo.url, cookie: owner.cookie })).statusCode).toBe(404);
  });

  it("keeps the catalogue's and the banners' images public", async () => {
    const image = await uploadAs(cookies.admin, "services");
    const response = await t.request({ method: "GET", url: image.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
