import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { bookings, settings } from "../src/server/db/schema.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Issue 8 fault 8: bookings could be made for the year 9999. They are limited to the
// `booking_window_days` setting (180 by default), for booking and for rescheduling.

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let me: Awaited<ReturnType<TTestApp["signedIn"]>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
  me = await t.signedIn("customer");
});
afterAll(() => t.close());
beforeEach(() => setWindow(null));

async function setWindow(days: number | null) {
  if (days === null) return t.database.db.delete(settings).where(eq(settings.key, "business"));
  const value = { ...DEFAULT_BUSINESS_SETTINGS, booking_window_days: days };
  return t.database.db.insert(settings).values({ key: "business", value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
const book = (overrides: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/bookings", payload: bookingRequest(ids.flat, { customer_email: me.email, ...overrides }), cookie: me.cookie });
const bookingCount = async () => (await t.database.db.select({ n: count() }).from(bookings))[0].n;

describe("booking window", () => {
  it("refuses a booking for the year 9999 with a 400 naming scheduled_date and the reason, and stores nothing", async () => {
    const before = await bookingCount();
    const response = await book({ scheduled_date: "9999-12-31" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: "scheduled_date", message: `must be within 180 days from today (on or before ${daysFromToday(180)})` }]);
    expect(await bookingCount()).toBe(before);
  });

  it("takes the last day of the default window of 180 days, and refuses the day after", async () => {
    expect((await book({ scheduled_date: daysFromToday(180) })).statusCode).toBe(201);
    const after = await book({ scheduled_date: daysFromToday(181) });
    expect(after.statusCode).toBe(400);
    expect(after.json().fields[0].field).toBe("scheduled_date");
  });

  it("follows the admin's setting, and shows no free slot beyond it", async () => {
    await setWindow(30);
    expect((await book({ scheduled_date: daysFromToday(30), scheduled_time: "8:00 AM" })).statusCode).toBe(201);
    const refused = await book({ scheduled_date: daysFromToday(31) });
    expect(refused.json().fields).toEqual([{ field: "scheduled_date", message: `must be within 30 days from today (on or before ${daysFromToday(30)})` }]);
    const availability = (await t.request({ method: "GET", url: `/api/bookings/availability?date=${daysFromToday(31)}` })).json();
    expect(availability.slots.every((slot: { available: boolean }) => !slot.available)).toBe(true);
    const publicSettings = (await t.request({ method: "GET", url: "/api/settings/public" })).json();
    expect(publicSettings.booking_window_days).toBe(30);
  });

  it("refuses to reschedule beyond the window and leaves the booking where it was", async () => {
    const id = (await book({ scheduled_date: daysFromToday(5), scheduled_time: "9:00 AM" })).json().booking.id;
    const moveTo = (date: string) =>
      t.request({ method: "POST", url: `/api/me/bookings/${id}/reschedule`, payload: { scheduled_date: date, scheduled_time: "3:00 PM" }, cookie: me.cookie });

    const far = await moveTo("9999-01-01");
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual([{ field: "scheduled_date", message: `must be within 180 days from today (on or before ${daysFromToday(180)})` }]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row.scheduled_date).toBe(daysFromToday(5));

    await setWindow(10);
    expect((await moveTo(daysFromToday(11))).statusCode).toBe(400);
    expect((await moveTo(daysFromToday(10))).statusCode).toBe(200);
  });
});
