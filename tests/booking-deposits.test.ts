import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { count, eq } from "drizzle-orm";
import { bookings, idempotencyKeys, jobs, mailOutbox, notifications, payments } from "../src/server/db/schema.ts";
import type { TPaymentProvider } from "../src/server/modules/payments/payment-provider.ts";
import { bookingsRepository } from "../src/server/modules/bookings/bookings.repository.ts";
import { depositRelease } from "../src/server/modules/bookings/deposit-jobs.ts";
import { idempotencyRepository } from "../src/server/modules/idempotency/idempotency.repository.ts";
import {
  bookingRequest,
  daysFromToday,
  saveBusinessSettings,
  seedBookableServices,
  setActiveTechnicians,
  TEST_BUSINESS_SETTINGS,
} from "./setup/catalogue-fixtures.ts";
import { fakePaymentProvider } from "./setup/fake-payment-provider.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Booking step 1 pays the deposit on the server, whose answer (not a
// timer) decides what the dialog says; step 2 takes that payment instead of charging again.
// Through the one idempotency mechanism and payment ordering (decisions 0018, 0019, 0029).
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());

const payDeposit = (payload: object, app = t, cookie?: string) => app.request({ method: "POST", url: "/api/bookings/deposits", payload, cookie });
/** Step 1's request for a booking request: its key, service, mode and the contact the discount is decided for. */
const stepOne = (request: ReturnType<typeof bookingRequest>, overrides: Record<string, unknown> = {}) => ({
  idempotency_key: request.idempotency_key,
  service_id: request.service_id,
  is_test: true,
  customer_email: request.customer_email,
  customer_phone: request.customer_phone,
  ...overrides,
});
const paymentRow = async (id: string, app = t) => (await app.database.db.select().from(payments).where(eq(payments.id, id)))[0];

describe("POST /api/bookings/deposits", () => {
  it("charges the catalogue's deposit once, and the booking of step 2 takes that payment", async () => {
    const request = bookingRequest(ids.hourly, { scheduled_time: "9:00 AM" });
    const deposit = { ...stepOne(request), amount: 1 };
    const first = await payDeposit(deposit);
    expect(first.statusCode, first.body).toBe(201);
    // $85/hr × 2-hour minimum, whatever the client sends.
    expect(first.json()).toEqual({
      deposit_id: expect.any(String),
      service_id: ids.hourly,
      amount: 17000,
      is_test: true,
      discount_percent: 0,
      customer_email: request.customer_email,
      customer_phone: request.customer_phone,
      held_until: expect.any(String),
      resume_token: expect.stringMatching(/^[0-9a-f-]{36}\./),
    });
    const { deposit_id } = first.json();
    // Back to step 1 and Pay again (item 12): the same key is the same payment, its first answer replayed exactly.
    const again = await payDeposit(deposit);
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: 201, body: first.body });
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await paymentRow(deposit_id)).toMatchObject({ kind: "deposit", amount: 17000, booking_id: null, status: "succeeded" });
    expect((await t.database.db.select({ n: count() }).from(payments).where(eq(payments.kind, "deposit")))[0].n).toBe(1);

    const booked = await t.request({ method: "POST", url: "/api/bookings", payload: { ...request, estimated_hours: 3, deposit_id } });
    expect(booked.statusCode, booked.body).toBe(201);
    const rows = await t.database.db.select().from(payments).where(eq(payments.booking_id, booked.json().booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: deposit_id, amount: 17000, kind: "deposit", status: "succeeded" });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.json().booking.id));
    expect(booking).toMatchObject({ initial_payment_status: "paid", initial_payment_amount: 17000, subtotal: 25500 });
    expect(booking.initial_payment_date).toBeInstanceOf(Date);
  });

  it("refuses a live deposit while no live provider is set up, and records nothing", async () => {
    const request = bookingRequest(ids.flat);
    const response = await payDeposit(stepOne(request, { is_test: false }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringContaining("Live card payments are not set up yet") });
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, request.idempotency_key))).toEqual([]);
  });

  it("refuses a booking whose deposit differs from the one paid (another service), and writes no booking", async () => {
    const request = bookingRequest(ids.flat, { scheduled_time: "3:00 PM" });
    const { deposit_id } = (await payDeposit(stepOne(request))).json();
    const before = (await t.database.db.select({ n: count() }).from(bookings))[0].n;
    const response = await t.request({ method: "POST", url: "/api/bookings", payload: { ...request, service_id: ids.other, deposit_id } });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual([{ field: "deposit_id", message: "is not a paid deposit this booking can take" }]);
    expect((await t.database.db.select({ n: count() }).from(bookings))[0].n).toBe(before);
    expect(await paymentRow(deposit_id)).toMatchObject({ booking_id: null, status: "succeeded" });
  });

  it("names an unknown service", async () => {
    const response = await payDeposit(stepOne(bookingRequest(randomUUID())));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: "service_id", message: "no such service" }]);
  });
});

