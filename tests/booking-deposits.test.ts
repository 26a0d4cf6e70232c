import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { bookings, payments } from "../src/server/db/schema.ts";
import type { TPaymentProvider } from "../src/server/modules/payments/payment-provider.ts";
import { bookingRequest, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Issue 7 items 1 and 12: booking step 1 pays the deposit on the server, whose answer (not a
// timer) decides what the dialog says; step 2 takes that payment instead of charging again.
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());

const payDeposit = (payload: object) => t.request({ method: "POST", url: "/api/bookings/deposits", payload });
const paymentsOf = (key: string) => t.database.db.select().from(payments).where(eq(payments.idempotency_key, key));

describe("POST /api/bookings/deposits", () => {
  it("charges the catalogue's deposit once, and the booking of step 2 takes that payment", async () => {
    const request = bookingRequest(ids.hourly, { scheduled_time: "9:00 AM" });
    const deposit = { idempotency_key: request.idempotency_key, service_id: ids.hourly, is_test: true, amount: 1 };
    const first = await payDeposit(deposit);
    expect(first.statusCode, first.body).toBe(201);
    // $85/hr × 2-hour minimum, whatever the client sends.
    expect(first.json()).toEqual({ amount: 17000, is_test: true });
    // Back to step 1 and Pay again (item 12): the same key is the same payment.
    const again = await payDeposit(deposit);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ amount: 17000, is_test: true });
    const [paid] = await paymentsOf(request.idempotency_key);
    expect(paid).toMatchObject({ kind: "deposit", amount: 17000, booking_id: null });

    const booked = await t.request({ method: "POST", url: "/api/bookings", payload: { ...request, estimated_hours: 3 } });
    expect(booked.statusCode, booked.body).toBe(201);
    const rows = await paymentsOf(request.idempotency_key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ booking_id: booked.json().booking.id, amount: 17000, kind: "deposit" });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.json().booking.id));
    expect(booking).toMatchObject({ initial_payment_status: "paid", initial_payment_amount: 17000, subtotal: 25500 });
  });

  it("refuses a live deposit while no live provider is set up, and records nothing", async () => {
    const request = bookingRequest(ids.flat);
    const response = await payDeposit({ idempotency_key: request.idempotency_key, service_id: ids.flat, is_test: false });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringContaining("Live card payments are not set up yet") });
    expect(await paymentsOf(request.idempotency_key)).toHaveLength(0);
  });

  it("refuses a booking whose deposit differs from the one paid (another service), and writes no booking", async () => {
    const request = bookingRequest(ids.flat, { scheduled_time: "3:00 PM" });
    await payDeposit({ idempotency_key: request.idempotency_key, service_id: ids.flat, is_test: true });
    const before = (await t.database.db.select({ n: count() }).from(bookings))[0].n;
    const response = await t.request({ method: "POST", url: "/api/bookings", payload: { ...request, service_id: ids.other } });
    expect(response.statusCode).toBe(409);
    expect((await t.database.db.select({ n: count() }).from(bookings))[0].n).toBe(before);
  });

  it("names an unknown service", async () => {
    const response = await payDeposit({ idempotency_key: crypto.randomUUID(), service_id: crypto.randomUUID(), is_test: true });
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
    const live: TPaymentProvider = { live: true, charge: async (charge) => ({ provider: "live-fake", reference: charge.idempotencyKey, isTest: charge.isTest }) };
    const app = await buildApp(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "postgres://unused/unused" }), { database: t.database, payments: live, clientDir: null });
    try {
      expect((await app.inject({ method: "GET", url: "/api/settings/public" })).json()).toMatchObject({ live_payments: true });
    } finally {
      await app.close();
    }
  });
});
