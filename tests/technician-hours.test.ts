import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { auditLog, bookings, jobs, services, technicianTimeOff, technicians } from "../src/server/db/schema.ts";
import { weekdayOf } from "../src/shared/rules/business-hours.ts";
import { ZAdminTechnicianHours, ZTechnicianHours } from "../src/shared/schemas/technicians.ts";
import { ZAvailability } from "../src/shared/schemas/bookings.ts";
import {
  bookingRequest,
  daysFromToday,
  saveBusinessSettings,
  seedBookableServices,
  setMaxPerSlot,
  TEST_BUSINESS_SETTINGS,
} from "./setup/catalogue-fixtures.ts";
import { insertJob, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0152: technicians' working hours, skills and time off, set by the admin, read by the
// technician, and followed by the public booking's slots (with the capacity rule as the fallback
// while no technician is set up).
let t: TTestApp;
let admin: Awaited<ReturnType<TTestApp["signedIn"]>>;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let tina: Awaited<ReturnType<typeof makeTechnician>>;
let ray: Awaited<ReturnType<typeof makeTechnician>>;
let customerId: string;
/** A service of 3 hours (Plumbing) for the duration tests. */
let longService: string;

const h = (hours: number) => hours * 60;
/** Every day 8–17. */
const EVERY_DAY = Array.from({ length: 7 }, () => ({ start: h(8), end: h(17) }));
const DAY = daysFromToday(5);
const ALL_SLOTS = ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM"];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  ids = await seedBookableServices(t.database.db);
  const [long] = await t.database.db
    .insert(services)
    .values({ name: "Water Heater Install", category: "Plumbing", base_price: 50000, pricing_type: "flat", unit: "job", estimated_duration_minutes: 180 })
    .returning({ id: services.id });
  longService = long.id;
  tina = await makeTechnician(t, { first_name: "Tina", last_name: "Torres" });
  ray = await makeTechnician(t, { first_name: "Ray", last_name: "Reyes" });
  customerId = await makeCustomer(t, { first_name: "Carl", last_name: "Client" });
});
afterAll(() => t.close());

/** Only these technicians active, none set up, no time off, no jobs or bookings: each test builds its day. */
beforeEach(async () => {
  const db = t.database.db;
  await saveBusinessSettings(db);
  await db.delete(jobs);
  await db.delete(bookings);
  await db.delete(technicianTimeOff);
  await db.update(technicians).set({ is_active: false, weekly_hours: null, skills: [] });
  await db
    .update(technicians)
    .set({ is_active: true })
    .where(sql`${technicians.id} in (${tina.id}, ${ray.id})`);
});

const send = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object, cookie = admin.cookie) => t.request({ method, url, payload, cookie });
const setHours = (id: string, body: { weekly_hours: unknown; skills?: string[] }) => send("PUT", `/api/admin/technicians/${id}/hours`, { skills: [], ...body });
const addTimeOff = (id: string, body: Record<string, unknown>) => send("POST", `/api/admin/technicians/${id}/time-off`, body);

