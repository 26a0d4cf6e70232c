import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, jobNotes, jobs, notifications, profiles } from "../src/server/db/schema.ts";
import { JOB_ASSIGNED_MEANWHILE } from "../src/server/modules/jobs/admin-jobs.service.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import type { TAdminHome } from "../src/shared/schemas/admin-home.ts";
import type { TTechnicianSuggestions } from "../src/shared/schemas/job-assignment.ts";
import type { TDaySheet, TWorkOrder } from "../src/shared/schemas/work-orders.ts";
import { insertJob, makeCustomer, makeTechnician, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0154: assign in one tap (suggestions ranked free, near, light; the assign
// compare-and-set on the technician the admin saw) and the printable work order and day sheet.

let t: TTestApp;
let admin: { cookie: string; userId: string };
let customerId: string;
type TTech = Awaited<ReturnType<typeof makeTechnician>>;
const tech = {} as Record<"bea" | "nick" | "kim" | "rae" | "tia" | "old", TTech>;
const DAY = "2026-05-12";

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie: string | undefined = admin.cookie) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });

async function technician(key: keyof typeof tech, first: string, zip: string | null, active = true) {
  tech[key] = await makeTechnician(t, { first_name: first, last_name: "Tech" }, active);
  await t.database.db.update(profiles).set({ zip_code: zip, phone: "(407) 555-0199" }).where(eq(profiles.id, tech[key].userId));
}

const job = (values: Partial<typeof jobs.$inferInsert>) =>
  insertJob(t, { customer_id: customerId, scheduled_date: DAY, service_address: "1 Orange Ave", service_city: "Orlando", service_zip: "32801", ...values });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  customerId = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper", email: "grace@example.com", phone: "(407) 555-0142" });
  await technician("bea", "Bea", "32801"); // downtown Orlando, but busy at the time
  await technician("nick", "Nick", "32789"); // Winter Park, a few miles north
  await technician("kim", "Kim", "34741"); // Kissimmee, further south
  await technician("rae", "Rae", "33601"); // lives in Tampa, but works downtown that afternoon
  await technician("tia", "Tia", "32789"); // Winter Park too, with a fuller day
  await technician("old", "Olga", "32801", false); // retired: never offered
});
afterAll(() => t.close());

