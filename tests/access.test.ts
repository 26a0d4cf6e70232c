import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TRole } from "../src/shared/roles.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Every API route and who may call it (issue #2: the guard on every route).
type TRoute = { method: "GET" | "POST"; url: string; audience: "anyone" | "signed-in" | TRole[]; payload?: unknown };
const ROUTES: TRoute[] = [
  { method: "GET", url: "/api/health", audience: "anyone" },
  { method: "GET", url: "/api/openapi.json", audience: "anyone" },
  { method: "GET", url: "/api/services", audience: "anyone" },
  { method: "GET", url: "/api/settings/public", audience: "anyone" },
  { method: "GET", url: "/api/me", audience: "signed-in" },
  { method: "GET", url: "/api/notifications", audience: "signed-in" },
  { method: "POST", url: "/api/notifications/read-all", audience: "signed-in" },
  { method: "POST", url: "/api/uploads", audience: ["admin", "technician"] },
  { method: "GET", url: "/api/admin/users", audience: ["admin"] },
  { method: "POST", url: "/api/admin/users/role", audience: ["admin"], payload: { email: "nobody@example.com", role: "technician" } },
];

let t: TTestApp;
const cookies: Partial<Record<TRole, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["customer", "technician", "admin"] as const) cookies[role] = (await t.signedIn(role)).cookie;
});
afterAll(() => t.close());

const call = (route: TRoute, cookie?: string) =>
  t.request({ method: route.method, url: route.url, cookie, ...(route.payload ? { payload: route.payload as object } : {}) });

describe.each(ROUTES)("$method $url", (route) => {
  it(route.audience === "anyone" ? "is open to visitors" : "refuses visitors with 401", async () => {
    const response = await call(route);
    if (route.audience === "anyone") expect(response.statusCode).toBe(200);
    else expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED", message: "Please sign in to continue" });
    if (route.audience !== "anyone") expect(response.statusCode).toBe(401);
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
  expect(registered.length).toBeGreaterThanOrEqual(ROUTES.length - 1);
  for (const path of registered) expect(ROUTES.some((route) => route.url === path), `${path} has no access test`).toBe(true);
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
