import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TRole } from "../src/shared/roles.ts";
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
  { method: "GET", path: "/api/bookings/:id/summary", url: `/api/bookings/${ID}/summary`, audience: "anyone" },
  { method: "POST", path: "/api/emergency/payments", audience: "anyone", payload: { idempotency_key: "not-a-uuid" } },
  { method: "PUT", path: "/api/emergency/bookings/:id", url: `/api/emergency/bookings/${ID}`, audience: "anyone", payload: {} },
  { method: "POST", path: "/api/emergency/bookings", audience: "anyone", payload: {} },
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
  { method: "POST", path: "/api/admin/users/role", audience: ["admin"], payload: { email: "nobody@example.com", role: "technician" } },
];

let t: TTestApp;
const cookies: Partial<Record<TRole, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["customer", "technician", "admin"] as const) cookies[role] = (await t.signedIn(role)).cookie;
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

it("covers every route the app registers", () => {
  const registered = routePaths(t.app.printRoutes({ commonPrefix: false })).filter((path) => path.startsWith("/api/") && !path.startsWith("/api/auth/"));
  for (const path of registered) expect(ROUTES.some((route) => route.path === path), `${path} has no access test`).toBe(true);
  expect(new Set(registered)).toEqual(new Set(ROUTES.map((route) => route.path)));
});

/** Full paths from Fastify's route tree, where a child line holds only the rest of its parent's path. */
function routePaths(tree: string) {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split("\n")) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \((.+)\))?/);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = stack.join("") + match[2];
    stack.push(match[2]);
    if (match[3]) paths.push(path);
  }
  return paths;
}