describe("GET /api/settings/public: live_payments", () => {
  it("is false with the default (test) provider, so the dialogs lock test mode on", async () => {
    expect((await t.request({ method: "GET", url: "/api/settings/public" })).json()).toMatchObject({ live_payments: false });
  });

  it("is true when a live provider is configured", async () => {
    const { buildApp } = await import("../src/server/app.ts");
    const { parseConfig } = await import("../src/server/config.ts");
    const live: TPaymentProvider = {
      accepts: () => true,
      charge: async (charge) => ({ provider: "live-fake", reference: charge.idempotencyKey, isTest: charge.isTest }),
      release: async () => {},
      refund: async (refund) => ({ provider: "live-fake", reference: refund.idempotencyKey, isTest: refund.isTest }),
      lookup: async () => ({ status: "none" }),
    };
    const app = await buildApp(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "postgres://unused/unused" }), {
      database: t.database,
      payments: live,
      clientDir: null,
    });
    try {
      expect((await app.inject({ method: "GET", url: "/api/settings/public" })).json()).toMatchObject({ live_payments: true });
    } finally {
      await app.close();
    }
  });
});

// With a provider that keeps its charges and fails on demand: what money is kept, whatever happens.
/** Runs `work` with the first-booking discount on at 10% (decision 0007), then puts the default back. */
async function withFirstBookingDiscount(app: TTestApp, work: () => Promise<void>) {
  await saveBusinessSettings(app.database.db, { ...TEST_BUSINESS_SETTINGS, first_booking_discount: { enabled: true, percent: 10 } });
  try {
    await work();
  } finally {
    await saveBusinessSettings(app.database.db);
  }
}

