import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray } from "drizzle-orm";
import { auditLog, jobs, services } from "../src/server/db/schema.ts";
import { BULK_MAX_IDS } from "../src/shared/schemas/jobs.ts";
import { insertJob, makeCustomer, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Bulk bar (staff-side.md §2, §4): status, priority and delete over 1 to 500 jobs, one
// statement each, all or nothing, audited with the ids.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let customerId: string;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  customerId = await makeCustomer(t, { first_name: "Bo", last_name: "Bulk" });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.request({ method: "POST", url, cookie: admin.cookie, payload });
const some = async (n: number, values: Partial<typeof jobs.$inferInsert> = {}) => {
  const made: string[] = [];
  for (let i = 0; i < n; i++) made.push(await insertJob(t, { customer_id: customerId, ...values }));
  return made;
};
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "job"), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.created_at))
      .limit(1)
  )[0];

describe("POST /api/admin/jobs/bulk/status", () => {
  it("moves every job and sets the timestamps by the stamp rules, audited with the ids and the statuses before", async () => {
    const pending = await some(2);
    const [done] = await some(1, { status: "completed", started_at: new Date("2026-01-01T10:00:00Z"), completed_at: new Date("2026-01-01T12:00:00Z") });
    const response = await post("/api/admin/jobs/bulk/status", { ids: [...pending, done], status: "in_progress" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
    for (const id of pending) {
      const job = await storedJob(t, id);
      expect(job).toMatchObject({ status: "in_progress", completed_at: null });
      expect(job?.started_at).toBeInstanceOf(Date);
    }
    // A completed job moved back to in progress keeps when it started and is no longer completed.
    expect(await storedJob(t, done)).toMatchObject({ status: "in_progress", started_at: new Date("2026-01-01T10:00:00Z"), completed_at: null });
    expect(await lastAudit("bulk-status")).toMatchObject({
      actor_id: admin.userId,
      details: { ids: [...pending, done], to: "in_progress", from: { [pending[0]]: "pending", [pending[1]]: "pending", [done]: "completed" } },
    });

    const completed = await post("/api/admin/jobs/bulk/status", { ids: pending, status: "completed" });
    expect(completed.json()).toEqual({ count: 2 });
    const job = await storedJob(t, pending[0]);
    expect(job?.completed_at).toBeInstanceOf(Date);
    const back = await post("/api/admin/jobs/bulk/status", { ids: pending, status: "pending" });
    expect(back.json()).toEqual({ count: 2 });
    expect(await storedJob(t, pending[0])).toMatchObject({ status: "pending", started_at: null, completed_at: null });
  });

  it("changes nothing when one id is not a job, and says so with 404", async () => {
    const mine = await some(2);
    // Earlier tests' notices are mailed in the background: let the outbox settle first.
    await t.mailSettled();
    const before = await databaseFingerprint(t.database.pool);
    const response = await post("/api/admin/jobs/bulk/status", { ids: [...mine, UNKNOWN], status: "completed" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "NOT_FOUND",
      message: "1 of the 3 selected jobs no longer exist, so none were changed. Reload the list and try again.",
      fields: [{ field: "ids", message: `not found: ${UNKNOWN}` }],
    });
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it.each([
    ["no ids", { ids: [], status: "pending" }, "ids", "must name at least one job"],
    ["over 500 ids", { ids: Array.from({ length: BULK_MAX_IDS + 1 }, () => randomUUID()), status: "pending" }, "ids", "must name at most 500 jobs"],
    ["a repeated id", { ids: [UNKNOWN, UNKNOWN], status: "pending" }, "ids", "must not repeat a job"],
    ["ids that are not job ids", { ids: ["1"], status: "pending" }, "ids.0", "must be job ids"],
    ["cancelled (not offered in bulk, §4)", { ids: [UNKNOWN], status: "cancelled" }, "status", "must be pending, scheduled, in_progress, completed or on_hold"],
    ["no status", { ids: [UNKNOWN] }, "status", undefined],
  ])("refuses %s with 400 naming the field, writing nothing", async (_case, body, field, message) => {
    // Earlier tests' notices are mailed in the background: let the outbox settle first.
    await t.mailSettled();
    const before = await databaseFingerprint(t.database.pool);
    const response = await post("/api/admin/jobs/bulk/status", body);
    expect(response.statusCode, response.body).toBe(400);
    const fields = response.json().fields as { field: string; message: string }[];
    expect(fields[0].field).toBe(field);
    if (message) expect(fields[0].message).toBe(message);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("takes 500 jobs at once", async () => {
    const made = await some(BULK_MAX_IDS);
    const response = await post("/api/admin/jobs/bulk/status", { ids: made, status: "on_hold" });
    expect(response.json()).toEqual({ count: BULK_MAX_IDS });
    const held = await t.database.db.select({ status: jobs.status }).from(jobs).where(inArray(jobs.id, made));
    expect(held.every((job) => job.status === "on_hold")).toBe(true);
  });

  it("keeps each service's completed-jobs count exact, counted once per statement", async () => {
    const [service] = await t.database.db
      .insert(services)
      .values({ name: "Deck Staining", category: "Outdoor", base_price: 20000 })
      .returning({ id: services.id });
    const made = await some(4, { service_id: service.id });
    const completedCount = async () => (await t.database.db.select({ n: services.jobs_completed }).from(services).where(eq(services.id, service.id)))[0].n;
    await post("/api/admin/jobs/bulk/status", { ids: made.slice(0, 3), status: "completed" });
    expect(await completedCount()).toBe(3);
    await post("/api/admin/jobs/bulk/status", { ids: made.slice(0, 1), status: "on_hold" });
    expect(await completedCount()).toBe(2);
    await post("/api/admin/jobs/bulk/delete", { ids: made.slice(1, 2) });
    expect(await completedCount()).toBe(1);
    // Two bulk changes of one service's jobs at once both count.
    const more = await some(10, { service_id: service.id });
    const [a, b] = await Promise.all([
      post("/api/admin/jobs/bulk/status", { ids: more.slice(0, 5), status: "completed" }),
      post("/api/admin/jobs/bulk/status", { ids: more.slice(5), status: "completed" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await completedCount()).toBe(11);
  });
});

describe("POST /api/admin/jobs/bulk/priority", () => {
  it("sets the priority of every job, audited", async () => {
    const made = await some(3);
    const response = await post("/api/admin/jobs/bulk/priority", { ids: made, priority: "high" });
    expect(response.json()).toEqual({ count: 3 });
    const rows = await t.database.db.select({ priority: jobs.priority }).from(jobs).where(inArray(jobs.id, made));
    expect(rows.map((row) => row.priority)).toEqual([3, 3, 3]);
    expect(await lastAudit("bulk-priority")).toMatchObject({ actor_id: admin.userId, details: { ids: made, to: 3, from: { [made[0]]: 1 } } });
  });

  it("changes nothing when one id is not a job, and refuses an unknown priority with 400", async () => {
    const made = await some(2);
    // Earlier tests' notices are mailed in the background: let the outbox settle first.
    await t.mailSettled();
    const before = await databaseFingerprint(t.database.pool);
    expect((await post("/api/admin/jobs/bulk/priority", { ids: [UNKNOWN, ...made], priority: "low" })).statusCode).toBe(404);
    const invalid = await post("/api/admin/jobs/bulk/priority", { ids: made, priority: "urgent" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([{ field: "priority", message: "must be low, medium or high" }]);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });
});

describe("POST /api/admin/jobs/bulk/delete", () => {
  it("deletes every job, audited with their ids and titles", async () => {
    const made = await some(3, { title: "Doomed Job" });
    const response = await post("/api/admin/jobs/bulk/delete", { ids: made });
    expect(response.json()).toEqual({ count: 3 });
    expect(await t.database.db.select().from(jobs).where(inArray(jobs.id, made))).toEqual([]);
    const entry = await lastAudit("bulk-delete");
    expect(entry).toMatchObject({ actor_id: admin.userId, details: { ids: made } });
    expect((entry.details as { jobs: { title: string }[] }).jobs.map((job) => job.title)).toEqual(["Doomed Job", "Doomed Job", "Doomed Job"]);
  });

  it("deletes nothing when one id is not a job", async () => {
    const made = await some(2);
    // Earlier tests' notices are mailed in the background: let the outbox settle first.
    await t.mailSettled();
    const before = await databaseFingerprint(t.database.pool);
    const response = await post("/api/admin/jobs/bulk/delete", { ids: [...made, UNKNOWN] });
    expect(response.statusCode).toBe(404);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("lets two racing bulk deletes of the same jobs count each job once", async () => {
    const made = await some(3);
    const [a, b] = await Promise.all([post("/api/admin/jobs/bulk/delete", { ids: made }), post("/api/admin/jobs/bulk/delete", { ids: [...made].reverse() })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
  });
});
