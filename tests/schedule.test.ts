import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, bookings, notifications, technicians } from "../src/server/db/schema.ts";
import { slotStart } from "../src/shared/rules/dates.ts";
import { SCHEDULE_CHANGED, ZSchedule, type TSchedule } from "../src/shared/schemas/schedule.ts";
import { insertJob, makeCustomer, makeTechnician, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The schedule board (decision 0155): the day and week reads, a move and a
// reassignment told to the technicians, every warning, the 409 of a concurrent move.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let customerId: string;
let tom: { id: string; userId: string; cookie: string };
let uma: { id: string; userId: string };
let retired: { id: string };
let outsider: string;
const ID = "00000000-0000-4000-8000-000000000000";
// 2026-12-14 is a Monday; the default hours are Mon-Fri 7AM-6PM, Sat 8AM-4PM, Sunday closed.
const MONDAY = "2026-12-14";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  customerId = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper" });
  tom = await makeTechnician(t, { first_name: "Tom", last_name: "Tech" });
  uma = await makeTechnician(t, { first_name: "Uma", last_name: "Usher" });
  retired = await makeTechnician(t, { first_name: "Rita", last_name: "Retired" }, false);
  outsider = (await t.signedIn("customer")).cookie;
});
afterAll(() => t.close());

const board = async (query: string) => {
  const response = await t.request({ method: "GET", url: `/api/admin/schedule?${query}`, cookie: admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return ZSchedule.parse(response.json()) as TSchedule;
};

type TVisit = { scheduled_date: string | null; scheduled_time: string | null; technician_id: string | null };
const move = (id: string, to: { scheduled_date: string; scheduled_time: string; technician_id: string }, expected: TVisit, confirm?: boolean) =>
  t.request({
    method: "POST",
    url: `/api/admin/schedule/jobs/${id}/move`,
    cookie: admin.cookie,
    payload: { ...to, expected, ...(confirm === undefined ? {} : { confirm }) },
  });

const job = (values: Partial<Parameters<typeof insertJob>[1]> = {}) =>
  insertJob(t, {
    customer_id: customerId,
    status: "scheduled",
    scheduled_date: MONDAY,
    scheduled_time: "9:00 AM",
    technician_id: tom.id,
    estimated_hours: 1,
    ...values,
  });

const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.created_at));

