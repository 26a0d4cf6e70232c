import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { bookings, jobs, mailOutbox, payments } from "../src/server/db/schema.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = (overrides: Record<string, unknown> = {}) => ({
  customer_name: "Sam Rivera",
  customer_phone: "407-555-0123",
  customer_email: "sam@example.com",
  service_address: "400 Lake Ave",
  service_city: "Kissimmee",
  service_state: "fl",
  service_zip: "34741",
  response_time: "Within 4 hours",
  description: "Water heater burst, water on the floor",
  ...overrides,
});
// Every payment names a way to reach the customer (a phone here, unless given).
const pay = (payload: object, cookie?: string) =>
  t.request({ method: "POST", url: "/api/emergency/payments", payload: { customer_phone: "407-555-0100", ...payload }, cookie });

describe("the emergency flow", () => {
  it("payment creates the booking with exactly the fields of customer-side.md §4, and the $25 fee from the server", async () => {
    const viewer = await t.signedIn("customer");
    const response = await pay({ idempotency_key: randomUUID(), is_test: true, amount: 1, customer_phone: "", customer_email: viewer.email }, viewer.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { booking_id, amount, is_test } = response.json();
    expect({ amount, is_test }).toEqual({ amount: 2500, is_test: true });

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking_id));
    expect(row).toMatchObject({
      is_emergency: true,
      emergency_fee_paid: true,
      emergency_fee_amount: 2500,
      customer_name: "",
      customer_phone: "",
      service_address: "",
      customer_email: viewer.email,
      status: "pending",
      booking_completed: false,
      subtotal: 0,
      is_test: true,
      scheduled_date: businessToday(),
      scheduled_time: "Emergency - ASAP",
    });
    expect(row.emergency_payment_date).toBeInstanceOf(Date);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.booking_id, booking_id));
    expect(payment).toMatchObject({ kind: "emergency_fee", amount: 2500 });

    // Details complete that booking and create a high-priority job.
    const completed = await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: details(), cookie: viewer.cookie });
    expect(completed.statusCode, completed.body).toBe(200);
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking_id));
    expect(after).toMatchObject({
      booking_completed: true,
      status: "pending",
      customer_name: "Sam Rivera",
      service_state: "FL",
      scheduled_time: "Within 4 hours",
      notes: "Water heater burst, water on the floor",
    });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.booking_id, booking_id));
    expect(job).toMatchObject({ id: completed.json().job_id, priority: 3, title: "Emergency Service", service_city: "Kissimmee" });

    // Completing twice is refused; nothing changes.
    const again = await t.request({
      method: "PUT",
      url: `/api/emergency/bookings/${booking_id}`,
      payload: details({ customer_name: "Someone Else" }),
      cookie: viewer.cookie,
    });
    expect(again.statusCode).toBe(409);
  });

  it("a visitor pays giving only a phone; a retried payment makes one booking and one payment", async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 8 }, () => pay({ idempotency_key: key, is_test: true })));
    // A replay is the first response again, same status and body, marked as a replay.
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(responses.filter((r) => r.headers["idempotent-replayed"] === undefined)).toHaveLength(1);
    const [first] = responses;
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, first.json().booking_id));
    expect(row).toMatchObject({ customer_email: "", customer_phone: "407-555-0100" });
    expect((await t.database.db.select({ n: count() }).from(payments).where(eq(payments.booking_id, first.json().booking_id)))[0].n).toBe(1);
  });

  it("a booking paid while signed in cannot be completed by someone else", async () => {
    const owner = await t.signedIn("customer");
    const { booking_id } = (await pay({ idempotency_key: randomUUID(), is_test: true }, owner.cookie)).json();
    expect((await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: details() })).statusCode).toBe(403);
    const stranger = await t.signedIn("customer");
    expect((await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: details(), cookie: stranger.cookie })).statusCode).toBe(
      403,
    );
  });

  // Decision 0114: a guest's paid booking is completed with the resume token issued at payment.
  describe("a guest's paid booking", () => {
    const complete = (bookingId: string, extra: { resume_token?: string; cookie?: string } = {}) =>
      t.request({
        method: "PUT",
        url: `/api/emergency/bookings/${bookingId}`,
        payload: details({ customer_name: "Ivan Intruder", ...(extra.resume_token === undefined ? {} : { resume_token: extra.resume_token }) }),
        cookie: extra.cookie,
      });
    const unchanged = async (bookingId: string) => {
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(row).toMatchObject({ booking_completed: false, customer_name: "" });
      expect((await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.booking_id, bookingId)))[0].n).toBe(0);
    };

    it("is refused without its token, with another booking's token, with an edited token, and to a signed-in stranger", async () => {
      const { booking_id, resume_token } = (await pay({ idempotency_key: randomUUID(), is_test: true })).json();
      const other = (await pay({ idempotency_key: randomUUID(), is_test: true })).json();
      const [, signature] = (resume_token as string).split(".");
      const stranger = await t.signedIn("customer");
      const attempts = [
        await complete(booking_id),
        await complete(booking_id, { resume_token: other.resume_token }),
        await complete(booking_id, { resume_token: `${booking_id}.${other.resume_token.split(".")[1]}` }),
        await complete(booking_id, { resume_token: `${booking_id}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}` }),
        await complete(booking_id, { resume_token: booking_id }),
        await complete(booking_id, { cookie: stranger.cookie }),
        await complete(booking_id, { resume_token: other.resume_token, cookie: stranger.cookie }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
      }
      await unchanged(booking_id);
    });

    it("is completed with its own token, signed in or not", async () => {
      const { booking_id, resume_token } = (await pay({ idempotency_key: randomUUID(), is_test: true })).json();
      const response = await complete(booking_id, { resume_token });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking_id));
      expect(row).toMatchObject({ booking_completed: true, customer_name: "Ivan Intruder" });

      const later = (await pay({ idempotency_key: randomUUID(), is_test: true })).json();
      const signedIn = await t.signedIn("customer");
      expect((await complete(later.booking_id, { resume_token: later.resume_token, cookie: signedIn.cookie })).statusCode).toBe(200);
    });
  });

  it("a booking paid while signed in is completed by its owner's session, without a token", async () => {
    const owner = await t.signedIn("customer");
    const { booking_id } = (await pay({ idempotency_key: randomUUID(), is_test: true }, owner.cookie)).json();
    const response = await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: details(), cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("details without a paid booking insert a new completed one with its job, once per key", async () => {
    const key = randomUUID();
    const response = await t.request({ method: "POST", url: "/api/emergency/bookings", payload: { ...details(), idempotency_key: key } });
    expect(response.statusCode, response.body).toBe(201);
    const retry = await t.request({ method: "POST", url: "/api/emergency/bookings", payload: { ...details(), idempotency_key: key } });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toBe(response.body);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, response.json().booking_id));
    expect(row).toMatchObject({ is_emergency: true, emergency_fee_paid: false, booking_completed: true });
  });

  it.each([
    ["a state of 3 letters", { service_state: "FLA" }, "service_state"],
    ["a missing description", { description: " " }, "description"],
    ["an unknown response time", { response_time: "Next week" }, "response_time"],
    ["a malformed ZIP", { service_zip: "3280" }, "service_zip"],
    ["a missing city", { service_city: "" }, "service_city"],
  ])("refuses %s with the field named and changes nothing", async (_name, overrides, field) => {
    const { booking_id } = (await pay({ idempotency_key: randomUUID(), is_test: true })).json();
    const response = await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: details(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking_id));
    expect(row.booking_completed).toBe(false);
    expect((await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.booking_id, booking_id)))[0].n).toBe(0);
  });

  it("answers 404 for an unknown booking", async () => {
    const response = await t.request({ method: "PUT", url: `/api/emergency/bookings/${randomUUID()}`, payload: details() });
    expect(response.statusCode).toBe(404);
  });
});

