import { afterEach, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { isRole } from "../../shared/roles.ts";
import { installErrorHandling } from "../errors.ts";
import type { TViewer } from "./guard.ts";
import { adminScope, technicianScope, type TTechnicianRecord } from "./scopes.ts";

// The scopes on their own: routes inside them declare no permission, so only the scope's hook
// can refuse. The viewer comes from an `x-role` header instead of a session.
const RECORDS: Record<string, TTechnicianRecord> = {
  "user-technician": { id: "t-1", profile_id: "user-technician", is_active: true },
  "user-retired": { id: "t-2", profile_id: "user-retired", is_active: false },
};

let app: FastifyInstance;
let lookups: string[];

async function appWithScopes() {
  const instance = Fastify();
  installErrorHandling(instance, null);
  instance.decorateRequest("viewer", null as unknown as FastifyRequest["viewer"]);
  instance.addHook("onRequest", async (request) => {
    const role = request.headers["x-role"];
    const profile = request.headers["x-profile"];
    const viewer: TViewer | null =
      typeof role === "string"
        ? {
            user: { id: typeof profile === "string" ? profile : `user-${role}`, email: "", name: "", emailVerified: true },
            sessionId: "s",
            role: isRole(role) ? role : null,
          }
        : null;
    request.viewer = async () => viewer;
  });
  lookups = [];
  await adminScope(instance, async (admin) => {
    admin.get("/forgot-its-permission", async () => ({ ok: true }));
    admin.post("/body", async () => ({ ok: true }));
  });
  await technicianScope(
    instance,
    async (profileId) => {
      lookups.push(profileId);
      return RECORDS[profileId] ?? null;
    },
    async (technician) => {
      technician.get("/whoami", async (request) => ({ id: request.technician.id }));
    },
  );
  await instance.ready();
  return instance;
}

afterEach(() => app?.close());

describe("the admin scope", () => {
  it.each([
    [undefined, 401],
    ["customer", 403],
    ["technician", 403],
    ["admin", 200],
  ] as const)("answers %s with %i on a route that declares no permission", async (role, status) => {
    app = await appWithScopes();
    const response = await app.inject({ method: "GET", url: "/api/admin/forgot-its-permission", headers: role ? { "x-role": role } : {} });
    expect(response.statusCode).toBe(status);
  });

  it("refuses before the body is parsed", async () => {
    app = await appWithScopes();
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/body",
      headers: { "x-role": "customer", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("the technician scope", () => {
  it("gives the route the viewer's record, read once", async () => {
    app = await appWithScopes();
    const response = await app.inject({ method: "GET", url: "/api/technician/whoami", headers: { "x-role": "technician" } });
    expect(response.json()).toEqual({ id: "t-1" });
    expect(lookups).toEqual(["user-technician"]);
  });

  it.each([
    ["a visitor", {}, 401],
    ["a customer", { "x-role": "customer" }, 403],
    ["an admin", { "x-role": "admin" }, 403],
    ["an admin who has a technician record", { "x-role": "admin", "x-profile": "user-technician" }, 403],
    ["a technician whose record is retired", { "x-role": "technician", "x-profile": "user-retired" }, 403],
    ["a technician with no record", { "x-role": "technician", "x-profile": "user-nobody" }, 403],
  ] as const)("refuses %s", async (_who, headers, status) => {
    app = await appWithScopes();
    const response = await app.inject({ method: "GET", url: "/api/technician/whoami", headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN" });
  });
});
