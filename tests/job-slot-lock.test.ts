import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "../src/server/db/schema.ts";
import { addDaysIso, businessToday } from "../src/shared/rules/dates.ts";
import { SLOT_CONFLICT } from "../src/shared/schemas/jobs.ts";
import { jobForm, makeCustomer, makeTechnician, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { insertBooking } from "./setup/billing-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The admin's job form holds to the slots as the schedule board does: a date and time full for
// the public, or over the technician's other job, is a 409 naming scheduled_time and why, and
// nothing is written, unless the admin confirms it anyway.
let t: TTestApp;
let admin: { cookie: string };
let customerId: string;
let tech: { id: string };
// Weeks ahead on a weekday-or-Saturday the demo hours open; the business's own clock.
const day = (offset: number) => {
  let date = addDaysIso(businessToday(), offset);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDaysIso(date, 1);
  return date;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  customerId = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper", email: "grace.slots@example.com" });
  // One active technician: each slot has one public place.
  tech = await makeTechnician(t, { first_name: "Sam", last_name: "Slots" });
});
afterAll(() => t.close());

const create = (overrides: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/admin/jobs", cookie: admin.cookie, payload: jobForm(customerId, overrides) });
const edit = (id: string, overrides: Record<string, unknown>) =>
  t.request({
    method: "PUT",
    url: `/api/admin/jobs/${id}`,
    cookie: admin.cookie,
    payload: { ...jobForm(customerId, overrides), expected_status: overrides.status ?? "pending" },
  });

describe("the job form's slot lock", () => {
  it("refuses a slot the public has filled (409 on scheduled_time, nothing written) until the admin confirms it", async () => {
    const date = day(20);
    const bookingId = await insertBooking(t, { customerEmail: "someone@example.com" });
    await t.database.db.update(bookings).set({ scheduled_date: date, scheduled_time: "10:00 AM" }).where(eq(bookings.id, bookingId));

    const before = await databaseFingerprint(t.database.pool);
    const refused = await create({ scheduled_date: date, scheduled_time: "10:00 AM" });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: "CONFLICT",
      message: SLOT_CONFLICT,
      fields: [{ field: "scheduled_time", message: "is full: no place is left at 10:00 AM that day" }],
    });
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);

    // Another slot of that day has its place.
    expect((await create({ scheduled_date: date, scheduled_time: "1:00 PM" })).statusCode).toBe(201);
    const confirmed = await create({ scheduled_date: date, scheduled_time: "10:00 AM", confirm_conflicts: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await storedJob(t, confirmed.json().id)).toMatchObject({ scheduled_date: date, scheduled_time: "10:00 AM" });
  });

  it("does not hold a visit recorded for a day already gone to the public places", async () => {
    const past = addDaysIso(businessToday(), -30);
    const bookingId = await insertBooking(t, { customerEmail: "earlier@example.com" });
    await t.database.db.update(bookings).set({ scheduled_date: past, scheduled_time: "10:00 AM" }).where(eq(bookings.id, bookingId));
    const recorded = await create({ scheduled_date: past, scheduled_time: "10:00 AM" });
    expect(recorded.statusCode, recorded.body).toBe(201);
  });

  it("refuses a time over the technician's other job, on create and on edit, with the board's words", async () => {
    const date = day(27);
    const first = await create({
      title: "Water heater",
      technician_id: tech.id,
      status: "scheduled",
      scheduled_date: date,
      scheduled_time: "9:00 AM",
      estimated_hours: 2,
    });
    expect(first.statusCode, first.body).toBe(201);

    const refused = await create({ technician_id: tech.id, status: "scheduled", scheduled_date: date, scheduled_time: "10:00 AM" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual([{ field: "scheduled_time", message: 'Overlaps "Water heater" (9:00 AM to 11:00 AM).' }]);

    // Unassigned, or after the first job, the same time is free.
    const later = await create({ technician_id: tech.id, status: "scheduled", scheduled_date: date, scheduled_time: "1:00 PM" });
    expect(later.statusCode, later.body).toBe(201);
    const id = later.json().id as string;

    const moved = await edit(id, { technician_id: tech.id, status: "scheduled", scheduled_date: date, scheduled_time: "10:00 AM" });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().fields).toEqual([{ field: "scheduled_time", message: 'Overlaps "Water heater" (9:00 AM to 11:00 AM).' }]);
    expect(await storedJob(t, id)).toMatchObject({ scheduled_time: "1:00 PM" });

    // An edit that leaves the visit where it is is never held up by it.
    expect(
      (await edit(id, { title: "Renamed", technician_id: tech.id, status: "scheduled", scheduled_date: date, scheduled_time: "1:00 PM" })).statusCode,
    ).toBe(200);

    const confirmed = await edit(id, {
      technician_id: tech.id,
      status: "scheduled",
      scheduled_date: date,
      scheduled_time: "10:00 AM",
      confirm_conflicts: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedJob(t, id)).toMatchObject({ scheduled_time: "10:00 AM" });
  });

  it("refuses a confirm that is not a boolean (400, the field named)", async () => {
    const response = await create({ scheduled_date: day(34), scheduled_time: "10:00 AM", confirm_conflicts: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: "confirm_conflicts" })]);
  });
});