async function slots(date = DAY, serviceId: string | null = ids.flat) {
  const response = await t.request({ method: "GET", url: `/api/bookings/availability?date=${date}${serviceId ? `&service_id=${serviceId}` : ""}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZAvailability.parse(response.json());
}
const open = async (date = DAY, serviceId: string | null = ids.flat) => (await slots(date, serviceId)).slots.filter((s) => s.available).map((s) => s.time);

describe("the admin sets a technician's hours, skills and time off", () => {
  it("reads a technician not set up: no week, all work, no time off, and the catalogue's categories", async () => {
    const response = await send("GET", `/api/admin/technicians/${tina.id}/hours`);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZAdminTechnicianHours.parse(response.json());
    expect(body).toMatchObject({ id: tina.id, name: "Tina Torres", weekly_hours: null, skills: [], time_off: [] });
    expect(body.categories).toEqual(["Handyman", "Outdoor", "Plumbing"]);
  });

  it("saves a week with half hours and days off and skills, audited with before and after", async () => {
    const week = [null, ...Array.from({ length: 5 }, () => ({ start: h(8.5), end: h(17) })), null];
    const response = await setHours(tina.id, { weekly_hours: week, skills: ["Plumbing", "Plumbing"] });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAdminTechnicianHours.parse(response.json())).toMatchObject({ weekly_hours: week, skills: ["Plumbing"] });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "technician-hours"), eq(auditLog.entity_id, tina.id)))
      .orderBy(desc(auditLog.created_at))
      .limit(1);
    expect(entry).toMatchObject({ actor_id: admin.userId, action: "update" });
    expect(entry.details).toEqual({ before: { weekly_hours: null, skills: [] }, after: { weekly_hours: week, skills: ["Plumbing"] } });
  });

  it("refuses bad hours with 400 naming the field, and changes nothing", async () => {
    const bad = async (weekly_hours: unknown, skills: string[] = []) => {
      const response = await setHours(tina.id, { weekly_hours, skills });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fields as { field: string; message: string }[];
    };
    const ending = [...EVERY_DAY];
    ending[2] = { start: h(12), end: h(9) };
    expect(await bad(ending)).toEqual([{ field: "weekly_hours.2.end", message: "must be after the start" }]);
    const quarter = [...EVERY_DAY];
    quarter[1] = { start: h(8) + 15, end: h(17) };
    expect((await bad(quarter))[0]).toEqual({ field: "weekly_hours.1.start", message: "must be a whole or half hour" });
    expect((await bad(EVERY_DAY.slice(0, 6)))[0]).toEqual({ field: "weekly_hours", message: "must give seven days, Sunday first" });
    expect(await bad(EVERY_DAY, ["Roofing"])).toEqual([{ field: "skills", message: '"Roofing" is not a category of the catalogue' }]);
    const [row] = await t.database.db.select({ weekly_hours: technicians.weekly_hours }).from(technicians).where(eq(technicians.id, tina.id));
    expect(row.weekly_hours).toBeNull();
  });

  it("adds and removes time off with a reason, audited; the list shows what has not ended", async () => {
    const created = await addTimeOff(tina.id, { starts_on: DAY, ends_on: daysFromToday(6), reason: "Vacation" });
    expect(created.statusCode, created.body).toBe(201);
    const partial = await addTimeOff(tina.id, { starts_on: DAY, ends_on: DAY, start_minutes: h(13), end_minutes: h(15), reason: "Dentist" });
    expect(partial.statusCode, partial.body).toBe(201);
    await t.database.db.insert(technicianTimeOff).values({ technician_id: tina.id, starts_on: daysFromToday(-9), ends_on: daysFromToday(-8), reason: "Past" });
    const list = ZAdminTechnicianHours.parse((await send("GET", `/api/admin/technicians/${tina.id}/hours`)).json()).time_off;
    expect(list.map((entry) => entry.reason)).toEqual(["Dentist", "Vacation"]);
    const removed = await send("DELETE", `/api/admin/technicians/${tina.id}/time-off/${created.json().id}`);
    expect(removed.statusCode).toBe(204);
    // Another technician's path finds nothing.
    expect((await send("DELETE", `/api/admin/technicians/${ray.id}/time-off/${partial.json().id}`)).statusCode).toBe(404);
    const entries = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, "technician-time-off"));
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "create", "delete"]);
  });

  it("refuses time off that ends before it starts, or with one time only, with 400 naming the field", async () => {
    const fields = async (body: Record<string, unknown>) => {
      const response = await addTimeOff(tina.id, { reason: "x", ...body });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fields;
    };
    expect(await fields({ starts_on: DAY, ends_on: daysFromToday(4) })).toEqual([{ field: "ends_on", message: "must be on or after the start date" }]);
    expect(await fields({ starts_on: DAY, ends_on: DAY, start_minutes: h(15), end_minutes: h(13) })).toEqual([
      { field: "end_minutes", message: "must be after the start time" },
    ]);
    expect(await fields({ starts_on: DAY, ends_on: DAY, start_minutes: h(9) })).toEqual([
      { field: "end_minutes", message: "is required with the other time (or leave both empty for whole days)" },
    ]);
    expect(await fields({ starts_on: DAY, ends_on: DAY, reason: " " })).toEqual([{ field: "reason", message: "is required" }]);
    expect(await fields({ starts_on: "2026-13-01", ends_on: DAY })).toEqual([{ field: "starts_on", message: "must be a date written yyyy-MM-dd" }]);
    expect(await t.database.db.select().from(technicianTimeOff)).toEqual([]);
  });

  it("answers 404 for a technician that does not exist", async () => {
    const nobody = "00000000-0000-4000-8000-000000000000";
    expect((await send("GET", `/api/admin/technicians/${nobody}/hours`)).statusCode).toBe(404);
    expect((await setHours(nobody, { weekly_hours: null })).statusCode).toBe(404);
    expect((await addTimeOff(nobody, { starts_on: DAY, ends_on: DAY, reason: "x" })).statusCode).toBe(404);
  });

  it("shows the technician their own hours and time off, and no one else's", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY, skills: ["Plumbing"] });
    await addTimeOff(tina.id, { starts_on: DAY, ends_on: DAY, reason: "Training" });
    await addTimeOff(ray.id, { starts_on: DAY, ends_on: DAY, reason: "Ray's day" });
    const response = await send("GET", "/api/technician/hours", undefined, tina.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const mine = ZTechnicianHours.parse(response.json());
    expect(mine).toMatchObject({ id: tina.id, weekly_hours: EVERY_DAY, skills: ["Plumbing"] });
    expect(mine.time_off.map((entry) => entry.reason)).toEqual(["Training"]);
  });
});

describe("the public booking's slots follow the technicians", () => {
  it("keeps the capacity rule while no technician has hours set up", async () => {
    expect(await open()).toEqual(ALL_SLOTS);
    await setMaxPerSlot(t.database.db, 1);
    await t.database.db.insert(bookings).values(bookingRow({ scheduled_time: "9:00 AM" }));
    expect(await open()).not.toContain("9:00 AM");
    expect((await slots()).capacity).toBe(1);
  });

  it("offers only the slots inside the hours of someone set up; one not set up works the business's hours", async () => {
    await setHours(tina.id, { weekly_hours: weekWith({ start: h(9), end: h(12) }) });
    await t.database.db.update(technicians).set({ is_active: false }).where(eq(technicians.id, ray.id));
    expect(await open()).toEqual(["9:00 AM", "10:00 AM", "11:00 AM"]);
    // Ray, not set up, works the business's hours (open all day in these tests).
    await t.database.db.update(technicians).set({ is_active: true }).where(eq(technicians.id, ray.id));
    expect(await open()).toEqual(ALL_SLOTS);
  });

  it("removes a technician's day off and their time off, whole days or hours", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY });
    await setHours(ray.id, { weekly_hours: weekWith(null) });
    expect(await open()).toEqual(ALL_SLOTS.slice(0, 9));
    await addTimeOff(tina.id, { starts_on: DAY, ends_on: DAY, start_minutes: h(13), end_minutes: h(15), reason: "Dentist" });
    expect(await open()).toEqual(["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "3:00 PM", "4:00 PM"]);
    await addTimeOff(tina.id, { starts_on: daysFromToday(4), ends_on: DAY, reason: "Vacation" });
    expect(await open()).toEqual([]);
    expect(await open(daysFromToday(6))).toEqual(ALL_SLOTS.slice(0, 9));
  });

  it("closes the business's holidays whoever works", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY });
    const [, month, day] = DAY.split("-").map(Number);
    await saveBusinessSettings(t.database.db, {
      ...TEST_BUSINESS_SETTINGS,
      opening_hours: { ...TEST_BUSINESS_SETTINGS.opening_hours, holidays: [{ name: "Founders Day", kind: "date", month, day }] },
    });
    expect(await open()).toEqual([]);
  });

  it("needs the service's whole length free: a 3-hour service ends by the end of the day", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY });
    await t.database.db.update(technicians).set({ is_active: false }).where(eq(technicians.id, ray.id));
    expect(await open(DAY, longService)).toEqual(ALL_SLOTS.slice(0, 7));
    // An hourly service lasts its minimum hours (2): its last slot is 3 PM.
    expect(await open(DAY, ids.hourly)).toEqual(ALL_SLOTS.slice(0, 8));
  });

  it("counts the jobs already on the technician's day, for their estimated hours", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY });
    await t.database.db.update(technicians).set({ is_active: false }).where(eq(technicians.id, ray.id));
    await insertJob(t, {
      customer_id: customerId,
      technician_id: tina.id,
      status: "scheduled",
      scheduled_date: DAY,
      scheduled_time: "10:00 AM",
      estimated_hours: 2,
    });
    await insertJob(t, { customer_id: customerId, technician_id: tina.id, status: "cancelled", scheduled_date: DAY, scheduled_time: "2:00 PM" });
    expect(await open()).toEqual(["8:00 AM", "9:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
    // The 3-hour service also cannot start at 8 or 9 (it would run into the 10 AM job).
    expect(await open(DAY, longService)).toEqual(["12:00 PM", "1:00 PM", "2:00 PM"]);
  });

  it("keeps a technician for each booking no one has been given yet", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY });
    await setHours(ray.id, { weekly_hours: EVERY_DAY });
    await t.database.db.insert(bookings).values(bookingRow({ scheduled_time: "9:00 AM" }));
    expect((await slots()).slots.find((s) => s.time === "9:00 AM")).toMatchObject({ available: true, remaining: 1 });
    await t.database.db.insert(bookings).values(bookingRow({ scheduled_time: "9:00 AM", customer_email: "other@example.com" }));
    expect(await open()).not.toContain("9:00 AM");
  });

  it("offers a service only where a technician who does its category is free", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY, skills: ["Plumbing"] });
    await setHours(ray.id, { weekly_hours: weekWith(null), skills: ["Handyman"] });
    expect(await open(DAY, ids.flat)).toEqual(ALL_SLOTS.slice(0, 9));
    expect(await open(DAY, ids.hourly)).toEqual([]);
    expect(await open(DAY, ids.other)).toEqual([]);
    expect((await slots(DAY, ids.flat)).capacity).toBe(1);
  });

  it("refuses a booking of a slot no technician is free for with 409, and takes the last free one", async () => {
    await setHours(tina.id, { weekly_hours: EVERY_DAY });
    await t.database.db.update(technicians).set({ is_active: false }).where(eq(technicians.id, ray.id));
    const first = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { scheduled_date: DAY, scheduled_time: "10:00 AM" }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { scheduled_date: DAY, scheduled_time: "10:00 AM", customer_email: "second@example.com" }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().fields).toEqual([{ field: "scheduled_time", message: "is no longer available" }]);
    // Outside her hours is refused the same way.
    const late = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { scheduled_date: DAY, scheduled_time: "5:00 PM" }),
    });
    expect(late.statusCode).toBe(409);
  });

  it("refuses a reschedule onto a technician's time off with 409, and lets a booking move within its own time", async () => {
    const customer = await t.signedIn("customer");
    await setHours(tina.id, { weekly_hours: EVERY_DAY });
    await t.database.db.update(technicians).set({ is_active: false }).where(eq(technicians.id, ray.id));
    const booked = await t.request({
      method: "POST",
      url: "/api/bookings",
      cookie: customer.cookie,
      payload: bookingRequest(longService, { scheduled_date: DAY, scheduled_time: "10:00 AM", customer_email: customer.email }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().booking.id as string;
    const move = (time: string, date = DAY) =>
      t.request({ method: "POST", url: `/api/me/bookings/${id}/reschedule`, cookie: customer.cookie, payload: { scheduled_date: date, scheduled_time: time } });
    // The dialog's slots are counted as the move counts them, without the booking's own visit:
    // its current slot and the hours it holds are offered to it, while the public slots are not.
    const mine = async (date = DAY) => {
      const response = await t.request({ method: "GET", url: `/api/me/bookings/${id}/reschedule-slots?date=${date}`, cookie: customer.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return ZAvailability.parse(response.json())
        .slots.filter((s) => s.available)
        .map((s) => s.time);
    };
    // Tina's 8–5 day fits a 3-hour visit starting 8 AM to 2 PM.
    expect(await open(DAY, longService)).toEqual(["1:00 PM", "2:00 PM"]);
    expect(await mine()).toEqual(["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM"]);
    // Someone else's booking is not theirs to count without.
    const stranger = await t.signedIn("customer");
    const peek = await t.request({ method: "GET", url: `/api/me/bookings/${id}/reschedule-slots?date=${DAY}`, cookie: stranger.cookie });
    expect(peek.statusCode).toBe(404);
    // From 10 AM to 11 AM overlaps only itself.
    expect((await move("11:00 AM")).statusCode).toBe(200);
    await addTimeOff(tina.id, { starts_on: daysFromToday(6), ends_on: daysFromToday(6), reason: "Course" });
    expect(await mine(daysFromToday(6))).toEqual([]);
    const refused = await move("11:00 AM", daysFromToday(6));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This time slot is no longer available. Please choose another.");
  });

  it("never limits emergencies", async () => {
    await setHours(tina.id, { weekly_hours: weekWith(null, daysFromToday(0)) });
    await setHours(ray.id, { weekly_hours: weekWith(null, daysFromToday(0)) });
    const response = await t.request({
      method: "POST",
      url: "/api/emergency/payments",
      payload: { idempotency_key: crypto.randomUUID(), is_test: true, customer_phone: "407-555-0100" },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses an unknown service with 400 naming service_id", async () => {
    const response = await t.request({ method: "GET", url: `/api/bookings/availability?date=${DAY}&service_id=00000000-0000-4000-8000-000000000000` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: "service_id", message: "no such service" }]);
  });
});

/** Every day 8–17, with `day` (of DAY's weekday, or another date's) as given. */
function weekWith(day: { start: number; end: number } | null, date = DAY) {
  const week: ({ start: number; end: number } | null)[] = [...EVERY_DAY];
  week[weekdayOf(date)] = day;
  return week;
}

function bookingRow(overrides: Partial<typeof bookings.$inferInsert> = {}): typeof bookings.$inferInsert {
  return {
    service_id: ids.flat,
    customer_name: "Pat Doe",
    customer_email: "pat@example.com",
    customer_phone: "(407) 555-0101",
    service_address: "1 Main St",
    scheduled_date: DAY,
    scheduled_time: "9:00 AM",
    subtotal: 14900,
    initial_payment_amount: 2500,
    initial_payment_status: "paid",
    booking_completed: true,
    status: "pending",
    ...overrides,
  };
}
