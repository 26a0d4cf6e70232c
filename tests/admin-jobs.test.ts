import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, bookings, estimates, jobNotes, jobPhotos, jobs, profiles, roomMeasurements } from "../src/server/db/schema.ts";
import { JOB_CHANGED } from "../src/server/modules/jobs/jobs.service.ts";
import { RESPONSE_TIME_ONLY_EMERGENCY, ZJobDetail } from "../src/shared/schemas/jobs.ts";
import { insertJob, jobForm, makeCustomer, makeTechnician, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { bookingRequest, seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The server: the admin's job form, detail, quick actions and notes (staff-side.md §2,
// §4, §5), each change compare-and-set and written to the audit log with who and what.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let customerId: string;
let technician: { id: string; cookie: string };
let retired: { id: string };
let outsiders: { customer: string; technician: string };
const ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  await t.database.db.update(profiles).set({ first_name: "Ada", last_name: "Admin" }).where(eq(profiles.id, admin.userId));
  customerId = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper", email: "grace@example.com", phone: "(407) 555-0142" });
  technician = await makeTechnician(t, { first_name: "Tom", last_name: "Tech" });
  retired = await makeTechnician(t, { first_name: "Rita", last_name: "Retired" }, false);
  outsiders = { customer: (await t.signedIn("customer")).cookie, technician: technician.cookie };
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.request({ method, url, cookie: admin.cookie, ...(payload ? { payload } : {}) });
const auditOf = (entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "job"), eq(auditLog.entity_id, entityId)))
    .orderBy(desc(auditLog.created_at));