describe("with a payment provider that keeps its charges", () => {
  const fake = fakePaymentProvider();
  let f: TTestApp;
  let fids: Awaited<ReturnType<typeof seedBookableServices>>;
  let slot = 0;
  /** A request for a slot of its own (the fake app has one technician: one booking per slot). */
  const fresh = (overrides: Record<string, unknown> = {}) => {
    slot += 1;
    return bookingRequest(fids.flat, { scheduled_date: daysFromToday(10 + slot), customer_email: `deposit-${slot}@example.com`, ...overrides });
  };
  const depositFor = async (request: ReturnType<typeof bookingRequest>, cookie?: string) => {
    const response = await payDeposit(stepOne(request), f, cookie);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().deposit_id as string;
  };
  const book = (payload: object, cookie?: string) => f.request({ method: "POST", url: "/api/bookings", payload, cookie });
  const releaseJob = () =>
    depositRelease({
      provider: fake.provider,
      transaction: bookingsRepository(f.database.db).transaction,
      idempotency: idempotencyRepository(f.database.db),
      log: pino({ level: "silent" }),
    });

  beforeAll(async () => {
    f = await createTestApp({}, { payments: fake.provider });
    fids = await seedBookableServices(f.database.db);
    await setActiveTechnicians(f.database.db, 1, async () => (await f.signedIn("technician")).userId);
  });
  afterAll(() => f.close());
  afterEach(() => fake.reset());

  it("writes the deposit pending before the charge, with no booking and no lock held, then marks it succeeded", async () => {
    let seenAtCharge: unknown[] = [];
    fake.onCharge(async (charge) => {
      seenAtCharge = await f.database.db
        .select({ status: payments.status, booking_id: payments.booking_id })
        .from(payments)
        .where(eq(payments.idempotency_key, charge.idempotencyKey));
    });
    const depositId = await depositFor(fresh());
    expect(seenAtCharge).toEqual([{ status: "pending", booking_id: null }]);
    const row = await paymentRow(depositId, f);
    expect(row).toMatchObject({ status: "succeeded", provider: "fake", booking_id: null });
    expect(fake.kept()).toEqual([{ key: row.idempotency_key, amount: 14900 }]);
  });

  it("a declined card: 402 from the server (the dialog's toast), the deposit failed, nothing kept, and the key's answer is final", async () => {
    fake.fail("declined");
    const request = fresh();
    const response = await payDeposit(stepOne(request), f);
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe("PAYMENT_DECLINED");
    const [record] = await f.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, request.idempotency_key));
    expect(record).toMatchObject({ operation: "booking.deposit", response_status: 402 });
    expect((await f.database.db.select().from(payments).where(eq(payments.idempotency_key, record.id))).map((p) => p.status)).toEqual(["failed"]);
    expect(fake.made()).toEqual([]);
    fake.fail(null);
    const retry = await payDeposit(stepOne(request), f);
    expect({ status: retry.statusCode, body: retry.body }).toEqual({ status: 402, body: response.body });
  });

  it("the booking takes the prepaid deposit in its transaction: no second charge, job, admins told and mail queued", async () => {
    const admin = await f.signedIn("admin");
    const request = fresh();
    const depositId = await depositFor(request);
    expect(fake.made()).toHaveLength(1);
    const response = await book({ ...request, deposit_id: depositId });
    expect(response.statusCode, response.body).toBe(201);
    const bookingId = response.json().booking.id;
    expect(fake.made()).toHaveLength(1);
    expect(await paymentRow(depositId, f)).toMatchObject({ booking_id: bookingId, status: "succeeded" });
    expect((await f.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]).toMatchObject({
      initial_payment_status: "paid",
      initial_payment_amount: 14900,
    });
    expect(await f.database.db.select().from(jobs).where(eq(jobs.booking_id, bookingId))).toHaveLength(1);
    expect((await f.database.db.select().from(notifications).where(eq(notifications.user_id, admin.userId))).map((n) => n.title)).toContain("New booking");
    // The step-1 deposit's receipt when it was paid, and the booking's confirmation now: no second receipt.
    expect((await f.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, request.customer_email))).map((mail) => mail.kind).sort()).toEqual([
      "booking-received",
      "payment-receipt",
    ]);
    // A retry is the first answer; the deposit cannot be taken by a second booking.
    const retry = await book({ ...request, deposit_id: depositId });
    expect({ status: retry.statusCode, body: retry.body }).toEqual({ status: 201, body: response.body });
    const second = await book({ ...fresh(), deposit_id: depositId });
    expect(second.statusCode).toBe(409);
    expect(second.json().fields).toEqual([{ field: "deposit_id", message: "is not a paid deposit this booking can take" }]);
  });

  it("a taken slot leaves the deposit unclaimed, and another time takes it", async () => {
    const taken = fresh();
    expect((await book(taken)).statusCode).toBe(201);
    const request = fresh({ scheduled_date: taken.scheduled_date, scheduled_time: taken.scheduled_time });
    const depositId = await depositFor(request);
    const refused = await book({ ...request, deposit_id: depositId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual([{ field: "scheduled_time", message: "is no longer available" }]);
    expect(await paymentRow(depositId, f)).toMatchObject({ booking_id: null, status: "succeeded" });

    const other = await book({ ...request, scheduled_time: "4:00 PM", deposit_id: depositId });
    expect(other.statusCode, other.body).toBe(201);
    expect(await paymentRow(depositId, f)).toMatchObject({ booking_id: other.json().booking.id });
    expect(fake.made()).toHaveLength(2); // the first booking's deposit, and this one: never a third
  });

  it("a signed-in customer's deposit cannot be taken by someone else", async () => {
    const owner = await f.signedIn("customer");
    const request = fresh();
    const depositId = await depositFor(request, owner.cookie);
    expect((await book({ ...request, deposit_id: depositId })).statusCode).toBe(409);
    expect((await book({ ...request, deposit_id: depositId }, (await f.signedIn("customer")).cookie)).statusCode).toBe(409);
    expect((await book({ ...request, deposit_id: depositId }, owner.cookie)).statusCode).toBe(201);
  });

  it("a first booking is charged its discounted deposit once: the card, the booking and its payments agree, and nothing is refunded", async () => {
    await withFirstBookingDiscount(f, async () => {
      const request = fresh({ customer_email: `first-${randomUUID()}@example.com`, customer_phone: "(321) 555-0777" });
      const paid = await payDeposit(stepOne(request), f);
      expect(paid.statusCode, paid.body).toBe(201);
      // $149 flat, 10% off: the deposit is $134.10, decided before the card is charged.
      expect(paid.json()).toMatchObject({ amount: 13410, discount_percent: 10 });
      expect(fake.kept()).toEqual([{ key: expect.any(String), amount: 13410 }]);

      // A second step 1 of the same person while the first deposit is held (another tab) gets no second discount.
      const twin = await payDeposit(stepOne(fresh({ customer_email: request.customer_email.toUpperCase(), customer_phone: "(555) 000-1111" })), f);
      expect(twin.json()).toMatchObject({ amount: 14900, discount_percent: 0 });

      // The booking keeps the contact its discount was decided for.
      const other = await book({ ...request, customer_email: `someone-${randomUUID()}@example.com`, deposit_id: paid.json().deposit_id });
      expect(other.statusCode).toBe(400);
      expect(other.json().fields).toEqual([{ field: "customer_email", message: "must be the one given with the initial payment" }]);

      const response = await book({ ...request, deposit_id: paid.json().deposit_id });
      expect(response.statusCode, response.body).toBe(201);
      const bookingId = response.json().booking.id;
      expect(response.json().booking).toMatchObject({ discount_amount: 1490, initial_payment_amount: 13410, remaining_balance: 0 });
      const rows = await f.database.db.select({ kind: payments.kind, amount: payments.amount }).from(payments).where(eq(payments.booking_id, bookingId));
      expect(rows).toEqual([{ kind: "deposit", amount: 13410 }]);
      expect(fake.refunds()).toEqual([]);
      expect(fake.kept().map((charge) => charge.amount)).toEqual([13410, 14900]);
    });
  });

  it("Payment History names the service of a deposit no booking took yet, and when it goes back to the card", async () => {
    const customer = await f.signedIn("customer");
    const request = fresh();
    const depositId = await depositFor(request, customer.cookie);
    const history = async () => (await f.request({ method: "GET", url: "/api/me/payments", cookie: customer.cookie })).json().items;
    const [row] = await history();
    const { created_at } = await paymentRow(depositId, f);
    expect(row).toMatchObject({ id: depositId, booking_id: null, kind: "deposit", service_name: "Faucet Repair", status: "succeeded" });
    // The hold of decision 0029 (DEPOSIT_HOLD_SECONDS, 24 hours by default) from the payment.
    expect(Date.parse(row.returns_at) - created_at.getTime()).toBeCloseTo(24 * 60 * 60 * 1000, -4);

    expect((await book({ ...request, deposit_id: depositId }, customer.cookie)).statusCode).toBe(201);
    expect((await history())[0]).toMatchObject({ id: depositId, service_name: "Faucet Repair", returns_at: null });
  });

  it("a paid deposit is offered again: to the guest's browser by its signed token, to a signed-in customer from their account, to no one else", async () => {
    const resume = (tokens: string[], cookie?: string) =>
      f.request({ method: "POST", url: "/api/bookings/deposits/resume", payload: { resume_tokens: tokens }, cookie });
    const guestRequest = fresh();
    const guest = (await payDeposit(stepOne(guestRequest), f)).json();
    const offered = await resume([guest.resume_token]);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().deposits).toEqual([{ ...guest, service_name: "Faucet Repair" }]);
    // An edited token, or another booking's id under this signature, opens nothing.
    expect((await resume([`${guest.resume_token}x`])).json().deposits).toEqual([]);
    expect((await resume([`${randomUUID()}.${guest.resume_token.split(".")[1]}`])).json().deposits).toEqual([]);

    const owner = await f.signedIn("customer");
    const ownerRequest = fresh();
    const own = (await payDeposit(stepOne(ownerRequest), f, owner.cookie)).json();
    expect((await resume([], owner.cookie)).json().deposits.map((d: { deposit_id: string }) => d.deposit_id)).toEqual([own.deposit_id]);
    expect((await resume([own.resume_token])).json().deposits).toEqual([]);
    expect((await resume([own.resume_token], (await f.signedIn("customer")).cookie)).json().deposits).toEqual([]);

    // Taken by its booking, it is offered no more.
    expect((await book({ ...guestRequest, deposit_id: guest.deposit_id })).statusCode).toBe(201);
    expect((await resume([guest.resume_token])).json().deposits).toEqual([]);
  });

  describe("a deposit no booking took is released when its hold ends (the queued job)", () => {
    it("refunds an unclaimed deposit, which no booking can take afterwards", async () => {
      const request = fresh();
      const depositId = await depositFor(request);
      await releaseJob()({ data: { payment_id: depositId } });
      const row = await paymentRow(depositId, f);
      expect(row).toMatchObject({ status: "refunded", booking_id: null });
      expect(fake.kept()).toEqual([]);
      expect(fake.made()).toEqual([expect.objectContaining({ amount: 14900, released: true })]);
      const late = await book({ ...request, deposit_id: depositId });
      expect(late.statusCode).toBe(409);
      expect(late.json().fields).toEqual([{ field: "deposit_id", message: "is not a paid deposit this booking can take" }]);
    });

    it("leaves a deposit a booking took alone", async () => {
      const request = fresh();
      const depositId = await depositFor(request);
      expect((await book({ ...request, deposit_id: depositId })).statusCode).toBe(201);
      await releaseJob()({ data: { payment_id: depositId } });
      expect(await paymentRow(depositId, f)).toMatchObject({ status: "succeeded" });
      expect(fake.kept()).toHaveLength(1);
    });

    it("releases a deposit whose charge never finished (a crash), and settles its key", async () => {
      const request = fresh();
      // The state a process killed between the deposit's commit and its charge's marking leaves behind.
      const record = await f.database.db
        .insert(idempotencyKeys)
        .values({ operation: "booking.deposit", caller: "", key: request.idempotency_key, request_hash: "h" })
        .returning({ id: idempotencyKeys.id });
      const [pending] = await f.database.db
        .insert(payments)
        .values({ idempotency_key: record[0].id, kind: "deposit", amount: 14900, status: "pending" })
        .returning({ id: payments.id });
      await releaseJob()({ data: { payment_id: pending.id } });
      expect(await paymentRow(pending.id, f)).toMatchObject({ status: "failed" });
      const [settled] = await f.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, record[0].id));
      expect(settled).toMatchObject({ response_status: 503 });
    });

    it("is queued with the deposit and runs after DEPOSIT_HOLD_SECONDS", async () => {
      const short = await createTestApp({ DEPOSIT_HOLD_SECONDS: "1" }, { payments: fake.provider });
      try {
        const [service] = Object.values(await seedBookableServices(short.database.db));
        const response = await payDeposit(stepOne(bookingRequest(service)), short);
        expect(response.statusCode, response.body).toBe(201);
        const status = async () => (await paymentRow(response.json().deposit_id, short)).status;
        expect(await status()).toBe("succeeded");
        await expect.poll(status, { timeout: 20_000, interval: 200 }).toBe("refunded");
        expect(fake.kept()).toEqual([]);
      } finally {
        await short.close();
      }
    });
  });
});