describe("GET /api/admin/jobs/:id/technician-suggestions", () => {
  let target: string;
  beforeAll(async () => {
    target = await job({ title: "Leaking faucet", scheduled_time: "1:00 PM", estimated_hours: 2 });
    // Bea's noon job runs two hours, into the 1 PM visit.
    await job({ title: "Fence repair", technician_id: tech.bea.id, scheduled_time: "12:00 PM", estimated_hours: 2 });
    await job({
      title: "Morning paint",
      technician_id: tech.nick.id,
      scheduled_time: "8:00 AM",
      estimated_hours: 1,
      service_city: "Winter Park",
      service_zip: "32789",
    });
    // Rae's job starts as the visit ends: free, and downtown.
    await job({ title: "Ceiling fan", technician_id: tech.rae.id, scheduled_time: "3:00 PM", estimated_hours: 1 });
    await job({ title: "Tia one", technician_id: tech.tia.id, scheduled_time: "8:00 AM", service_city: "Winter Park", service_zip: "32789" });
    await job({ title: "Tia two", technician_id: tech.tia.id, scheduled_time: "10:00 AM", service_city: "Winter Park", service_zip: "32789" });
    // A cancelled visit keeps nobody busy, and a job of another day counts for nothing.
    await job({ title: "Called off", technician_id: tech.kim.id, scheduled_time: "1:00 PM", status: "cancelled" });
    await job({ title: "Next day", technician_id: tech.kim.id, scheduled_date: "2026-05-13", scheduled_time: "1:00 PM" });
  });

  it("ranks the free first, then the nearest (their ZIP or their jobs that day), then the fewest jobs that day", async () => {
    const response = await api("GET", `/api/admin/jobs/${target}/technician-suggestions`);
    expect(response.statusCode, response.body).toBe(200);
    const { job: seen, items } = response.json() as TTechnicianSuggestions;
    expect(seen).toEqual({ id: target, technician_id: null, scheduled_date: DAY, scheduled_time: "1:00 PM" });
    expect(items.map((item) => item.name)).toEqual(["Rae Tech", "Nick Tech", "Tia Tech", "Kim Tech", "Bea Tech"]);
    const [rae, nick, tia, kim, bea] = items;
    expect(rae).toMatchObject({ technician_id: tech.rae.id, suggested: true, unavailable: null, jobs_that_day: 1, why: "Free · Under 1 mi · 1 job that day" });
    expect(nick.why).toMatch(/^Free · \d mi · 1 job that day$/);
    expect(tia.why).toMatch(/^Free · \d mi · 2 jobs that day$/);
    expect(nick.miles).toBe(tia.miles);
    expect(kim).toMatchObject({ suggested: true, jobs_that_day: 0 });
    expect(kim.miles!).toBeGreaterThan(10);
    expect(bea).toMatchObject({
      suggested: false,
      unavailable: { kind: "busy", reason: "Busy at 12:00 PM (Fence repair)" },
      jobs_that_day: 1,
      why: "Busy at 12:00 PM (Fence repair) · Under 1 mi · 1 job that day",
    });
  });

  it("does not suggest a technician off at the job's time: their time off, or outside their own hours (decision 0152)", async () => {
    const hours = (id: string, weekly_hours: unknown) => api("PUT", `/api/admin/technicians/${id}/hours`, { weekly_hours, skills: [] });
    const off = await api("POST", `/api/admin/technicians/${tech.rae.id}/time-off`, { starts_on: DAY, ends_on: DAY, reason: "Dentist" });
    expect(off.statusCode, off.body).toBe(201);
    // Kim works mornings only.
    expect(
      (
        await hours(
          tech.kim.id,
          Array.from({ length: 7 }, () => ({ start: 7 * 60, end: 12 * 60 })),
        )
      ).statusCode,
    ).toBe(200);
    try {
      const { items } = (await api("GET", `/api/admin/jobs/${target}/technician-suggestions`)).json() as TTechnicianSuggestions;
      const of = (name: string) => items.find((item) => item.name === name)!;
      expect(of("Rae Tech")).toMatchObject({ suggested: false, unavailable: { kind: "off", reason: "Time off: Dentist" } });
      expect(of("Kim Tech")).toMatchObject({ suggested: false, unavailable: { kind: "off", reason: "After their working hours" } });
      expect(items.filter((item) => item.suggested).map((item) => item.name)).toEqual(["Nick Tech", "Tia Tech"]);
    } finally {
      await hours(tech.kim.id, null);
      const entries = (await api("GET", `/api/admin/technicians/${tech.rae.id}/hours`)).json().time_off as { id: string }[];
      for (const entry of entries) await api("DELETE", `/api/admin/technicians/${tech.rae.id}/time-off/${entry.id}`);
    }
  });

  it("judges an undated job by distance alone", async () => {
    const undated = await job({ title: "Whenever", scheduled_date: null, scheduled_time: null, service_city: "Kissimmee", service_zip: "34741" });
    const { items } = (await api("GET", `/api/admin/jobs/${undated}/technician-suggestions`)).json() as TTechnicianSuggestions;
    expect(items[0]).toMatchObject({ name: "Kim Tech", jobs_that_day: null, why: "Free · Under 1 mi" });
    expect(items.every((item) => item.suggested)).toBe(true);
  });

  it("answers 404 for a job that is not there and 400 for a malformed id", async () => {
    expect((await api("GET", `/api/admin/jobs/${randomUUID()}/technician-suggestions`)).statusCode).toBe(404);
    const bad = await api("GET", "/api/admin/jobs/nope/technician-suggestions");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: "id", message: "must be a job id" }]);
  });
});

