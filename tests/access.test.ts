import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TRole } from "../src/shared/roles.ts";
import { seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { registeredRoutes } from "./setup/route-paths.ts";
import { freeSlot, makeOwner, type TOwned } from "./setup/owner-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Every API route and who may call it (issue #2: the guard on every route). `path` is the
// route as registered; `url` a concrete request to it. Writes send an empty body: the guard
// answers before validation, so visitors get 401 and wrong roles 403, never 400.
type TRoute = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; url?: string; audience: "anyone" | "signed-in" | TRole[]; payload?: unknown };
const ID = "00000000-0000-4000-8000-000000000000";
const ROUTES: TRoute[] = [
  { method: "GET", path: "/api/health", audience: "anyone" },
  { method: "GET", path: "/api/openapi.json", audience: "anyone" },
  { method: "GET", path: "/api/services", audience: "anyone" },
  { method: "GET", path: "/api/services/:id", url: `/api/services/${ID}`, audience: "anyone" },
  { method: "GET", path: "/api/services/:id/reviews", url: `/api/services/${ID}/reviews`, audience: "anyone" },
  { method: "GET", path: "/api/settings/public", audience: "anyone" },
  { method: "GET", path: "/api/website/hero", audience: "anyone" },
  { method: "GET", path: "/api/bookings/availability", url: "/api/bookings/availability?date=2099-01-01", audience: "anyone" },
  { method: "POST", path: "/api/bookings", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/bookings/deposits", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/bookings/discount-preview", audience: "anyone", payload: {} },
  { method: "GET", path: "/api/bookings/:id/summary", url: `/api/bookings/${ID}/summary`, audience: "anyone" },
  { method: "POST", path: "/api/emergency/payments", audience: "anyone", payload: { idempotency_key: "not-a-uuid" } },
  { method: "PUT", path: "/api/emergency/bookings/:id", url: `/api/emergency/bookings/${ID}`, audience: "anyone", payload: {} },
  { method: "POST", path: "/api/emergency/bookings", audience: "anyone", payload: {} },
  { method: "POST", path: "/api/emergency/resume", audience: "anyone", payload: {} },
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
  { method: "GET", path: "/api/admin/users", audience: ["admin"] },
  { method: "GET", path: "/api/admin/emergencies/pending-details", audience: ["admin"] },
  { method: "POST", path: "/api/admin/users/role", audience: ["admin"], payload: { email: "nobody@example.com", role: "technician" } },
  { method: "GET", path: "/api/admin/mail", url: "/api/admin/mail?status=failed", audience: ["admin"] },
];

let t: TTestApp;
let owner: TOwned;
const cookies: Partial<Record<TRole, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["customer", "technician", "admin"] as const) cookies[role] = (await t.signedIn(role)).cookie;
  const services = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 2, async () => (await t.signedIn("technician")).userId);
  owner = await makeOwner(t, services);
});
afterAll(() => t.close());

const call = (route: TRoute, cookie?: string) =>
  t.request({ method: route.method, url: route.url ?? route.path, cookie, ...(route.payload ? { payload: route.payload as object } : {}) });

describe.each(ROUTES)("$method $path", (route) => {
  it(route.audience === "anyone" ? "is open to visitors" : "refuses visitors with 401", async () => {
    const response = await call(route);
    if (route.audience === "anyone") {
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).not.toBe(403);
    } else {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED", message: "Please sign in to continue" });
    }
  });

  it.each(["customer", "technician", "admin"] as const)("as %s", async (role) => {
    const response = await call(route, cookies[role]);
    const allowed = route.audience === "anyone" || route.audience === "signed-in" || route.audience.includes(role);
    if (allowed) {
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).not.toBe(403);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: "FORBIDDEN", message: "You do not have access to this" });
    }
  });
});

// issue 8, A standing attack: every route called by another customer and by a technician with
// the owner's ids in it. Bodies are valid, so only ownership can refuse them. The reply must
// hold none of the owner's data, and the database must not change.
type TIntrusion = { url: string; payload?: unknown; expect: number[] };
const INTRUSIONS: Record<string, (a: TOwned) => TIntrusion> = {
  // The catalogue is public: the owner's favourite service is just a service.
  "GET /api/services/:id": (a) => ({ url: `/api/services/${a.favoriteServiceId}`, expect: [200] }),
  "GET /api/services/:id/reviews": (a) => ({ url: `/api/services/${a.favoriteServiceId}/reviews`, expect: [200] }),
  // 0005: the checkout summary is readable with the booking's unguessable id, without contact details.
  "GET /api/bookings/:id/summary": (a) => ({ url: `/api/bookings/${a.pendingBookingId}/summary`, expect: [200] }),
  "PUT /api/emergency/bookings/:id": (a) => ({
    url: `/api/emergency/bookings/${a.emergencyBookingId}`,
    payload: {
      customer_name: "Ivan Intruder",
      customer_phone: "4075550111",
      customer_email: "ivan@example.com",
      service_address: "1 Elsewhere Rd",
      service_city: "Tampa",
      service_state: "FL",
      service_zip: "33601",
      description: "taking over this booking",
    },
    expect: [403, 404],
  }),
  "POST /api/chat/conversations/:id/messages": (a) => ({ url: `/api/chat/conversations/${a.conversationId}/messages`, payload: { message: "hello?" }, expect: [403, 404] }),
  "GET /api/chat/conversations/:id/messages": (a) => ({ url: `/api/chat/conversations/${a.conversationId}/messages`, expect: [403, 404] }),
  // Favourites are keyed by the caller: removing the owner's favourite service removes only one's own.
  "DELETE /api/favorites/:serviceId": (a) => ({ url: `/api/favorites/${a.favoriteServiceId}`, expect: [204, 404] }),
  "GET /api/me/bookings/:id": (a) => ({ url: `/api/me/bookings/${a.pendingBookingId}`, expect: [404] }),
  "POST /api/me/bookings/:id/reschedule": (a) => ({ url: `/api/me/bookings/${a.pendingBookingId}/reschedule`, payload: freeSlot(), expect: [404] }),
  "POST /api/me/bookings/:id/cancel": (a) => ({ url: `/api/me/bookings/${a.pendingBookingId}/cancel`, expect: [404] }),
  "POST /api/me/bookings/:id/review": (a) => ({ url: `/api/me/bookings/${a.completedBookingId}/review`, payload: { rating: 1, review_text: "not mine" }, expect: [404] }),
};

describe.each(["customer", "technician"] as const)("another owner's data, as a %s", (intruder) => {
  it.each(ROUTES)("$method $path leaks and changes nothing", async (route) => {
    const intrusion = INTRUSIONS[`${route.method} ${route.path}`]?.(owner);
    const before = await databaseFingerprint(t.database.pool);
    const response = await t.request({
      method: route.method,
      url: intrusion?.url ?? route.url ?? route.path,
      cookie: cookies[intruder],
      ...(intrusion?.payload ?? route.payload ? { payload: (intrusion?.payload ?? route.payload) as object } : {}),
    });
    if (intrusion) expect(intrusion.expect, response.body).toContain(response.statusCode);
    expect(response.statusCode, response.body).toBeLessThan(500);
    for (const marker of owner.markers) expect(response.body.toLowerCase(), `the reply holds ${marker}`).not.toContain(marker.toLowerCase());
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

it("covers every route the app registers", () => {
  const registered = registeredRoutes(t.app).map((route) => route.path);
  for (const path of registered) expect(ROUTES.some((route) => route.path === path), `${path} has no access test`).toBe(true);
  expect(new Set(registered)).toEqual(new Set(ROUTES.map((route) => route.path)));
});