describe("who may call the board's routes", () => {
  it.each([
    ["GET", `/api/admin/schedule?view=week&date=${MONDAY}`, undefined],
    ["POST", `/api/admin/schedule/jobs/${ID}/move`, {}],
  ])("%s %s: 401 signed out, 403 for customers and technicians", async (method, url, payload) => {
    const send = (cookie?: string) => t.request({ method: method as "GET", url, cookie, ...(payload ? { payload } : {}) });
    expect((await send()).statusCode).toBe(401);
    expect((await send(outsider)).statusCode).toBe(403);
    expect((await send(tom.cookie)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/schedule", () => {
  it("reads a Monday-to-Sunday week: the active technicians, their jobs of those days, each day's hours", async () => {
    const inWeek = await job({ scheduled_date: "2026-12-16", scheduled_time: "1:00 PM", estimated_hours: 2.5, title: "Week job" });
    const nextWeek = await job({ scheduled_date: "2026-12-21" });
    const cancelled = await job({ scheduled_date: "2026-12-15", status: "cancelled" });
    const retiredJob = await job({ scheduled_date: "2026-12-15", technician_id: retired.id });
    const week = await board("view=week&date=2026-12-17");
    expect(week.days.map((day) => day.date)).toEqual(["2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18", "2026-12-19", "2026-12-20"]);
    expect(week.days[0].hours).toEqual({ open: 7, close: 18 });
    expect(week.days[5].hours).toEqual({ open: 8, close: 16 });
    expect(week.days[6].hours).toBeNull();
    expect(week.technicians).toEqual([
      { id: tom.id, name: "Tom Tech" },
      { id: uma.id, name: "Uma Usher" },
    ]);
    expect(week.technician_total).toBe(2);
    const ids = week.jobs.map((row) => row.id);
    expect(ids).toContain(inWeek);
    expect(ids).not.toContain(nextWeek);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(retiredJob);
    expect(week.jobs.find((row) => row.id === inWeek)).toMatchObject({
      title: "Week job",
      estimated_hours: 2.5,
      customer_name: "Grace Hopper",
      technician_id: tom.id,
    });
  });

  it("reads one day, and puts open jobs without a technician, a date or a slot in the Unscheduled tray", async () => {
    const today = await job({ scheduled_date: "2026-12-18", scheduled_time: "8:00 AM" });
    const otherDay = await job({ scheduled_date: "2026-12-17" });
    const unassigned = await job({ technician_id: null, status: "pending", title: "New booking" });
    const undated = await job({ scheduled_date: null, scheduled_time: null, title: "From a quote" });
    const done = await job({ technician_id: null, status: "completed" });
    const asap = await job({ scheduled_date: "2026-12-18", scheduled_time: "ASAP (Within 2 hours)", title: "Burst pipe" });
    const day = await board("view=day&date=2026-12-18");
    expect(day.days.map((row) => row.date)).toEqual(["2026-12-18"]);
    expect(day.jobs.map((row) => row.id)).toContain(today);
    expect(day.jobs.map((row) => row.id)).not.toContain(otherDay);
    const tray = day.unscheduled.map((row) => row.id);
    expect(tray).toEqual(expect.arrayContaining([unassigned, undated, asap]));
    expect(tray).not.toContain(done);
    expect(day.jobs.map((row) => row.id)).not.toContain(asap);
    expect(day.unscheduled_more).toBe(false);
  });

  it("refuses a bad view or date with 400 naming the field", async () => {
    for (const [query, field] of [
      ["view=month&date=2026-12-14", "view"],
      ["view=week&date=14/12/2026", "date"],
      ["view=day&date=2026-02-30", "date"],
      ["view=day", "date"],
    ]) {
      const response = await t.request({ method: "GET", url: `/api/admin/schedule?${query}`, cookie: admin.cookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});

describe("POST /api/admin/schedule/jobs/:id/move", () => {
  it("moves a job to another time and technician: stored, audited, both technicians told", async () => {
    const id = await job({ scheduled_date: "2026-12-15", scheduled_time: "9:00 AM", title: "Ceiling fan" });
    const response = await move(
      id,
      { scheduled_date: "2026-12-15", scheduled_time: "2:00 PM", technician_id: uma.id },
      { scheduled_date: "2026-12-15", scheduled_time: "9:00 AM", technician_id: tom.id },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ moved: true, warnings: [] });
    expect(await storedJob(t, id)).toMatchObject({ scheduled_date: "2026-12-15", scheduled_time: "2:00 PM", technician_id: uma.id });
    expect((await noticesOf(uma.userId)).map((notice) => notice.kind)).toContain("job-assigned");
    expect((await noticesOf(tom.userId)).map((notice) => notice.kind)).toContain("job-unassigned");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "job"), eq(auditLog.entity_id, id)));
    expect(entry.details).toMatchObject({ changed: { scheduled_time: { from: "9:00 AM", to: "2:00 PM" }, technician_id: { from: tom.id, to: uma.id } } });
    const week = await board("view=week&date=2026-12-15");
    expect(week.jobs.find((row) => row.id === id)).toMatchObject({ technician_id: uma.id, scheduled_time: "2:00 PM" });
  });

  it("assigns a job from the Unscheduled tray, telling the technician", async () => {
    const id = await job({ technician_id: null, scheduled_date: null, scheduled_time: null, status: "pending" });
    const response = await move(
      id,
      { scheduled_date: "2026-12-22", scheduled_time: "11:00 AM", technician_id: tom.id },
      { scheduled_date: null, scheduled_time: null, technician_id: null },
    );
    expect(response.json()).toEqual({ moved: true, warnings: [] });
    expect(await storedJob(t, id)).toMatchObject({ scheduled_date: "2026-12-22", scheduled_time: "11:00 AM", technician_id: tom.id });
  });

  it("warns of an overlap with the technician's other job and saves nothing until confirmed", async () => {
    await job({ scheduled_date: "2026-12-23", scheduled_time: "10:00 AM", estimated_hours: 2, title: "Water heater" });
    const id = await job({ scheduled_date: "2026-12-23", scheduled_time: "2:00 PM", technician_id: uma.id });
    const to = { scheduled_date: "2026-12-23", scheduled_time: "11:00 AM", technician_id: tom.id };
    const seen = { scheduled_date: "2026-12-23", scheduled_time: "2:00 PM", technician_id: uma.id };
    const first = await move(id, to, seen);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ moved: false, warnings: [{ kind: "overlap", message: 'Overlaps "Water heater" (10:00 AM to 12:00 PM).' }] });
    expect(await storedJob(t, id)).toMatchObject(seen);
    const confirmed = await move(id, to, seen, true);
    expect(confirmed.json()).toMatchObject({ moved: true, warnings: [{ kind: "overlap" }] });
    expect(await storedJob(t, id)).toMatchObject(to);
  });

  it("warns of a move outside business hours and on a closed day", async () => {
    const id = await job({ scheduled_date: "2026-12-24", scheduled_time: "9:00 AM", estimated_hours: 2 });
    const seen = { scheduled_date: "2026-12-24", scheduled_time: "9:00 AM", technician_id: tom.id };
    const late = await move(id, { scheduled_date: "2026-12-19", scheduled_time: "3:00 PM", technician_id: tom.id }, seen);
    expect(late.json()).toEqual({ moved: false, warnings: [{ kind: "outside_hours", message: "Outside business hours (8:00 AM to 4:00 PM)." }] });
    const sunday = await move(id, { scheduled_date: "2026-12-20", scheduled_time: "9:00 AM", technician_id: tom.id }, seen);
    expect(sunday.json()).toEqual({ moved: false, warnings: [{ kind: "outside_hours", message: "The business is closed that day (emergencies only)." }] });
    const christmas = await move(id, { scheduled_date: "2026-12-25", scheduled_time: "9:00 AM", technician_id: tom.id }, seen);
    expect(christmas.json().warnings.map((w: { kind: string }) => w.kind)).toEqual(["outside_hours"]);
    expect(await storedJob(t, id)).toMatchObject(seen);
  });

  it("warns of a move into the technician's time off or outside their own hours (decision 0152)", async () => {
    const admin_ = (method: "PUT" | "POST", url: string, payload: object) => t.request({ method, url, cookie: admin.cookie, payload });
    // Uma works Monday to Friday, 9 AM to 3 PM, and is off on December 29 for a training.
    const week = [null, ...Array.from({ length: 5 }, () => ({ start: 9 * 60, end: 15 * 60 })), null];
    expect((await admin_("PUT", `/api/admin/technicians/${uma.id}/hours`, { weekly_hours: week, skills: [] })).statusCode).toBe(200);
    const off = await admin_("POST", `/api/admin/technicians/${uma.id}/time-off`, { starts_on: "2026-12-29", ends_on: "2026-12-29", reason: "Training" });
    expect(off.statusCode, off.body).toBe(201);
    const id = await job({ scheduled_date: "2026-12-28", scheduled_time: "9:00 AM" });
    const seen = { scheduled_date: "2026-12-28", scheduled_time: "9:00 AM", technician_id: tom.id };
    const training = await move(id, { scheduled_date: "2026-12-29", scheduled_time: "10:00 AM", technician_id: uma.id }, seen);
    expect(training.json()).toEqual({
      moved: false,
      warnings: [{ kind: "unavailable", message: "The technician is unavailable all day: Time off: Training." }],
    });
    const late = await move(id, { scheduled_date: "2026-12-30", scheduled_time: "3:00 PM", technician_id: uma.id }, seen);
    expect(late.json()).toEqual({
      moved: false,
      warnings: [{ kind: "unavailable", message: "The technician is unavailable from 3:00 PM: After their working hours." }],
    });
    expect((await move(id, { scheduled_date: "2026-12-30", scheduled_time: "10:00 AM", technician_id: uma.id }, seen)).json()).toMatchObject({
      moved: true,
      warnings: [],
    });
    await admin_("PUT", `/api/admin/technicians/${uma.id}/hours`, { weekly_hours: null, skills: [] });
  });

  it("warns when an emergency would start after its 2-hour promise", async () => {
    const paidAt = new Date(slotStart("2026-12-28", "8:00 AM").getTime() + 15 * 60_000);
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        scheduled_date: "2026-12-28",
        scheduled_time: "ASAP (Within 2 hours)",
        is_emergency: true,
        emergency_fee_paid: true,
        emergency_payment_date: paidAt,
      })
      .returning({ id: bookings.id });
    const id = await job({
      technician_id: null,
      scheduled_date: "2026-12-28",
      scheduled_time: "ASAP (Within 2 hours)",
      status: "pending",
      booking_id: booking.id,
    });
    const tray = await board("view=day&date=2026-12-28");
    expect(tray.unscheduled.find((row) => row.id === id)?.emergency_due_at).toBe(new Date(paidAt.getTime() + 120 * 60_000).toISOString());
    const seen = { scheduled_date: "2026-12-28", scheduled_time: "ASAP (Within 2 hours)", technician_id: null };
    const late = await move(id, { scheduled_date: "2026-12-28", scheduled_time: "11:00 AM", technician_id: uma.id }, seen);
    expect(late.json()).toEqual({
      moved: false,
      warnings: [{ kind: "past_promise", message: "Starts 45 min after the emergency's 2-hour response promise runs out." }],
    });
    const inTime = await move(id, { scheduled_date: "2026-12-28", scheduled_time: "9:00 AM", technician_id: uma.id }, seen);
    expect(inTime.json()).toEqual({ moved: true, warnings: [] });
  });

  it("refuses with 409 a move of a job someone else moved meanwhile, and changes nothing", async () => {
    const id = await job({ scheduled_date: "2026-12-29", scheduled_time: "9:00 AM" });
    const seen = { scheduled_date: "2026-12-29", scheduled_time: "9:00 AM", technician_id: tom.id };
    const [first, second] = await Promise.all([
      move(id, { scheduled_date: "2026-12-29", scheduled_time: "1:00 PM", technician_id: tom.id }, seen),
      move(id, { scheduled_date: "2026-12-30", scheduled_time: "3:00 PM", technician_id: uma.id }, seen),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ code: "CONFLICT", message: SCHEDULE_CHANGED });
    const winner = first.statusCode === 200 ? { scheduled_time: "1:00 PM", technician_id: tom.id } : { scheduled_time: "3:00 PM", technician_id: uma.id };
    expect(await storedJob(t, id)).toMatchObject(winner);
  });

  it("refuses to move a completed job (409), an unknown job (404) or to a retired technician (400)", async () => {
    const done = await job({ status: "completed", scheduled_date: "2026-12-29", scheduled_time: "8:00 AM" });
    const seen = { scheduled_date: "2026-12-29", scheduled_time: "8:00 AM", technician_id: tom.id };
    const to = { scheduled_date: "2026-12-29", scheduled_time: "10:00 AM", technician_id: tom.id };
    expect((await move(done, to, seen)).statusCode).toBe(409);
    expect((await move(ID, to, seen)).statusCode).toBe(404);
    const open = await job({ scheduled_date: "2026-12-29", scheduled_time: "8:00 AM" });
    const toRetired = await move(open, { ...to, technician_id: retired.id }, seen);
    expect(toRetired.statusCode).toBe(400);
    expect(toRetired.json().fields).toEqual([{ field: "technician_id", message: "is no longer an active technician" }]);
    const unknown = await move(open, { ...to, technician_id: ID }, seen);
    expect(unknown.json().fields).toEqual([{ field: "technician_id", message: "is not a known technician" }]);
    const [{ is_active }] = await t.database.db.select({ is_active: technicians.is_active }).from(technicians).where(eq(technicians.id, retired.id));
    expect(is_active).toBe(false);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const id = await job();
    const seen = { scheduled_date: MONDAY, scheduled_time: "9:00 AM", technician_id: tom.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ scheduled_date: "2026-13-01", scheduled_time: "9:00 AM", technician_id: tom.id, expected: seen }, "scheduled_date"],
      [{ scheduled_date: "2026-02-30", scheduled_time: "9:00 AM", technician_id: tom.id, expected: seen }, "scheduled_date"],
      [{ scheduled_date: MONDAY, scheduled_time: "9:30 AM", technician_id: tom.id, expected: seen }, "scheduled_time"],
      [{ scheduled_date: MONDAY, scheduled_time: "ASAP (Within 2 hours)", technician_id: tom.id, expected: seen }, "scheduled_time"],
      [{ scheduled_date: MONDAY, scheduled_time: "9:00 AM", technician_id: "tom", expected: seen }, "technician_id"],
      [{ scheduled_date: MONDAY, scheduled_time: "9:00 AM", technician_id: tom.id }, "expected"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.request({ method: "POST", url: `/api/admin/schedule/jobs/${id}/move`, cookie: admin.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const bad = await t.request({ method: "POST", url: "/api/admin/schedule/jobs/nope/move", cookie: admin.cookie, payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
