import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { customers, jobs, profiles, technicians } from "../src/server/db/schema.ts";
import type { TJobStatus } from "../src/shared/rules/job-status.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0032: the technician scope resolves the viewer's record once, and its routes read
// only that record's rows. staff-side.md §2 Technician Dashboard: the header's pending count and
// the Jobs tab's counters Pending (pending plus scheduled), Active (in_progress), Done (completed).
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function technicianRecord(userId: string) {
  const [record] = await t.database.db.select().from(technicians).where(eq(technicians.profile_id, userId));
  return record;
}

async function giveJobs(technicianId: string | null, statuses: TJobStatus[]) {
  const [customer] = await t.database.db
    .insert(customers)
    .values({ email: `c-${crypto.randomUUID()}@example.com`, first_name: "Cora", last_name: "Client" })
    .returning({ id: customers.id });
  for (const status of statuses) {
    await t.database.db.insert(jobs).values({
      title: `Job ${status}`,
      status,
      customer_id: customer.id,
      technician_id: technicianId,
      service_address: "1 Oak St",
      service_city: "Orlando",
      service_state: "FL",
      service_zip: "32801",
    });
  }
}

describe("GET /api/technician/me", () => {
  it("answers with the technician's own record, name, e-mail and counters", async () => {
    const me = await t.signedIn("technician");
    await t.database.db.update(profiles).set({ first_name: "Tess", last_name: "Tech" }).where(eq(profiles.id, me.userId));
    const record = await technicianRecord(me.userId);
    await giveJobs(record.id, ["pending", "scheduled", "scheduled", "in_progress", "completed", "completed", "completed", "on_hold", "cancelled"]);
    // Another technician's jobs and unassigned ones are not counted.
    const other = await t.signedIn("technician");
    await giveJobs((await technicianRecord(other.userId)).id, ["pending", "in_progress", "completed"]);
    await giveJobs(null, ["pending"]);

    const response = await t.request({ method: "GET", url: "/api/technician/me", cookie: me.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: record.id,
      profile_id: me.userId,
      is_active: true,
      name: "Tess Tech",
      email: me.email,
      jobs: { pending: 3, active: 1, done: 3 },
    });
  });

  it("names a technician without a first or last name by the account's name", async () => {
    const me = await t.signedIn("technician");
    const response = await t.request({ method: "GET", url: "/api/technician/me", cookie: me.cookie });
    expect(response.json()).toMatchObject({ name: me.email, jobs: { pending: 0, active: 0, done: 0 } });
  });

  it("refuses a technician whose record was made inactive, and one with no record", async () => {
    const retired = await t.signedIn("technician");
    await t.database.db.update(technicians).set({ is_active: false }).where(eq(technicians.profile_id, retired.userId));
    const orphan = await t.signedIn("technician");
    await t.database.db.delete(technicians).where(eq(technicians.profile_id, orphan.userId));
    for (const cookie of [retired.cookie, orphan.cookie]) {
      const response = await t.request({ method: "GET", url: "/api/technician/me", cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: "FORBIDDEN", message: "You do not have access to this" });
    }
  });

  it("refuses an admin, even one who also has a technician record", async () => {
    const admin = await t.signedIn("admin");
    await t.database.db.insert(technicians).values({ profile_id: admin.userId });
    const response = await t.request({ method: "GET", url: "/api/technician/me", cookie: admin.cookie });
    expect(response.statusCode).toBe(403);
  });

  it("opens again when an admin makes the retired technician a technician again", async () => {
    const technician = await t.signedIn("technician");
    await t.database.db.update(technicians).set({ is_active: false }).where(eq(technicians.profile_id, technician.userId));
    expect((await t.request({ method: "GET", url: "/api/technician/me", cookie: technician.cookie })).statusCode).toBe(403);
    const admin = await t.signedIn("admin");
    const assigned = await t.request({
      method: "PUT",
      url: "/api/admin/users/role",
      cookie: admin.cookie,
      payload: { email: technician.email, role: "technician" },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/technician/me", cookie: technician.cookie })).statusCode).toBe(200);
  });
});