describe("POST /api/admin/jobs/:id/assign", () => {
  it("assigns through the edit path: scheduled, audited, the technician told", async () => {
    const id = await job({ title: "Gutter clean", scheduled_time: "9:00 AM" });
    const response = await api("POST", `/api/admin/jobs/${id}/assign`, { technician_id: tech.nick.id, expected_technician_id: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, technician_id: tech.nick.id, status: "scheduled", scheduled_time: "9:00 AM" });
    expect(await storedJob(t, id)).toMatchObject({ technician_id: tech.nick.id, status: "scheduled", scheduled_date: DAY, scheduled_time: "9:00 AM" });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, "assign")));
    expect(entry).toMatchObject({
      actor_id: admin.userId,
      details: { changed: { technician_id: { from: null, to: tech.nick.id }, status: { from: "pending", to: "scheduled" } } },
    });
    const told = await t.database.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.user_id, tech.nick.userId));
    expect(told.map((notice) => notice.kind)).toContain("job-assigned");
  });

  it("refuses with 409 a job assigned meanwhile, and leaves it with whoever got it first", async () => {
    const id = await job({ title: "Door hinge", scheduled_time: "11:00 AM" });
    const tap = (technicianId: string) => api("POST", `/api/admin/jobs/${id}/assign`, { technician_id: technicianId, expected_technician_id: null });
    const [first, second] = await Promise.all([tap(tech.kim.id), tap(tech.tia.id)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(lost.json()).toEqual({ code: "CONFLICT", message: JOB_ASSIGNED_MEANWHILE });
    const winner = first.statusCode === 200 ? tech.kim.id : tech.tia.id;
    expect((await storedJob(t, id))?.technician_id).toBe(winner);
    // Reassigning from the technician seen is allowed.
    const moved = await api("POST", `/api/admin/jobs/${id}/assign`, { technician_id: tech.rae.id, expected_technician_id: winner });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it("refuses a retired technician, a closed job, and bad input naming the field", async () => {
    const id = await job({ title: "Tile regrout" });
    const retired = await api("POST", `/api/admin/jobs/${id}/assign`, { technician_id: tech.old.id, expected_technician_id: null });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().fields).toEqual([{ field: "technician_id", message: "is no longer an active technician" }]);
    const unknown = await api("POST", `/api/admin/jobs/${id}/assign`, { technician_id: randomUUID(), expected_technician_id: null });
    expect(unknown.json().fields).toEqual([{ field: "technician_id", message: "is not a known technician" }]);
    const bad = await api("POST", `/api/admin/jobs/${id}/assign`, { technician_id: "nobody", expected_technician_id: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: "technician_id", message: "must be a technician id" }]);
    const done = await job({ title: "Done already", status: "completed" });
    expect((await api("POST", `/api/admin/jobs/${done}/assign`, { technician_id: tech.kim.id, expected_technician_id: null })).statusCode).toBe(409);
    expect((await api("POST", `/api/admin/jobs/${randomUUID()}/assign`, { technician_id: tech.kim.id, expected_technician_id: null })).statusCode).toBe(404);
    expect((await storedJob(t, id))?.technician_id).toBeNull();
  });

  it("keeps an emergency's response window and its 2-hour promise", async () => {
    const paid = await t.request({
      method: "POST",
      url: "/api/emergency/payments",
      payload: { idempotency_key: randomUUID(), is_test: true, customer_phone: "(407) 555-0177" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { booking_id, resume_token } = paid.json();
    const details = await t.request({
      method: "PUT",
      url: `/api/emergency/bookings/${booking_id}`,
      payload: {
        resume_token,
        customer_name: "Erin Flood",
        customer_phone: "(407) 555-0177",
        customer_email: "erin.flood@example.com",
        service_address: "5 Lake Dr",
        service_city: "Kissimmee",
        service_state: "FL",
        service_zip: "34741",
        response_time: "ASAP (Within 2 hours)",
        description: "Pipe burst under the sink",
      },
    });
    expect(details.statusCode, details.body).toBe(200);
    const jobId = details.json().job_id as string;
    const home = async () => ((await api("GET", "/api/admin/home")).json() as TAdminHome).emergencies.items.find((row) => row.booking_id === booking_id);
    const before = await home();
    expect(before?.stage).toBe("awaiting_dispatch");

    // The promise holds at any hour: a technician whose week has no working day is still suggested for an emergency.
    expect((await api("PUT", `/api/admin/technicians/${tech.kim.id}/hours`, { weekly_hours: Array(7).fill(null), skills: [] })).statusCode).toBe(200);
    const { items } = (await api("GET", `/api/admin/jobs/${jobId}/technician-suggestions`)).json() as TTechnicianSuggestions;
    await api("PUT", `/api/admin/technicians/${tech.kim.id}/hours`, { weekly_hours: null, skills: [] });
    expect(items[0]).toMatchObject({ name: "Kim Tech", suggested: true }); // lives in Kissimmee
    const assigned = await api("POST", `/api/admin/jobs/${jobId}/assign`, { technician_id: items[0].technician_id, expected_technician_id: null });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ status: "scheduled", scheduled_time: "ASAP (Within 2 hours)" });
    expect(await storedJob(t, jobId)).toMatchObject({ scheduled_time: "ASAP (Within 2 hours)", scheduled_date: businessToday() });
    const after = await home();
    expect(after).toMatchObject({ stage: "awaiting_start", due_at: before!.due_at, response_time: "ASAP (Within 2 hours)" });
  });
});

describe("work orders and day sheets", () => {
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    mine = await job({
      title: "Water heater",
      technician_id: tech.nick.id,
      scheduled_time: "4:00 PM",
      estimated_hours: 2.5,
      total_amount: 32000,
      notes: "Side gate code 1234",
      internal_notes: "Customer disputed the last bill",
    });
    await t.database.db.insert(jobNotes).values({ job_id: mine, author_id: admin.userId, body: "Bring the long ladder", is_internal: true });
    theirs = await job({ title: "Someone else's", technician_id: tech.kim.id, scheduled_time: "2:00 PM" });
  });

  it("prints a job's work order for the admin: customer, address with its map link, visit, notes, internal notes and the ledger's lines", async () => {
    const response = await api("GET", `/api/admin/jobs/${mine}/work-order`);
    expect(response.statusCode, response.body).toBe(200);
    const { job: order, ledger } = response.json() as TWorkOrder;
    expect(order).toMatchObject({
      title: "Water heater",
      scheduled_date: DAY,
      scheduled_time: "4:00 PM",
      estimated_hours: 2.5,
      service_address: "1 Orange Ave",
      map_url: "https://www.google.com/maps/search/?api=1&query=1%20Orange%20Ave%2C%20Orlando%2C%20FL%2032801",
      customer: { name: "Grace Hopper", phone: "(407) 555-0142", email: "grace@example.com" },
      technician: { id: tech.nick.id, name: "Nick Tech", phone: "(407) 555-0199" },
      notes: "Side gate code 1234",
      internal_notes: "Customer disputed the last bill",
    });
    expect(order.job_notes).toEqual([expect.objectContaining({ body: "Bring the long ladder", is_internal: true })]);
    expect(ledger?.lines).toEqual([{ description: "Water heater", amount: 32000, taxable: expect.any(Boolean) }]);
  });

  it("lets a technician print their own work order only: another's is 404, the admin's route 403, signed out 401", async () => {
    expect((await api("GET", `/api/technician/jobs/${mine}/work-order`, undefined, tech.nick.cookie)).statusCode).toBe(200);
    expect((await api("GET", `/api/technician/jobs/${theirs}/work-order`, undefined, tech.nick.cookie)).statusCode).toBe(404);
    expect((await api("GET", `/api/admin/jobs/${theirs}/work-order`, undefined, tech.nick.cookie)).statusCode).toBe(403);
    expect((await api("GET", `/api/admin/jobs/${mine}/work-order`, undefined, (await t.signedIn("customer")).cookie)).statusCode).toBe(403);
    expect((await api("GET", `/api/admin/jobs/${mine}/work-order`, undefined, "")).statusCode).toBe(401);
    expect((await api("GET", `/api/admin/jobs/${randomUUID()}/work-order`)).statusCode).toBe(404);
  });

  it("prints a technician's day in route order, without cancelled visits", async () => {
    await job({ title: "Nick cancelled", technician_id: tech.nick.id, scheduled_time: "10:00 AM", status: "cancelled" });
    const response = await api("GET", `/api/admin/technicians/${tech.nick.id}/day-sheet?date=${DAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json() as TDaySheet;
    expect(sheet.technician).toEqual({ id: tech.nick.id, name: "Nick Tech", phone: "(407) 555-0199" });
    // Gutter clean (9 AM) was assigned to Nick above; the 4 PM heater after the 8 AM paint.
    expect(sheet.jobs.map((row) => [row.scheduled_time, row.title])).toEqual([
      ["8:00 AM", "Morning paint"],
      ["9:00 AM", "Gutter clean"],
      ["4:00 PM", "Water heater"],
    ]);
    expect(sheet.jobs[2]).toMatchObject({ customer: { phone: "(407) 555-0142" }, notes: "Side gate code 1234" });
    const own = await api("GET", `/api/technician/day-sheet?date=${DAY}`, undefined, tech.nick.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as TDaySheet).jobs.map((row) => row.title)).toEqual(["Morning paint", "Gutter clean", "Water heater"]);
  });

  it("keeps a technician to their own day sheet and refuses bad dates naming the field", async () => {
    expect((await api("GET", `/api/admin/technicians/${tech.kim.id}/day-sheet?date=${DAY}`, undefined, tech.nick.cookie)).statusCode).toBe(403);
    expect((await api("GET", `/api/technician/day-sheet?date=${DAY}`, undefined, admin.cookie)).statusCode).toBe(403);
    expect((await api("GET", `/api/technician/day-sheet?date=${DAY}`, undefined, "")).statusCode).toBe(401);
    expect((await api("GET", `/api/admin/technicians/${randomUUID()}/day-sheet?date=${DAY}`)).statusCode).toBe(404);
    for (const date of ["2026-02-30", "tomorrow"]) {
      const bad = await api("GET", `/api/admin/technicians/${tech.nick.id}/day-sheet?date=${date}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.map((field: { field: string }) => field.field)).toEqual(["date"]);
    }
    expect((await api("GET", `/api/technician/day-sheet`, undefined, tech.nick.cookie)).statusCode).toBe(400);
  });
});
