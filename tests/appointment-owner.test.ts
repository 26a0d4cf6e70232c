import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { jobs, mailOutbox, payments } from "../src/server/db/schema.ts";
import { TIME_SLOTS } from "../src/shared/constants.ts";
import { businessToday, slotStart } from "../src/shared/rules/dates.ts";
import { insertJob, jobForm, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decisions 0130 and 0131: the job owns the visit once it exists, every reader reads it there,
// the booking's status follows the job's, and a moved visit cannot make a deposit refundable again.
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let me: Awaited<ReturnType<TTestApp["signedIn"]>>;
let admin: Awaited<ReturnType<TTestApp["signedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
  me = await t.signedIn("customer");
  admin = await t.signedIn("admin");
});
afterAll(() => t.close());

const get = (url: string, cookie = me.cookie) => t.request({ method: "GET", url, cookie });
const post = (url: string, payload: object, cookie = me.cookie) => t.request({ method: "POST", url, payload, cookie });

async function myBooking(overrides: Record<string, unknown>) {
  const response = await post("/api/bookings", bookingRequest(ids.flat, { customer_email: me.email, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().booking.id as string;
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.booking_id, id));
  return { id, job };
}

/** The office saves the job form with a new visit (and status), as the admin's Edit Job does. */
async function officeMoves(job: typeof jobs.$inferSelect, change: { scheduled_date?: string; scheduled_time?: string; status?: string }) {
  const response = await t.request({
    method: "PUT",
    url: `/api/admin/jobs/${job.id}`,
    cookie: admin.cookie,
    payload: {
      ...jobForm(job.customer_id, {
        title: job.title,
        scheduled_date: job.scheduled_date,
        scheduled_time: job.scheduled_time,
        service_address: job.service_address,
        service_city: job.service_city,
        service_zip: job.service_zip,
        total_amount: job.total_amount,
        ...change,
      }),
      expected_status: job.status,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const myListItem = async (id: string) => (await get("/api/me/bookings")).json().items.find((b: { id: string }) => b.id === id);

describe("the job owns the visit (decision 0130)", () => {
  it("the office moves the time: My Bookings, the details, the rating prompt and the admin's booking block show the new time, and the status follows the job", async () => {
    const { id, job } = await myBooking({ scheduled_date: daysFromToday(5), scheduled_time: "10:00 AM" });
    await officeMoves(job, { scheduled_time: "9:00 AM", status: "scheduled" });

    expect(await myListItem(id)).toMatchObject({ scheduled_date: daysFromToday(5), scheduled_time: "9:00 AM", status: "scheduled" });
    expect((await get(`/api/me/bookings/${id}`)).json()).toMatchObject({ scheduled_time: "9:00 AM", status: "scheduled" });
    const block = async () => (await get(`/api/admin/jobs/${job.id}`, admin.cookie)).json().booking;
    expect(await block()).toMatchObject({ scheduled_time: "9:00 AM", status: "scheduled" });

    // Completed by the office: the booking is completed everywhere, and the rating prompt (the
    // list item the Rate Service dialog reads) names the visit's real time.
    await officeMoves({ ...job, scheduled_time: "9:00 AM", status: "scheduled" }, { scheduled_time: "9:00 AM", status: "completed" });
    expect(await myListItem(id)).toMatchObject({ scheduled_time: "9:00 AM", status: "completed", can_rate: true });
    expect(await block()).toMatchObject({ status: "completed" });
  });

  it("a job the office cancels cancels its booking, and frees the place", async () => {
    const { id, job } = await myBooking({ scheduled_date: daysFromToday(6), scheduled_time: "4:00 PM" });
    const remaining = async () =>
      (await get(`/api/bookings/availability?date=${daysFromToday(6)}`)).json().slots.find((s: { time: string }) => s.time === "4:00 PM").remaining;
    const before = await remaining();
    await officeMoves(job, { status: "cancelled" });
    expect(await myListItem(id)).toMatchObject({ status: "cancelled", can_cancel: false, can_reschedule: false });
    expect((await get(`/api/admin/jobs/${job.id}`, admin.cookie)).json().booking.status).toBe("cancelled");
    expect(await remaining()).toBe(before + 1);
  });

  it("capacity counts the booking in the job's slot, not in the one first asked for", async () => {
    const date = daysFromToday(7);
    const remaining = async () =>
      new Map((await get(`/api/bookings/availability?date=${date}`)).json().slots.map((s: { time: string; remaining: number }) => [s.time, s.remaining]));
    const before = await remaining();
    const { job } = await myBooking({ scheduled_date: date, scheduled_time: "10:00 AM" });
    await officeMoves(job, { scheduled_time: "11:00 AM" });
    const after = await remaining();
    expect(after.get("10:00 AM")).toBe(before.get("10:00 AM"));
    expect(after.get("11:00 AM")).toBe((before.get("11:00 AM") as number) - 1);

    // Moved to another day: the place is taken there, and freed on the day asked for.
    await officeMoves({ ...job, scheduled_time: "11:00 AM" }, { scheduled_date: daysFromToday(8), scheduled_time: "11:00 AM" });
    expect((await remaining()).get("11:00 AM")).toBe(before.get("11:00 AM"));
  });

  it("the technician's list orders a day's visits by time: 8 AM before 1 PM", async () => {
    const tess = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
    const { job } = await myBooking({ scheduled_date: daysFromToday(9), scheduled_time: "2:00 PM" });
    const date = daysFromToday(2);
    const afternoon = await insertJob(t, { customer_id: job.customer_id, technician_id: tess.id, scheduled_date: date, scheduled_time: "1:00 PM" });
    const morning = await insertJob(t, { customer_id: job.customer_id, technician_id: tess.id, scheduled_date: date, scheduled_time: "8:00 AM" });
    const ten = await insertJob(t, { customer_id: job.customer_id, technician_id: tess.id, scheduled_date: date, scheduled_time: "10:00 AM" });
    const list = await get("/api/technician/jobs", tess.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([morning, ten, afternoon]);
  });
});

describe("the refund rule holds when the visit moves (decision 0131)", () => {
  /** The next bookable slot from now: always less than 24 hours away, so inside the no-refund window. */
  function nextSlot() {
    const now = Date.now();
    for (const date of [businessToday(), daysFromToday(1)]) {
      for (const time of TIME_SLOTS) if (slotStart(date, time).getTime() > now + 5 * 60_000) return { scheduled_date: date, scheduled_time: time };
    }
    throw new Error("no slot within a day");
  }
  const refundsOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.booking_id, id))).filter((p) => p.kind === "refund");

  it("a booking made inside the window and rescheduled to next month is still not refunded, and says so before the move", async () => {
    const { id } = await myBooking(nextSlot());
    await t.mailSettled();
    // The confirmation mail states the policy, in the words of the booking dialog and the receipt.
    const [confirmation] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, me.email), eq(mailOutbox.kind, "booking-received")))
      .orderBy(desc(mailOutbox.created_at))
      .limit(1);
    expect(confirmation?.text).toContain(
      "Refund policy: your deposit is refunded in full if you cancel at least 24 hours before your visit. After that, it is not refunded, and moving the visit does not change that.",
    );
    const inside = (await get(`/api/me/bookings/${id}`)).json();
    expect(inside.cancel_refund.amount).toBe(0);
    expect(inside.deposit_refund_ended).toBe(true);

    const moved = await post(`/api/me/bookings/${id}/reschedule`, { scheduled_date: daysFromToday(32), scheduled_time: "10:00 AM" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ scheduled_date: daysFromToday(32), deposit_refund_ended: true, cancel_refund: { amount: 0 } });

    const cancelled = await post(`/api/me/bookings/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await refundsOf(id)).toEqual([]);
  });

  it("the office moving such a visit to next month does not bring the refund back either", async () => {
    const { id, job } = await myBooking(nextSlot());
    await officeMoves(job, { scheduled_date: daysFromToday(33), scheduled_time: "9:00 AM" });
    expect((await get(`/api/me/bookings/${id}`)).json()).toMatchObject({ scheduled_date: daysFromToday(33), cancel_refund: { amount: 0 } });
  });

  it("a booking moved while its refund still holds gets the new visit's cut-off", async () => {
    const { id } = await myBooking({ scheduled_date: daysFromToday(10), scheduled_time: "10:00 AM" });
    const moved = await post(`/api/me/bookings/${id}/reschedule`, { scheduled_date: daysFromToday(34), scheduled_time: "10:00 AM" });
    expect(moved.json()).toMatchObject({ deposit_refund_ended: false, cancel_refund: { amount: expect.any(Number) } });
    expect(moved.json().cancel_refund.amount).toBeGreaterThan(0);
    expect(moved.json().cancel_refund.full_refund_until).toBe(new Date(slotStart(daysFromToday(34), "10:00 AM").getTime() - 24 * 3_600_000).toISOString());
  });
});
