import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, idempotencyKeys, jobs, mailOutbox, payments } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { fakePaymentProvider } from "./setup/fake-payment-provider.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The deposit was charged before the booking was inserted, and the emergency
// fee before its transaction began, so a failed insert left a charge with no booking. Now the
// payment is written pending with its booking, taken after that commits, then marked. Whatever
// step fails, the end is one paid booking and one charge kept, or no live booking and no money kept.

const fake = fakePaymentProvider();
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp({}, { payments: fake.provider });
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 1, async () => (await t.signedIn("technician")).userId);
  await t.database.pool.query(`create function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
});
afterAll(() => t.close());
afterEach(async () => {
  fake.reset();
  await t.database.pool.query("drop trigger if exists refuse_payment_insert on payments; drop trigger if exists refuse_paid on payments");
});

/** Every write of one idempotent request, found through its record (the provider's key too). */
async function stateOf(key: string) {
  const [record] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!record) return { record: null, bookings: [], payments: [], jobs: [], kept: fake.kept(), made: fake.made() };
  const rows = await t.database.db.select().from(bookings).where(eq(bookings.idempotency_key, record.id));
  const paymentRows = await t.database.db.select().from(payments).where(eq(payments.idempotency_key, record.id));
  const jobRows = rows.length ? await t.database.db.select().from(jobs).where(eq(jobs.booking_id, rows[0].id)) : [];
  return { record, bookings: rows, payments: paymentRows, jobs: jobRows, kept: fake.kept(record.id), made: fake.made(record.id) };
}
const book = (payload: Record<string, unknown>) => t.request({ method: "POST", url: "/api/bookings", payload });
// A payment names a way to reach the customer.
const payFee = (key: string) =>
  t.request({ method: "POST", url: "/api/emergency/payments", payload: { idempotency_key: key, is_test: true, customer_phone: "407-555-0100" } });
const remaining = async (date: string, time: string) =>
  (await t.request({ method: "GET", url: `/api/bookings/availability?date=${date}` })).json().slots.find((slot: { time: string }) => slot.time === time)
    .remaining;
const mailsTo = async (email: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

describe("POST /api/bookings takes the deposit after the booking is written", () => {
  it("all goes well: one paid booking with its job, one charge kept, taken only once the pending rows were committed", async () => {
    const request = bookingRequest(ids.flat, { scheduled_date: daysFromToday(20), customer_email: "paid@example.com" });
    let seenAtCharge: unknown[] = [];
    fake.onCharge(async (charge) => {
      // Another connection sees the committed rows: no transaction (and no slot lock) is open.
      seenAtCharge = await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.idempotency_key, charge.idempotencyKey));
    });
    const response = await book(request);
    expect(response.statusCode, response.body).toBe(201);
    expect(seenAtCharge).toEqual([{ status: "pending" }]);

    const state = await stateOf(request.idempotency_key);
    expect(state.bookings).toHaveLength(1);
    expect(state.bookings[0]).toMatchObject({ status: "pending", initial_payment_status: "paid", is_test: true });
    expect(state.bookings[0].initial_payment_date).toBeInstanceOf(Date);
    expect(state.payments).toEqual([
      expect.objectContaining({ status: "succeeded", kind: "deposit", amount: 14900, provider: "fake", provider_reference: `fake_${state.record!.id}` }),
    ]);
    expect(state.jobs).toHaveLength(1);
    expect(state.kept).toEqual([{ key: state.record!.id, amount: 14900 }]);
    // The confirmation and the deposit's receipt.
    expect(await mailsTo("paid@example.com")).toBe(2);
  });

  it("the insert fails before any charge: no booking, no payment, no charge, and the key stays free", async () => {
    await t.database.pool.query("create trigger refuse_payment_insert before insert on payments for each row execute function test_refuse()");
    const request = bookingRequest(ids.flat, { scheduled_date: daysFromToday(21), customer_email: "insert-fails@example.com" });
    expect((await book(request)).statusCode).toBe(500);
    const state = await stateOf(request.idempotency_key);
    expect(state.record).toBeNull();
    expect(await t.database.db.select().from(bookings).where(eq(bookings.customer_email, "insert-fails@example.com"))).toEqual([]);
    expect(fake.made()).toEqual([]);
  });

  it("the provider cannot be reached: the booking is cancelled, its place freed, nothing kept, and a retry gets the same answer", async () => {
    fake.fail("unreachable");
    const date = daysFromToday(22);
    const request = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "1:00 PM", customer_email: "unreachable@example.com" });
    const response = await book(request);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: "PAYMENT_FAILED", message: "We could not take your payment, and nothing was charged. Please try again." });
    const state = await stateOf(request.idempotency_key);
    expect(state.bookings.map((b) => [b.status, b.initial_payment_status])).toEqual([["cancelled", "failed"]]);
    expect(state.payments.map((p) => p.status)).toEqual(["failed"]);
    expect(state.jobs).toEqual([]);
    expect(state.kept).toEqual([]);
    expect(await remaining(date, "1:00 PM")).toBe(1);
    expect(await mailsTo("unreachable@example.com")).toBe(0);

    fake.fail(null);
    const retry = await book(request);
    expect({ status: retry.statusCode, body: retry.body }).toEqual({ status: 503, body: response.body });
    expect(fake.made()).toEqual([]);
  });

  it("the card is declined: 402, the booking cancelled, no charge", async () => {
    fake.fail("declined");
    const request = bookingRequest(ids.flat, { scheduled_date: daysFromToday(23), customer_email: "declined@example.com" });
    const response = await book(request);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: "PAYMENT_DECLINED", message: "Your card was declined. Nothing was charged. Please try another card." });
    const state = await stateOf(request.idempotency_key);
    expect(state.bookings.map((b) => [b.status, b.initial_payment_status])).toEqual([["cancelled", "failed"]]);
    expect(state.payments.map((p) => p.status)).toEqual(["failed"]);
    expect(state.jobs).toEqual([]);
    expect(state.made).toEqual([]);
  });

  it("the charge goes through but its answer is lost: it is released, nothing kept", async () => {
    fake.fail("answer-lost");
    const request = bookingRequest(ids.flat, { scheduled_date: daysFromToday(24), customer_email: "lost@example.com" });
    expect((await book(request)).statusCode).toBe(503);
    const state = await stateOf(request.idempotency_key);
    expect(state.made).toHaveLength(1);
    expect(state.kept).toEqual([]);
    expect(state.bookings.map((b) => b.status)).toEqual(["cancelled"]);
    expect(state.payments.map((p) => p.status)).toEqual(["failed"]);
  });

  it("charged, then marking it paid fails: the charge is refunded, the booking cancelled, no job, no mail", async () => {
    await t.database.pool.query(
      "create trigger refuse_paid before update on payments for each row when (new.status = 'succeeded') execute function test_refuse()",
    );
    const date = daysFromToday(25);
    const request = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "2:00 PM", customer_email: "mark-fails@example.com" });
    const response = await book(request);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe("PAYMENT_FAILED");
    const state = await stateOf(request.idempotency_key);
    expect(state.made).toEqual([expect.objectContaining({ amount: 14900, released: true })]);
    expect(state.kept).toEqual([]);
    expect(state.bookings.map((b) => [b.status, b.initial_payment_status])).toEqual([["cancelled", "failed"]]);
    expect(state.payments.map((p) => [p.status, p.provider_reference])).toEqual([["refunded", `fake_${state.record!.id}`]]);
    expect(state.jobs).toEqual([]);
    expect(await remaining(date, "2:00 PM")).toBe(1);
    expect(await mailsTo("mark-fails@example.com")).toBe(0);
  });

  it("a twin sent while the deposit is being taken waits, and both get the one booking", async () => {
    let entered: () => void = () => {};
    const charging = new Promise<void>((resolve) => (entered = resolve));
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    fake.onCharge(async () => {
      entered();
      await gate;
    });
    const request = bookingRequest(ids.flat, { scheduled_date: daysFromToday(26) });
    const first = book(request);
    await charging;
    const twin = book(request);
    open();
    const [a, b] = await Promise.all([first, twin]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toBe(a.body);
    expect(b.headers["idempotent-replayed"]).toBe("true");
    expect(fake.made()).toHaveLength(1);
  });
});

describe("POST /api/emergency/payments takes the fee after the booking is written", () => {
  it("all goes well: one paid emergency booking, one fee kept", async () => {
    const key = randomUUID();
    const response = await payFee(key);
    expect(response.statusCode, response.body).toBe(201);
    const state = await stateOf(key);
    expect(state.bookings).toEqual([expect.objectContaining({ id: response.json().booking_id, emergency_fee_paid: true, status: "pending" })]);
    expect(state.payments.map((p) => [p.kind, p.status])).toEqual([["emergency_fee", "succeeded"]]);
    expect(state.kept).toEqual([{ key: state.record!.id, amount: 2500 }]);
  });

  it("the card is declined: 402, no paid fee, no charge", async () => {
    fake.fail("declined");
    const key = randomUUID();
    expect((await payFee(key)).statusCode).toBe(402);
    const state = await stateOf(key);
    expect(state.bookings.map((b) => [b.status, b.emergency_fee_paid])).toEqual([["cancelled", false]]);
    expect(state.payments.map((p) => p.status)).toEqual(["failed"]);
    expect(state.made).toEqual([]);
  });

  it("charged, then marking it paid fails: refunded, nothing kept, the booking cancelled", async () => {
    await t.database.pool.query(
      "create trigger refuse_paid before update on payments for each row when (new.status = 'succeeded') execute function test_refuse()",
    );
    const key = randomUUID();
    expect((await payFee(key)).statusCode).toBe(503);
    const state = await stateOf(key);
    expect(state.made).toHaveLength(1);
    expect(state.kept).toEqual([]);
    expect(state.bookings.map((b) => [b.status, b.emergency_fee_paid])).toEqual([["cancelled", false]]);
    expect(state.payments.map((p) => p.status)).toEqual(["refunded"]);
  });

  it("the insert fails before any charge: nothing written, nothing charged", async () => {
    await t.database.pool.query("create trigger refuse_payment_insert before insert on payments for each row execute function test_refuse()");
    const key = randomUUID();
    expect((await payFee(key)).statusCode).toBe(500);
    expect((await stateOf(key)).record).toBeNull();
    expect(fake.made()).toEqual([]);
  });
});

describe("cancelling gives the deposit back after the cancel commits (no provider call under a lock)", () => {
  async function myPendingBooking(email: string) {
    const me = await t.signedIn("customer", email);
    const request = bookingRequest(ids.flat, { scheduled_date: daysFromToday(30), customer_email: email });
    const response = await t.request({ method: "POST", url: "/api/bookings", cookie: me.cookie, payload: request });
    expect(response.statusCode, response.body).toBe(201);
    return { me, bookingId: response.json().booking.id as string };
  }
  const refundRows = (bookingId: string) =>
    t.database.db.select({ kind: payments.kind, amount: payments.amount, status: payments.status }).from(payments).where(eq(payments.booking_id, bookingId));

  it("refunds at once, with the cancel already committed when the provider is called", async () => {
    const { me, bookingId } = await myPendingBooking(`refund-now-${randomUUID()}@example.com`);
    let bookingAtRefund: string | undefined;
    fake.onRefund(async () => {
      [{ status: bookingAtRefund }] = await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
    });
    const cancelled = await t.request({ method: "POST", url: `/api/me/bookings/${bookingId}/cancel`, cookie: me.cookie, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(bookingAtRefund).toBe("cancelled"); // another connection saw the committed cancel
    expect(fake.refunds().filter((refund) => refund.key === `refund:${bookingId}`)).toEqual([{ key: `refund:${bookingId}`, amount: 14900 }]);
    expect(await refundRows(bookingId)).toEqual(
      expect.arrayContaining([
        { kind: "refund", amount: 14900, status: "succeeded" },
        { kind: "deposit", amount: 14900, status: "refunded" },
      ]),
    );
  });

  it("a provider that fails at cancel time gets the refund from the queue, once", async () => {
    const { me, bookingId } = await myPendingBooking(`refund-later-${randomUUID()}@example.com`);
    fake.failRefunds(1);
    const cancelled = await t.request({ method: "POST", url: `/api/me/bookings/${bookingId}/cancel`, cookie: me.cookie, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    // The first test's queued refund may run meanwhile (and finds its refund done): look at this booking's.
    await expect
      .poll(() => fake.refunds().filter((refund) => refund.key === `refund:${bookingId}`), { timeout: 15_000 })
      .toEqual([{ key: `refund:${bookingId}`, amount: 14900 }]);
    await expect
      .poll(async () => (await refundRows(bookingId)).filter((row) => row.kind === "refund"), { timeout: 15_000 })
      .toEqual([{ kind: "refund", amount: 14900, status: "succeeded" }]);
  });
});