describe("the response windows of today", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  // 7:15 PM in Orlando (UTC-5 in winter), whatever the hour the test runs at.
  const evening = () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-16T00:15:00Z"));
  };

  it("refuses a window that has already ended on the business's clock, with the field, and writes nothing", async () => {
    const { booking_id, resume_token } = (await pay({ idempotency_key: randomUUID(), is_test: true })).json();
    evening();
    for (const response_time of ["Today - Morning (8AM-12PM)", "Today - Afternoon (12PM-5PM)"]) {
      const response = await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: details({ response_time, resume_token }) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual([{ field: "response_time", message: "has already passed today; choose another response time" }]);
    }
    const unpaid = await t.request({
      method: "POST",
      url: "/api/emergency/bookings",
      payload: { ...details({ response_time: "Today - Morning (8AM-12PM)" }), idempotency_key: randomUUID() },
    });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().fields[0].field).toBe("response_time");
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking_id));
    expect(row.booking_completed).toBe(false);
    expect((await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.booking_id, booking_id)))[0].n).toBe(0);

    // The evening window is still open at 7:15 PM.
    const stillOpen = await t.request({
      method: "PUT",
      url: `/api/emergency/bookings/${booking_id}`,
      payload: details({ response_time: "Today - Evening (5PM-9PM)", resume_token }),
    });
    expect(stillOpen.statusCode, stillOpen.body).toBe(200);
  });
});

describe("the fee's receipt", () => {
  it("reaches a guest with the booking's reference and a signed link to its timeline, which opens it", async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const paid = await pay({ idempotency_key: randomUUID(), is_test: true, customer_email: email });
    expect(paid.statusCode, paid.body).toBe(201);
    const { booking_id, resume_token } = paid.json();
    const mails = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "payment-receipt"), eq(mailOutbox.to, email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`\nReference: Booking #${booking_id.slice(0, 8).toUpperCase()}\n`);
    const link = mails[0]!.text.match(/Follow your emergency visit here:\n(\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe(`/emergency/${booking_id}`);
    expect(new URLSearchParams(url.hash.slice(1)).get("token")).toBe(resume_token);
  });

  it("reads back the contact given at payment with the resume token, for the details form", async () => {
    const { resume_token } = (await pay({ idempotency_key: randomUUID(), is_test: true, customer_email: "fill@example.com" })).json();
    const resumed = await t.request({ method: "POST", url: "/api/emergency/resume", payload: { resume_token } });
    expect(resumed.json()).toMatchObject({ customer_phone: "407-555-0100", customer_email: "fill@example.com" });
  });
});
