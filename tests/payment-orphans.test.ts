import { randomUUID } from "node:crypto";
import { formatVisit } from "../src/shared/rules/business-time.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookings, idempotencyKeys, jobs, mailOutbox, notifications, payments } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { fakePaymentProvider } from "./setup/fake-payment-provider.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0105: a request stopped between its booking's commit and its payment's answer (its
// process killed, or its database gone) left the booking pending for ever: its key answered 409
// on every retry and it kept its slot. The minute's sweep asks the provider what became of the
// charge and records that. Here the request is stopped exactly there: the provider's call does
// not return (before or after the provider took the charge) until the test lets it, long after.

const fake = fakePaymentProvider();
const GRACE_SECONDS = 300; // PENDING_PAYMENT_GRACE_SECONDS' default
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let admin: Awaited<ReturnType<TTestApp["signedIn"]>>;
beforeAll(async () => {
  // Nothing runs the queue's own sweeps in this process: the test runs them under its clock.
  t = await createTestApp({ QUEUE_MODE: "worker" }, { payments: fake.provider });
  ids = await seedBookableServices(t.database.db);
  // One technician: a slot takes one booking, so a held slot refuses the next customer.
  await setActiveTechnicians(t.database.db, 1, async () => (await t.signedIn("technician")).userId);
  admin = await t.signedIn("admin");
  await t.database.pool.query(`create function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
});
afterAll(() => t.close());
afterEach(async () => {
  fake.reset();
  await t.database.pool.query("drop trigger if exists refuse_outcome on payments");
});

/**
 * Stops the next charge at `point`, as a process killed there would stop: the request's payment
 * is left pending, and nothing after that point runs until `resume()` (a request answering late).
 * Later charges go through.
 */
function stopCharge(point: "before-provider" | "after-provider") {
  let reached: (() => void) | null = null;
  const stopped = new Promise<void>((resolve) => (reached = resolve));
  let resume: () => void = () => {};
  const gate = new Promise<void>((resolve) => (resume = resolve));
  const hook = async () => {
    if (!reached) return;
    reached();
    reached = null;
    await gate;
  };
  if (point === "before-provider") fake.onCharge(hook);
  else fake.onCharged(hook);
  return { stopped, resume };
}

/** The scheduled sweep, as the queue's cron runs it each minute, at `secondsFromNow`. */
const sweepAt = async (secondsFromNow: number) => (await t.app.scheduler.runDue(new Date(Date.now() + secondsFromNow * 1000)))["pending-payments"];
const afterGrace = () => sweepAt(GRACE_SECONDS + 1);

async function stateOf(key: string) {
  const [record] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  const paymentRows = await t.database.db.select().from(payments).where(eq(payments.idempotency_key, record.id));
  const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.idempotency_key, record.id));
  const jobRows = booking ? await t.database.db.select().from(jobs).where(eq(jobs.booking_id, booking.id)) : [];
  return { record, payment: paymentRows[0], booking, jobs: jobRows, kept: fake.kept(record.id) };
}
const book = (payload: Record<string, unknown>) => t.request({ method: "POST", url: "/api/bookings", payload });
const payFee = (key: string) =>
  t.request({ method: "POST", url: "/api/emergency/payments", payload: { idempotency_key: key, is_test: true, customer_phone: "(407) 555-0123" } });
const payDeposit = (key: string) =>
  t.request({
    method: "POST",
    url: "/api/bookings/deposits",
    payload: { idempotency_key: key, service_id: ids.flat, is_test: true, customer_email: "prepaid@example.com", customer_phone: "(407) 555-0199" },
  });
const remaining = async (date: string, time: string) =>
  (await t.request({ method: "GET", url: `/api/bookings/availability?date=${date}` })).json().slots.find((slot: { time: string }) => slot.time === time)
    .remaining;
const mailsTo = (email: string) =>
  t.database.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email));
const adminNotices = (title: string) =>
  t.database.db
    .select({ body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.user_id, admin.userId), eq(notifications.title, title)));
const PAYMENT_FAILED = { code: "PAYMENT_FAILED", message: "We could not take your payment, and nothing was charged. Please try again." };

describe("a booking whose payment's answer never came", () => {
  it("was charged: after the grace period the sweep confirms it as if the answer had come, and the retry gets the booking", async () => {
    const date = daysFromToday(10);
    const request = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "9:00 AM", customer_email: "charged.orphan@example.com" });
    const stop = stopCharge("after-provider");
    const inFlight = book(request);
    await stop.stopped;

    let state = await stateOf(request.idempotency_key);
    expect([state.booking.status, state.booking.initial_payment_status, state.payment.status]).toEqual(["pending", "pending", "pending"]);
    expect(await remaining(date, "9:00 AM")).toBe(0);
    // Within the grace period the request may still answer: the sweep leaves it alone.
    expect(await sweepAt(0)).toBe(0);
    expect((await stateOf(request.idempotency_key)).payment.status).toBe("pending");

    expect(await afterGrace()).toBe(1);
    state = await stateOf(request.idempotency_key);
    expect([state.booking.status, state.booking.initial_payment_status]).toEqual(["pending", "paid"]);
    expect(state.booking.initial_payment_date).toBeInstanceOf(Date);
    expect(state.payment).toMatchObject({ status: "succeeded", provider: "fake", provider_reference: `fake_${state.record.id}` });
    expect(state.jobs).toEqual([expect.objectContaining({ title: "Faucet Repair", status: "pending", scheduled_date: date, total_amount: 14900 })]);
    expect((await mailsTo("charged.orphan@example.com")).toSorted((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "booking-received", subject: "We received your booking: Faucet Repair" },
      { kind: "payment-receipt", subject: "Receipt for your payment of $149.00: Deposit for Faucet Repair" },
    ]);
    expect((await adminNotices("New booking")).map((notice) => notice.body)).toContain(`Faucet Repair on ${formatVisit(date, "9:00 AM")} for Maria Lopez`);
    expect(state.kept).toEqual([{ key: state.record.id, amount: 14900 }]);

    const retry = await book(request);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().booking).toMatchObject({ id: state.booking.id, status: "pending", initial_payment_amount: 14900, remaining_balance: 0 });

    // The stopped request answering at last finds its outcome written: the same 201, the charge kept.
    stop.resume();
    const late = await inFlight;
    expect({ status: late.statusCode, body: late.json() }).toEqual({ status: 201, body: retry.json() });
    expect(fake.kept(state.record.id)).toEqual([{ key: state.record.id, amount: 14900 }]);
    expect((await stateOf(request.idempotency_key)).jobs).toHaveLength(1);
    expect(await sweepAt(GRACE_SECONDS + 60)).toBe(0);
  });

  it("never reached the provider: the sweep cancels it and frees its slot, and the retry gets a failure the client can act on", async () => {
    const date = daysFromToday(11);
    const request = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "1:00 PM", customer_email: "lost.orphan@example.com" });
    const stop = stopCharge("before-provider");
    const inFlight = book(request);
    await stop.stopped;

    // The orphan holds the slot: the next customer is refused.
    const other = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "1:00 PM", customer_email: "next.customer@example.com" });
    expect((await book({ ...other, idempotency_key: randomUUID() })).statusCode).toBe(409);

    expect(await afterGrace()).toBe(1);
    const state = await stateOf(request.idempotency_key);
    expect([state.booking.status, state.booking.initial_payment_status, state.payment.status]).toEqual(["cancelled", "failed", "failed"]);
    expect(state.jobs).toEqual([]);
    expect(await mailsTo("lost.orphan@example.com")).toEqual([]);
    expect(await remaining(date, "1:00 PM")).toBe(1);

    const retry = await book(request);
    expect(retry.statusCode).toBe(503);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(PAYMENT_FAILED);
    // The client answers PAYMENT_FAILED with a new key (decision 0018); the slot is there again.
    expect((await book(other)).statusCode).toBe(201);

    // The stopped request's charge goes through at last: it is given back, and it answers as the retry did.
    stop.resume();
    const late = await inFlight;
    expect({ status: late.statusCode, body: late.json() }).toEqual({ status: 503, body: PAYMENT_FAILED });
    expect(fake.made(state.record.id)).toEqual([expect.objectContaining({ amount: 14900, released: true })]);
    expect(fake.kept(state.record.id)).toEqual([]);
    expect((await stateOf(request.idempotency_key)).booking.status).toBe("cancelled");
    expect(await remaining(date, "1:00 PM")).toBe(0); // the next customer's booking stands
  });

  it("was given back, but the database was gone when the failure was to be written: the sweep records it refunded", async () => {
    const date = daysFromToday(12);
    // The charge's answer is lost, so the request releases it; then writing the failure fails.
    fake.fail("answer-lost");
    await t.database.pool.query(
      "create trigger refuse_outcome before update on payments for each row when (new.status <> 'pending') execute function test_refuse()",
    );
    const request = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "3:00 PM", customer_email: "released.orphan@example.com" });
    expect((await book(request)).statusCode).toBe(500);
    await t.database.pool.query("drop trigger refuse_outcome on payments");
    expect(await remaining(date, "3:00 PM")).toBe(0);

    expect(await afterGrace()).toBe(1);
    const state = await stateOf(request.idempotency_key);
    expect(state.payment).toMatchObject({ status: "refunded", provider_reference: `fake_${state.record.id}` });
    expect([state.booking.status, state.booking.initial_payment_status]).toEqual(["cancelled", "failed"]);
    expect(state.kept).toEqual([]);
    expect(await remaining(date, "3:00 PM")).toBe(1);
    const retry = await book(request);
    expect({ status: retry.statusCode, body: retry.json() }).toEqual({ status: 503, body: PAYMENT_FAILED });
  });

  it("a provider that cannot tell yet is asked again at the next sweep", async () => {
    const request = bookingRequest(ids.flat, { scheduled_date: daysFromToday(13), customer_email: "ask.again@example.com" });
    const stop = stopCharge("after-provider");
    const inFlight = book(request);
    await stop.stopped;

    fake.failLookups(1);
    expect(await afterGrace()).toBe(0);
    expect((await stateOf(request.idempotency_key)).payment.status).toBe("pending");
    expect(await afterGrace()).toBe(1);
    expect((await stateOf(request.idempotency_key)).booking.initial_payment_status).toBe("paid");
    stop.resume();
    expect((await inFlight).statusCode).toBe(201);
  });
});

describe("an emergency fee whose answer never came", () => {
  it("was charged: the fee is recorded paid, the admins told, and the retry gets its resume token", async () => {
    const key = randomUUID();
    const stop = stopCharge("after-provider");
    const inFlight = payFee(key);
    await stop.stopped;

    expect(await afterGrace()).toBe(1);
    const state = await stateOf(key);
    expect(state.booking).toMatchObject({ is_emergency: true, emergency_fee_paid: true, status: "pending" });
    expect(state.payment).toMatchObject({ kind: "emergency_fee", status: "succeeded" });
    expect((await adminNotices("Emergency paid, details missing")).map((notice) => notice.body)).toContain(
      "$25 fee paid. Reach the customer at (407) 555-0123.",
    );

    const retry = await payFee(key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({ booking_id: state.booking.id, amount: 2500, is_test: true });
    const resumed = await t.request({ method: "POST", url: "/api/emergency/resume", payload: { resume_token: retry.json().resume_token } });
    expect(resumed.json()).toMatchObject({ booking_id: state.booking.id, needs_details: true });

    stop.resume();
    expect((await inFlight).json()).toEqual(retry.json());
    expect(fake.kept(state.record.id)).toEqual([{ key: state.record.id, amount: 2500 }]);
  });

  it("never reached the provider: the booking is cancelled and the retry gets a failure", async () => {
    const key = randomUUID();
    const stop = stopCharge("before-provider");
    const inFlight = payFee(key);
    await stop.stopped;

    expect(await afterGrace()).toBe(1);
    const state = await stateOf(key);
    expect([state.booking.status, state.booking.emergency_fee_paid, state.payment.status]).toEqual(["cancelled", false, "failed"]);
    const retry = await payFee(key);
    expect({ status: retry.statusCode, body: retry.json() }).toEqual({ status: 503, body: PAYMENT_FAILED });

    stop.resume();
    expect((await inFlight).statusCode).toBe(503);
    expect(fake.kept(state.record.id)).toEqual([]);
  });
});

describe("a step-1 deposit whose answer never came", () => {
  it("was charged: the deposit is recorded paid, the retry gets its id, and a booking can take it", async () => {
    const key = randomUUID();
    const stop = stopCharge("after-provider");
    const inFlight = payDeposit(key);
    await stop.stopped;

    expect(await afterGrace()).toBe(1);
    const state = await stateOf(key);
    expect(state.payment).toMatchObject({ kind: "deposit", status: "succeeded", booking_id: null });
    const retry = await payDeposit(key);
    expect(retry.statusCode, retry.body).toBe(201);
    // The answer the sweep stored is the one the request would have sent (decision 0140's fields too).
    expect(retry.json()).toEqual({
      deposit_id: state.payment.id,
      service_id: ids.flat,
      amount: 14900,
      is_test: true,
      discount_percent: 0,
      customer_email: "prepaid@example.com",
      customer_phone: "(407) 555-0199",
      held_until: expect.any(String),
      resume_token: expect.stringMatching(new RegExp(`^${state.payment.id}\\.`)),
    });

    const booked = await book(
      bookingRequest(ids.flat, { scheduled_date: daysFromToday(14), deposit_id: state.payment.id, customer_email: "prepaid@example.com" }),
    );
    expect(booked.statusCode, booked.body).toBe(201);

    stop.resume();
    expect((await inFlight).json()).toEqual(retry.json());
  });
});