async function create(overrides: Record<string, unknown> = {}) {
  const response = await api("POST", "/api/admin/jobs", jobForm(customerId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe("who may call the admin jobs routes", () => {
  const routes: [string, string, object?][] = [
    ["GET", "/api/admin/jobs"],
    ["GET", `/api/admin/jobs/${ID}`],
    ["GET", "/api/admin/jobs/export.csv"],
    ["GET", "/api/admin/jobs/customer-options"],
    ["GET", "/api/admin/jobs/technician-options"],
    ["POST", "/api/admin/jobs", {}],
    ["PUT", `/api/admin/jobs/${ID}`, {}],
    ["POST", `/api/admin/jobs/${ID}/status`, {}],
    ["POST", `/api/admin/jobs/${ID}/notes`, {}],
    ["POST", "/api/admin/jobs/bulk/status", {}],
    ["POST", "/api/admin/jobs/bulk/priority", {}],
    ["POST", "/api/admin/jobs/bulk/delete", {}],
    ["GET", "/api/admin/preferences/jobs"],
    ["PUT", "/api/admin/preferences/jobs", {}],
  ];

  it.each(routes)("%s %s: 401 signed out, 403 for customers and technicians", async (method, url, payload) => {
    const send = (cookie?: string) => t.request({ method: method as "GET", url, cookie, ...(payload ? { payload } : {}) });
    expect((await send()).statusCode).toBe(401);
    expect((await send(outsiders.customer)).statusCode).toBe(403);
    expect((await send(outsiders.technician)).statusCode).toBe(403);
  });
});

describe("POST /api/admin/jobs", () => {
  it("creates the job with the form's null rules, and audits who created what", async () => {
    const response = await api(
      "POST",
      "/api/admin/jobs",
      jobForm(customerId, { description: "  ", technician_id: technician.id, priority: "high", scheduled_date: null }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    expect(await storedJob(t, id)).toMatchObject({
      title: "Faucet Repair",
      description: null,
      priority: 3,
      status: "pending",
      scheduled_date: null,
      technician_id: technician.id,
      estimated_hours: 1.5,
      total_amount: 12550,
      started_at: null,
      completed_at: null,
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ actor_id: admin.userId, action: "create", details: { fields: { title: "Faucet Repair", priority: 3, status: "pending" } } });
  });

  it("stores and audits text with a lone surrogate as the text column holds it (U+FFFD), never a 500", async () => {
    const id = await create({ title: "Broken \ud800 text" });
    expect((await storedJob(t, id))?.title).toBe("Broken \ufffd text");
    const [entry] = await auditOf(id);
    expect((entry.details as { fields: { title: string } }).fields.title).toBe("Broken \ufffd text");
  });

  it("sets started_at and completed_at for a job created in progress or completed", async () => {
    const started = await storedJob(t, await create({ status: "in_progress" }));
    expect(started?.started_at).toBeInstanceOf(Date);
    expect(started?.completed_at).toBeNull();
    const done = await storedJob(t, await create({ status: "completed" }));
    expect(done?.started_at).toBeInstanceOf(Date);
    expect(done?.completed_at).toBeInstanceOf(Date);
  });

  it.each([
    ["an unknown customer", { customer_id: ID }, "customer_id", "is not a known customer"],
    ["no customer", { customer_id: undefined }, "customer_id", "Please select a customer"],
    ["an unknown technician", { technician_id: ID }, "technician_id", "is not a known technician"],
    ["a retired technician", { technician_id: "retired" }, "technician_id", "is no longer an active technician"],
    ["an invalid status", { status: "done" }, "status", undefined],
    ["an invalid priority", { priority: "urgent" }, "priority", "must be low, medium or high"],
    ["a negative amount", { total_amount: -100 }, "total_amount", "must not be negative"],
    ["hours that are not a number", { estimated_hours: "two" }, "estimated_hours", "must be a number"],
    ["hours off the half-hour step", { estimated_hours: 1.25 }, "estimated_hours", "must be in steps of 0.5"],
    ["a title over 200 characters", { title: "x".repeat(201) }, "title", "must be at most 200 characters"],
    ["no title", { title: "  " }, "title", "is required"],
    ["a date that does not exist", { scheduled_date: "2026-02-30" }, "scheduled_date", "must be a real date written yyyy-MM-dd"],
  ])("refuses %s with 400 naming the field, and writes nothing", async (_case, overrides, field, message) => {
    const body = jobForm(customerId, overrides);
    if (body.technician_id === "retired") body.technician_id = retired.id;
    // Earlier tests' notices are mailed in the background: let the outbox settle first.
    await t.mailSettled();
    const before = await databaseFingerprint(t.database.pool);
    const response = await api("POST", "/api/admin/jobs", body);
    expect(response.statusCode, response.body).toBe(400);
    const fields = response.json().fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field)).toContain(field);
    if (message) expect(fields.find((f) => f.field === field)?.message).toBe(message);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });
});

describe("PUT /api/admin/jobs/:id", () => {
  it("saves the form, sets the timestamps for the new status, and audits the changed fields", async () => {
    const id = await create();
    const response = await api("PUT", `/api/admin/jobs/${id}`, {
      ...jobForm(customerId, { title: "Faucet Replacement", status: "in_progress", technician_id: technician.id }),
      expected_status: "pending",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id });
    const job = await storedJob(t, id);
    expect(job).toMatchObject({ title: "Faucet Replacement", status: "in_progress", technician_id: technician.id, completed_at: null });
    expect(job?.started_at).toBeInstanceOf(Date);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actor_id: admin.userId,
      action: "update",
      details: {
        changed: {
          title: { from: "Faucet Repair", to: "Faucet Replacement" },
          status: { from: "pending", to: "in_progress" },
          technician_id: { from: null, to: technician.id },
        },
      },
    });
    expect(Object.keys((entry.details as { changed: object }).changed).sort()).toEqual(["status", "technician_id", "title"]);

    // §4: the form may set any status; moving back clears the timestamps that no longer hold.
    const back = await api("PUT", `/api/admin/jobs/${id}`, { ...jobForm(customerId, { status: "pending" }), expected_status: "in_progress" });
    expect(back.statusCode, back.body).toBe(200);
    expect(await storedJob(t, id)).toMatchObject({ status: "pending", started_at: null, completed_at: null });
  });

  it("refuses with 409 when the status changed since the admin opened the job, and changes nothing", async () => {
    const id = await create({ status: "scheduled" });
    const before = await storedJob(t, id);
    const response = await api("PUT", `/api/admin/jobs/${id}`, { ...jobForm(customerId, { title: "Overwritten?" }), expected_status: "pending" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONFLICT", message: JOB_CHANGED });
    expect(await storedJob(t, id)).toEqual(before);
  });

  it("lets one of two racing edits through and refuses the other with 409", async () => {
    const id = await create();
    const [a, b] = await Promise.all([
      api("PUT", `/api/admin/jobs/${id}`, { ...jobForm(customerId, { status: "scheduled", title: "Edit A" }), expected_status: "pending" }),
      api("PUT", `/api/admin/jobs/${id}`, { ...jobForm(customerId, { status: "in_progress", title: "Edit B" }), expected_status: "pending" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? { status: "scheduled", title: "Edit A" } : { status: "in_progress", title: "Edit B" };
    expect(await storedJob(t, id)).toMatchObject(winner);
    expect((await auditOf(id)).filter((entry) => entry.action === "update")).toHaveLength(1);
  });

  it("keeps a retired technician already on the job, but will not assign one", async () => {
    const id = await insertJob(t, { customer_id: customerId, technician_id: retired.id });
    const keep = await api("PUT", `/api/admin/jobs/${id}`, {
      ...jobForm(customerId, { technician_id: retired.id, title: "Still theirs" }),
      expected_status: "pending",
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const other = await create();
    const assign = await api("PUT", `/api/admin/jobs/${other}`, { ...jobForm(customerId, { technician_id: retired.id }), expected_status: "pending" });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().fields).toEqual([{ field: "technician_id", message: "is no longer an active technician" }]);
  });

  it("assigns a technician to an emergency, which keeps its response window; a booked job cannot take one", async () => {
    const services = await seedBookableServices(t.database.db);
    const booked = await t.request({ method: "POST", url: "/api/bookings", payload: bookingRequest(services.flat) });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().booking.id as string;
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.booking_id, bookingId));
    // The booking is made an emergency as the emergency flow leaves it (customer-side.md §9's response times).
    await t.database.db.update(bookings).set({ is_emergency: true, scheduled_time: "Within 4 hours" }).where(eq(bookings.id, bookingId));
    await t.database.db.update(jobs).set({ scheduled_time: "Within 4 hours", scheduled_date: "2026-04-10" }).where(eq(jobs.id, job.id));

    const assigned = await api("PUT", `/api/admin/jobs/${job.id}`, {
      ...jobForm(customerId, { technician_id: technician.id, status: "scheduled", scheduled_time: "Within 4 hours" }),
      expected_status: "pending",
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await storedJob(t, job.id)).toMatchObject({ technician_id: technician.id, scheduled_time: "Within 4 hours" });
    expect((await api("GET", `/api/admin/jobs/${job.id}`)).json().scheduled_time).toBe("Within 4 hours");
    // Another of the response windows is the admin's to choose on an emergency too.
    const sooner = await api("PUT", `/api/admin/jobs/${job.id}`, {
      ...jobForm(customerId, { technician_id: technician.id, status: "scheduled", scheduled_time: "ASAP (Within 2 hours)" }),
      expected_status: "scheduled",
    });
    expect(sooner.statusCode, sooner.body).toBe(200);

    // A job that is no emergency keeps to the booking slots, on create and on edit.
    const created = await api("POST", "/api/admin/jobs", jobForm(customerId, { scheduled_time: "ASAP (Within 2 hours)" }));
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual([{ field: "scheduled_time", message: RESPONSE_TIME_ONLY_EMERGENCY }]);
    const plain = await create();
    const edited = await api("PUT", `/api/admin/jobs/${plain}`, { ...jobForm(customerId, { scheduled_time: "Within 6 hours" }), expected_status: "pending" });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields).toEqual([{ field: "scheduled_time", message: RESPONSE_TIME_ONLY_EMERGENCY }]);
    const other = await api("PUT", `/api/admin/jobs/${plain}`, { ...jobForm(customerId, { scheduled_time: "Soon" }), expected_status: "pending" });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.map((f: { field: string }) => f.field)).toEqual(["scheduled_time"]);
  });

  it("answers 404 for an unknown job and 400 for an unknown customer, writing nothing", async () => {
    const id = await create();
    // Earlier tests' notices are mailed in the background: let the outbox settle first.
    await t.mailSettled();
    const before = await databaseFingerprint(t.database.pool);
    expect((await api("PUT", `/api/admin/jobs/${ID}`, { ...jobForm(customerId), expected_status: "pending" })).statusCode).toBe(404);
    const unknown = await api("PUT", `/api/admin/jobs/${id}`, { ...jobForm(ID), expected_status: "pending" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: "customer_id", message: "is not a known customer" }]);
    const noExpected = await api("PUT", `/api/admin/jobs/${id}`, jobForm(customerId));
    expect(noExpected.statusCode).toBe(400);
    expect(noExpected.json().fields.map((f: { field: string }) => f.field)).toEqual(["expected_status"]);
    expect((await api("PUT", "/api/admin/jobs/not-a-uuid", { ...jobForm(customerId), expected_status: "pending" })).statusCode).toBe(400);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });
});

describe("POST /api/admin/jobs/:id/status (§4 quick actions)", () => {
  it("runs a job pending → scheduled → in_progress → completed, the server setting the timestamps", async () => {
    const id = await create();
    const move = (to: string, expected: string) => api("POST", `/api/admin/jobs/${id}/status`, { to, expected });
    expect((await move("scheduled", "pending")).json()).toEqual({ id, status: "scheduled", started_at: null, completed_at: null });
    const started = (await move("in_progress", "scheduled")).json();
    expect(started).toMatchObject({ status: "in_progress", completed_at: null });
    expect(Date.parse(started.started_at)).not.toBeNaN();
    const completed = (await move("completed", "in_progress")).json();
    expect(completed).toMatchObject({ status: "completed", started_at: started.started_at });
    expect(Date.parse(completed.completed_at)).not.toBeNaN();
    const entries = (await auditOf(id)).filter((entry) => entry.action === "status");
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { actor: "admin-quick", from: "pending", to: "scheduled" },
        { actor: "admin-quick", from: "scheduled", to: "in_progress" },
        { actor: "admin-quick", from: "in_progress", to: "completed" },
      ]),
    );
    expect(entries.every((entry) => entry.actor_id === admin.userId)).toBe(true);
  });

  it("puts a job on hold from any status but completed and cancelled", async () => {
    const id = await create({ status: "in_progress" });
    const held = await api("POST", `/api/admin/jobs/${id}/status`, { to: "on_hold", expected: "in_progress" });
    expect(held.json()).toMatchObject({ status: "on_hold" });
    const done = await create({ status: "completed" });
    const refused = await api("POST", `/api/admin/jobs/${done}/status`, { to: "on_hold", expected: "completed" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("A job that is Completed cannot be moved to On Hold.");
  });

  it("refuses a move §4 does not offer, and a status that changed since, with 409 and nothing changed", async () => {
    const id = await create();
    const before = await storedJob(t, id);
    expect((await api("POST", `/api/admin/jobs/${id}/status`, { to: "completed", expected: "pending" })).statusCode).toBe(409);
    const stale = await api("POST", `/api/admin/jobs/${id}/status`, { to: "in_progress", expected: "scheduled" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(JOB_CHANGED);
    expect(await storedJob(t, id)).toEqual(before);
    expect((await auditOf(id)).filter((entry) => entry.action === "status")).toHaveLength(0);
  });

  it("lets one of two racing quick actions through and refuses the other with 409", async () => {
    const id = await create();
    const [a, b] = await Promise.all([
      api("POST", `/api/admin/jobs/${id}/status`, { to: "scheduled", expected: "pending" }),
      api("POST", `/api/admin/jobs/${id}/status`, { to: "on_hold", expected: "pending" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await auditOf(id)).filter((entry) => entry.action === "status")).toHaveLength(1);
  });

  it("answers 404 for an unknown job and 400 for an invalid status", async () => {
    expect((await api("POST", `/api/admin/jobs/${ID}/status`, { to: "scheduled", expected: "pending" })).statusCode).toBe(404);
    const invalid = await api("POST", `/api/admin/jobs/${ID}/status`, { to: "finished", expected: "pending" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields[0].field).toBe("to");
  });
});

describe("notes and the detail", () => {
  it("stores customer and internal notes with their author, newest first in the detail, audited", async () => {
    const id = await create();
    const first = await api("POST", `/api/admin/jobs/${id}/notes`, { body: "Customer prefers mornings" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ body: "Customer prefers mornings", is_internal: false, author_name: "Ada Admin", author_role: "admin" });
    const second = await api("POST", `/api/admin/jobs/${id}/notes`, { body: "Gate code 1234", is_internal: true });
    expect(second.json()).toMatchObject({ is_internal: true, author_name: "Ada Admin" });

    const detail = (await api("GET", `/api/admin/jobs/${id}`)).json();
    expect(detail.notes.map((note: { body: string }) => note.body)).toEqual(["Gate code 1234", "Customer prefers mornings"]);
    expect(detail.notes[0]).toMatchObject({ author_name: "Ada Admin", author_role: "admin", is_internal: true });
    expect(Date.parse(detail.notes[0].created_at)).not.toBeNaN();
    expect((await auditOf(id)).filter((entry) => entry.action === "note")).toHaveLength(2);
    // The booking's own text stays where it was.
    expect(await storedJob(t, id)).toMatchObject({ notes: null, internal_notes: null });
  });

  it("refuses a note for an unknown job (404) or without text (400), writing nothing", async () => {
    const id = await create();
    // Earlier tests' notices are mailed in the background: let the outbox settle first.
    await t.mailSettled();
    const before = await databaseFingerprint(t.database.pool);
    expect((await api("POST", `/api/admin/jobs/${ID}/notes`, { body: "hello" })).statusCode).toBe(404);
    const empty = await api("POST", `/api/admin/jobs/${id}/notes`, { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: "body", message: "is required" }]);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("shows the job with its customer, technician, photos, measurements, estimates and empty lists", async () => {
    const id = await create({ technician_id: technician.id });
    const empty = await api("GET", `/api/admin/jobs/${id}`);
    expect(empty.statusCode).toBe(200);
    expect(ZJobDetail.parse(empty.json())).toMatchObject({
      id,
      customer: { id: customerId, first_name: "Grace", last_name: "Hopper", email: "grace@example.com", phone: "(407) 555-0142" },
      technician: { id: technician.id, first_name: "Tom", last_name: "Tech", is_active: true },
      notes: [],
      photos: [],
      measurements: [],
      estimates: [],
      booking: null,
    });
    const { db } = t.database;
    await db.insert(jobPhotos).values({ job_id: id, url: "/uploads/jobs/sink.webp", caption: "Under the sink" });
    await db.insert(roomMeasurements).values({ job_id: id, name: "Kitchen", length: 12, width: 10, area: 120 });
    await db
      .insert(estimates)
      .values({ job_id: id, items: [], labor_rate: 8500, labor_cost: 17000, materials_cost: 0, subtotal: 17000, tax: 1275, total: 18275 });
    const detail = (await api("GET", `/api/admin/jobs/${id}`)).json();
    expect(detail.photos).toEqual([expect.objectContaining({ url: "/uploads/jobs/sink.webp", caption: "Under the sink" })]);
    expect(detail.measurements).toEqual([expect.objectContaining({ name: "Kitchen", length: 12, width: 10, height: null, area: 120 })]);
    expect(detail.estimates).toEqual([expect.objectContaining({ total: 18275 })]);
  });

  it("shows the booking a job came from", async () => {
    const services = await seedBookableServices(t.database.db);
    const booked = await t.request({ method: "POST", url: "/api/bookings", payload: bookingRequest(services.flat) });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().booking.id as string;
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.booking_id, bookingId));
    const detail = (await api("GET", `/api/admin/jobs/${job.id}`)).json();
    expect(detail.booking).toMatchObject({ id: bookingId, service_name: "Faucet Repair", status: "pending", scheduled_time: "10:00 AM", is_emergency: false });
    expect(detail.booking.initial_payment_amount).toBeGreaterThan(0);
    expect(detail.booking_id).toBe(bookingId);
  });

  it("answers 404 for an unknown job and 400 for a malformed id", async () => {
    expect((await api("GET", `/api/admin/jobs/${ID}`)).json()).toEqual({ code: "NOT_FOUND", message: "Job not found" });
    expect((await api("GET", "/api/admin/jobs/12345")).statusCode).toBe(400);
  });

  it("keeps notes, photos and the rest with the job until it is deleted", async () => {
    const id = await create();
    await api("POST", `/api/admin/jobs/${id}/notes`, { body: "bye" });
    expect((await api("POST", "/api/admin/jobs/bulk/delete", { ids: [id] })).json()).toEqual({ count: 1 });
    expect(await t.database.db.select().from(jobNotes).where(eq(jobNotes.job_id, id))).toEqual([]);
  });
});
