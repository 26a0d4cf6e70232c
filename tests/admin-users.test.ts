import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import { auditLog, jobs, profiles, technicians } from "../src/server/db/schema.ts";
import { LAST_ADMIN, NO_LONGER_ADMIN } from "../src/server/modules/users/users.service.ts";
import type { TRole } from "../src/shared/roles.ts";
import { insertJob, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Users and roles (staff-side.md §2 User management, §5 Role assignment, §6 Roles):
// admins only, the last admin kept, the technician record in step with the role, every change
// audited, and the new role seen on the changed user's next request.
let t: TTestApp;
let admin: { cookie: string; userId: string; email: string };
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  admin = await t.signedIn("admin");
});
afterAll(() => t.close());

const assign = (email: string, role: TRole | string, cookie: string | null = admin.cookie) =>
  t.request({ method: "PUT", url: "/api/admin/users/role", cookie: cookie ?? undefined, payload: { email, role } });
const roleOf = async (id: string) => (await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)))[0].role;
const technicianOf = async (profileId: string) => (await t.database.db.select().from(technicians).where(eq(technicians.profile_id, profileId)))[0] ?? null;
const auditsOf = (id: string) =>
  t.database.db
    .select({ actor_id: auditLog.actor_id, action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "user-role"), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.created_at);

describe("who may call", () => {
  it("refuses visitors (401), customers and technicians (403), and changes nothing", async () => {
    const target = await t.signedIn("customer");
    for (const [cookie, status] of [
      [null, 401],
      [(await t.signedIn("customer")).cookie, 403],
      [(await t.signedIn("technician")).cookie, 403],
    ] as const) {
      expect((await assign(target.email, "admin", cookie)).statusCode).toBe(status);
      expect((await t.request({ method: "GET", url: "/api/admin/users", cookie: cookie ?? undefined })).statusCode).toBe(status);
    }
    expect(await roleOf(target.userId)).toBe("customer");
    expect(await auditsOf(target.userId)).toEqual([]);
  });
});

