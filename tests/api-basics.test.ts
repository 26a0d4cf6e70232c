import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { auditLog, notifications, profiles, serviceAddOns, services, technicians } from "../src/server/db/schema.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("checks the database", async () => {
    const response = await t.request({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("the error shape", () => {
  it("names the field and the reason for bad input", async () => {
    const response = await t.request({ method: "GET", url: "/api/services?sort=cheapest" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.fields[0].field).toBe("sort");
    expect(body.message).toMatch(/^sort: /);
  });

  it("answers an unknown API path with 404 in the same shape", async () => {
    const response = await t.request({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "No route for GET /api/nothing-here" });
  });

  it("never leaks a stack trace or SQL for malformed JSON", async () => {
    const { cookie } = await t.signedIn("admin");
    const response = await t.request({
      method: "PUT",
      url: "/api/admin/users/role",
      cookie,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|select |insert /i);
  });

  it("sends security headers", async () => {
    const response = await t.request({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("GET /api/openapi.json", () => {
  it("describes the API from the same zod schemas", async () => {
    const doc = (await t.request({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/services"].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["q", "category", "sort"]));
    expect(doc.paths["/api/admin/users/role"].put.requestBody).toBeDefined();
  });
});

describe("GET /api/services", () => {
  beforeAll(async () => {
    const rows = await t.database.db
      .insert(services)
      .values([
        {
          name: "Faucet Repair",
          category: "Plumbing",
          base_price: 14900,
          pricing_type: "flat",
          unit: "job",
          avg_rating: 4.6,
          availability_today: false,
          description: "Fix drips",
        },
        {
          name: "Ceiling Fan Install",
          category: "Electrical",
          base_price: 8500,
          pricing_type: "hourly",
          min_hours: 2,
          avg_rating: 4.9,
          availability_today: true,
        },
        {
          name: "Interior Painting",
          category: "Painting",
          base_price: 6000,
          pricing_type: "hourly",
          avg_rating: 4.2,
          display_rating_override: 5,
          availability_today: false,
        },
        { name: "Old Service", category: "Retired", base_price: 100, is_active: false },
      ])
      .returning({ id: services.id, name: services.name });
    await t.database.db.insert(serviceAddOns).values([
      { service_id: rows[0].id, name: "Haul away old faucet", price: 2500 },
      { service_id: rows[0].id, name: "Shut-off valve", price: 4500 },
    ]);
  });
  const list = async (query = "") => (await t.request({ method: "GET", url: `/api/services${query}` })).json();

  it("lists only active services with their add-ons nested, and the distinct categories", async () => {
    const body = await list();
    expect(body.total).toBe(3);
    expect(body.categories).toEqual(["Electrical", "Painting", "Plumbing"]);
    const faucet = body.services.find((s: { name: string }) => s.name === "Faucet Repair");
    expect(faucet.add_ons.map((a: { name: string }) => a.name)).toEqual(["Haul away old faucet", "Shut-off valve"]);
  });

  it("sorts recommended: available today first, then the shown rating", async () => {
    const names = (await list()).services.map((s: { name: string }) => s.name);
    expect(names).toEqual(["Ceiling Fan Install", "Interior Painting", "Faucet Repair"]);
  });

  it("sorts by price both ways and by rating", async () => {
    expect((await list("?sort=priceLow")).services.map((s: { base_price: number }) => s.base_price)).toEqual([6000, 8500, 14900]);
    expect((await list("?sort=priceHigh")).services.map((s: { base_price: number }) => s.base_price)).toEqual([14900, 8500, 6000]);
    expect((await list("?sort=rating")).services[0].name).toBe("Interior Painting");
  });

  it("searches name, description and category without regard to case, and filters by category", async () => {
    expect((await list("?q=DRIPS")).services.map((s: { name: string }) => s.name)).toEqual(["Faucet Repair"]);
    expect((await list("?q=electr")).total).toBe(1);
    expect((await list("?category=Painting")).services.map((s: { name: string }) => s.name)).toEqual(["Interior Painting"]);
    expect((await list("?q=%25")).total).toBe(0); // a % is a character to find, not a wildcard
  });

  it("pages on the server", async () => {
    const page = await list("?sort=priceLow&limit=1&offset=1");
    expect(page.total).toBe(3);
    expect(page.services.map((s: { base_price: number }) => s.base_price)).toEqual([8500]);
  });
});

describe("GET /api/settings/public", () => {
  it("gives the business facts and hides internal settings", async () => {
    const body = (await t.request({ method: "GET", url: "/api/settings/public" })).json();
    expect(body).toMatchObject({ name: "HomeFix", phone: expect.any(String), hours: expect.any(Array) });
    expect(body).not.toHaveProperty("embeds");
    expect(body).not.toHaveProperty("labor_rate_cents");
  });
});

describe("notifications", () => {
  it("lists only the signed-in user's notifications and marks them read", async () => {
    const mine = await t.signedIn("customer");
    const other = await t.signedIn("customer");
    await t.database.db.insert(notifications).values([
      { user_id: mine.userId, kind: "booking", title: "Booking confirmed" },
      { user_id: other.userId, kind: "booking", title: "Someone else's" },
    ]);
    const body = (await t.request({ method: "GET", url: "/api/notifications", cookie: mine.cookie })).json();
    expect(body.unread).toBe(1);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(["Booking confirmed"]);
    expect((await t.request({ method: "POST", url: "/api/notifications/read-all", cookie: mine.cookie, payload: {} })).statusCode).toBe(204);
    expect((await t.request({ method: "GET", url: "/api/notifications", cookie: mine.cookie })).json().unread).toBe(0);
    expect((await t.request({ method: "GET", url: "/api/notifications", cookie: other.cookie })).json().unread).toBe(1);
  });
});

describe("users and roles", () => {
  it("lists users newest first for admins, paged", async () => {
    const { cookie } = await t.signedIn("admin");
    const body = (await t.request({ method: "GET", url: "/api/admin/users?limit=2", cookie })).json();
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items[0].created_at >= body.items[1].created_at).toBe(true);
  });

  it("assigns a role by e-mail, makes a technician record and audits it", async () => {
    const admin = await t.signedIn("admin");
    const target = await t.signedIn("customer");
    const response = await t.request({
      method: "PUT",
      url: "/api/admin/users/role",
      cookie: admin.cookie,
      payload: { email: target.email.toUpperCase(), role: "technician" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, target.userId));
    expect(profile.role).toBe("technician");
    const [{ n }] = await t.database.db.select({ n: count() }).from(technicians).where(eq(technicians.profile_id, target.userId));
    expect(n).toBe(1);
    const [{ audits }] = await t.database.db.select({ audits: count() }).from(auditLog).where(eq(auditLog.entity_id, target.userId));
    expect(audits).toBe(1);
    // The new role holds on the very next request.
    expect((await t.request({ method: "GET", url: "/api/me", cookie: target.cookie })).json().role).toBe("technician");
  });

  it("refuses a blank or malformed e-mail and an unknown role with the field named", async () => {
    const { cookie } = await t.signedIn("admin");
    for (const [payload, field] of [
      [{ email: " ", role: "admin" }, "email"],
      [{ email: "not-an-email", role: "admin" }, "email"],
      [{ email: "a@example.com", role: "owner" }, "role"],
    ] as const) {
      const response = await t.request({ method: "PUT", url: "/api/admin/users/role", cookie, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});