describe("PUT /api/admin/users/role", () => {
  it("names the field of a blank or malformed e-mail and of an unknown role; the role defaults to customer", async () => {
    for (const [payload, field] of [
      [{ email: "", role: "admin" }, "email"],
      [{ email: "  ", role: "admin" }, "email"],
      [{ email: "no-at-sign", role: "admin" }, "email"],
      [{ role: "admin" }, "email"],
      [{ email: "a@example.com", role: "owner" }, "role"],
    ] as const) {
      const response = await t.request({ method: "PUT", url: "/api/admin/users/role", cookie: admin.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const technician = await t.signedIn("technician");
    const response = await t.request({ method: "PUT", url: "/api/admin/users/role", cookie: admin.cookie, payload: { email: technician.email } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: `${technician.email} is now a customer`, user_id: technician.userId, role: "customer" });
  });

  it("answers 404 naming the e-mail when no account has it", async () => {
    const response = await assign("nobody-here@example.com", "technician");
    expect(response.statusCode).toBe(404);
    expect(response.json().fields).toEqual([{ field: "email", message: "No user with this e-mail" }]);
  });

  it("makes a customer a technician: the record is created, audited, and the next request has the role", async () => {
    const target = await t.signedIn("customer");
    expect((await t.request({ method: "GET", url: "/api/technician/me", cookie: target.cookie })).statusCode).toBe(403);

    const response = await assign(`  ${target.email.toUpperCase()} `, "technician");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`${target.email} is now a technician`);
    expect(await roleOf(target.userId)).toBe("technician");
    const record = await technicianOf(target.userId);
    expect(record).toMatchObject({ is_active: true });
    expect(await auditsOf(target.userId)).toEqual([
      { actor_id: admin.userId, action: "set-role", details: { from: "customer", to: "technician", technician_id: record.id } },
    ]);
    // The same session, no sign-in again: the server reads the role on every request.
    expect((await t.request({ method: "GET", url: "/api/me", cookie: target.cookie })).json().role).toBe("technician");
    expect((await t.request({ method: "GET", url: "/api/technician/me", cookie: target.cookie })).statusCode).toBe(200);
  });

  it("takes the role away: the record is retired, its jobs stay assigned and show a former technician; a new promotion re-activates it", async () => {
    const target = await t.signedIn("customer");
    await assign(target.email, "technician");
    const record = await technicianOf(target.userId);
    const customerId = await makeCustomer(t, { first_name: "Jo", last_name: "Client", email: `jo-${record.id}@example.com` });
    const jobId = await insertJob(t, { customer_id: customerId, title: "Gutter clean", technician_id: record.id });

    expect((await assign(target.email, "customer")).statusCode).toBe(200);
    expect(await technicianOf(target.userId)).toMatchObject({ id: record.id, is_active: false });
    const [job] = await t.database.db.select({ technician_id: jobs.technician_id }).from(jobs).where(eq(jobs.id, jobId));
    expect(job.technician_id).toBe(record.id);
    const detail = (await t.request({ method: "GET", url: `/api/admin/jobs/${jobId}`, cookie: admin.cookie })).json();
    expect(detail.technician).toMatchObject({ id: record.id, is_active: false });
    expect((await t.request({ method: "GET", url: "/api/technician/me", cookie: target.cookie })).statusCode).toBe(403);

    expect((await assign(target.email, "technician")).statusCode).toBe(200);
    expect(await technicianOf(target.userId)).toMatchObject({ id: record.id, is_active: true });
    expect((await t.database.db.select().from(technicians).where(eq(technicians.profile_id, target.userId))).length).toBe(1);
    expect((await auditsOf(target.userId)).map((row) => row.details)).toEqual([
      { from: "customer", to: "technician", technician_id: record.id },
      { from: "technician", to: "customer", technician_id: record.id },
      { from: "customer", to: "technician", technician_id: record.id },
    ]);
  });

  it("writes nothing when the role is already the one asked for", async () => {
    const target = await t.signedIn("customer");
    const response = await assign(target.email, "customer");
    expect(response.statusCode).toBe(200);
    expect(await auditsOf(target.userId)).toEqual([]);
  });
});

describe("the last admin", () => {
  // Only the admins this block makes: every other admin of the test database is made a customer.
  async function onlyAdmins(...ids: string[]) {
    await t.database.db
      .update(profiles)
      .set({ role: "customer" })
      .where(and(eq(profiles.role, "admin"), ne(profiles.id, ids[0]), ...ids.slice(1).map((id) => ne(profiles.id, id))));
  }
  let first: Awaited<ReturnType<TTestApp["signedIn"]>>;
  let second: Awaited<ReturnType<TTestApp["signedIn"]>>;
  beforeEach(async () => {
    first = await t.signedIn("admin");
    second = await t.signedIn("admin");
  });

  it("cannot be demoted, by themselves or anyone (409 naming the role), and nothing is written", async () => {
    await onlyAdmins(first.userId);
    const response = await assign(first.email, "technician", first.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONFLICT", message: LAST_ADMIN, fields: [{ field: "role", message: LAST_ADMIN }] });
    expect(await roleOf(first.userId)).toBe("admin");
    expect(await technicianOf(first.userId)).toBeNull();
    expect(await auditsOf(first.userId)).toEqual([]);
  });

  it("may step down while another admin remains", async () => {
    await onlyAdmins(first.userId, second.userId);
    expect((await assign(first.email, "customer", first.cookie)).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/admin/users", cookie: first.cookie })).statusCode).toBe(403);
    expect((await assign(second.email, "customer", second.cookie)).statusCode).toBe(409);
  });

  it("survives two admins demoting each other at once: exactly one change passes", async () => {
    await onlyAdmins(first.userId, second.userId);
    const [a, b] = await Promise.all([assign(second.email, "customer", first.cookie), assign(first.email, "customer", second.cookie)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses, `${a.body} / ${b.body}`).toEqual([200, 403]);
    const loser = a.statusCode === 403 ? a : b;
    // Refused under the lock, or by the route's guard when the other change committed first.
    expect([NO_LONGER_ADMIN, "You do not have access to this"]).toContain(loser.json().message);
    const roles = [await roleOf(first.userId), await roleOf(second.userId)].sort();
    expect(roles).toEqual(["admin", "customer"]);
  });

  it("survives two admins demoting the other and themselves at once: one admin is always left", async () => {
    await onlyAdmins(first.userId, second.userId);
    const results = await Promise.all([assign(first.email, "technician", first.cookie), assign(second.email, "technician", second.cookie)]);
    expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(" / ")).toEqual([200, 409]);
    const admins = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
    expect(admins).toHaveLength(1);
  });
});

describe("GET /api/admin/users", () => {
  it("searches name and e-mail on the server, pages newest first, and counts the matches", async () => {
    // The block above left its own admins only.
    admin = await t.signedIn("admin");
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (const name of ["Ada", "Bea", "Cal"]) {
      const account = await t.signedIn("customer", `${name.toLowerCase()}.${tag}@example.com`);
      await t.database.db
        .update(profiles)
        .set({ first_name: name, last_name: `Lovelace${tag}` })
        .where(eq(profiles.id, account.userId));
      made.push(account);
    }
    const page1 = (await t.request({ method: "GET", url: `/api/admin/users?q=${tag}&limit=2`, cookie: admin.cookie })).json();
    expect(page1.total).toBe(3);
    expect(page1.items.map((u: { first_name: string }) => u.first_name)).toEqual(["Cal", "Bea"]);
    expect(page1.items[0]).toEqual({
      id: made[2].userId,
      email: made[2].email,
      first_name: "Cal",
      last_name: `Lovelace${tag}`,
      role: "customer",
      created_at: expect.any(String),
    });
    const page2 = (await t.request({ method: "GET", url: `/api/admin/users?q=${tag}&limit=2&cursor=${page1.next_cursor}`, cookie: admin.cookie })).json();
    expect(page2.items.map((u: { first_name: string }) => u.first_name)).toEqual(["Ada"]);
    expect(page2.next_cursor).toBeNull();

    const byName = (await t.request({ method: "GET", url: `/api/admin/users?q=${encodeURIComponent(`bea lovelace${tag}`)}`, cookie: admin.cookie })).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([made[1].userId]);
    const wildcard = (await t.request({ method: "GET", url: `/api/admin/users?q=${encodeURIComponent("%_")}`, cookie: admin.cookie })).json();
    expect(wildcard.total).toBe(0);
  });

  it("uses the trigram index for a name search", async () => {
    await t.database.pool.query("analyze profiles");
    const client = await t.database.pool.connect();
    try {
      await client.query("set enable_seqscan = off");
      const plan = await client.query("explain select id from profiles where full_name ilike '%lovelace%' or email ilike '%lovelace%'");
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/profiles_(full_name|email)_trgm_idx/);
    } finally {
      await client.query("reset enable_seqscan");
      client.release();
    }
  });
});
