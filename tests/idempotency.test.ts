import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { bookings, idempotencyKeys, payments } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import type { TTx } from "../src/server/db/tx.ts";
import { idempotencyRepository } from "../src/server/modules/idempotency/idempotency.repository.ts";
import { idempotencyService, idempotentRequest, KEY_IN_FLIGHT } from "../src/server/modules/idempotency/idempotency.service.ts";

// Idempotency keys were confused between kinds of request. A key is now
// scoped by operation and caller, bound to its request's parameters, and its first response
// is replayed exactly.

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let ann: Awaited<ReturnType<TTestApp["signedIn"]>>;
let bob: Awaited<ReturnType<TTestApp["signedIn"]>>;
beforeAll(async () => {
  t = await createTestApp();
  [ann, bob] = [await t.signedIn("customer"), await t.signedIn("customer")];
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());

const emergencyDetails = {
  customer_name: "Sam Rivera",
  customer_phone: "407-555-0123",
  customer_email: "sam@example.com",
  service_address: "400 Lake Ave",
  service_city: "Kissimmee",
  service_state: "FL",
  service_zip: "34741",
  response_time: "Within 4 hours",
  description: "Water heater burst",
};

type TRoute = {
  name: string;
  url: string;
  /** A body for this route with this key; `variant` changes one parameter. */
  body: (key: string, variant?: boolean) => Record<string, unknown>;
  /** What the response names: a booking, or for a deposit its payment. */
  madeOf: (json: Record<string, never>) => string;
};

// A booking's slot follows its key, so the same key re-sends the same parameters; each key has a
// slot of its own, since one customer cannot book one service twice in one slot.
const slotOf = new Map<string, { scheduled_date: string; scheduled_time: string }>();
const slotFor = (key: string) =>
  slotOf.get(key) ??
  slotOf
    .set(key, {
      scheduled_date: daysFromToday(3 + Math.floor(slotOf.size / 4)),
      scheduled_time: ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM"][slotOf.size % 4],
    })
    .get(key);
const ROUTES: TRoute[] = [
  {
    name: "POST /api/bookings",
    url: "/api/bookings",
    body: (key, variant) => bookingRequest(ids.flat, { idempotency_key: key, ...slotFor(key), notes: variant ? "a different note" : undefined }),
    madeOf: (json) => (json.booking as { id: string }).id,
  },
  {
    name: "POST /api/emergency/payments",
    url: "/api/emergency/payments",
    // A payment names a way to reach the customer.
    body: (key, variant) => ({ idempotency_key: key, is_test: !variant, customer_phone: "407-555-0100" }),
    madeOf: (json) => json.booking_id,
  },
  {
    name: "POST /api/emergency/bookings",
    url: "/api/emergency/bookings",
    body: (key, variant) => ({ ...emergencyDetails, idempotency_key: key, description: variant ? "Pipe burst" : emergencyDetails.description }),
    madeOf: (json) => json.booking_id,
  },
  {
    // Booking step 1's deposit, paid before the booking exists.
    name: "POST /api/bookings/deposits",
    url: "/api/bookings/deposits",
    body: (key, variant) => ({
      idempotency_key: key,
      service_id: variant ? ids.hourly : ids.flat,
      is_test: true,
      customer_email: "deposit.payer@example.com",
      customer_phone: "(407) 555-0142",
    }),
    madeOf: (json) => json.deposit_id,
  },
];
const send = (route: TRoute, payload: object, cookie?: string) => t.request({ method: "POST", url: route.url, payload, cookie });
const bookingRow = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
/** Rows written so far: bookings and payments (a deposit writes a payment only). */
const written = async () => ({
  bookings: (await t.database.db.select({ n: count() }).from(bookings))[0].n,
  payments: (await t.database.db.select({ n: count() }).from(payments))[0].n,
});

describe("one key used on two kinds of request", () => {
  const pairs = ROUTES.flatMap((first) => ROUTES.filter((second) => second !== first).map((second) => [first.name, second.name, first, second] as const));

  it.each(pairs)("%s then %s: each does its own work, and the first is still replayed as it was", async (_a, _b, first, second) => {
    const key = randomUUID();
    const one = await send(first, first.body(key));
    expect(one.statusCode, one.body).toBe(201);
    const two = await send(second, second.body(key));
    expect(two.statusCode, two.body).toBe(201);
    expect(two.headers["idempotent-replayed"]).toBeUndefined();
    expect(second.madeOf(two.json())).not.toBe(first.madeOf(one.json()));

    // The second request's booking is what its own route makes, never the first one's.
    const row = await bookingRow(second.madeOf(two.json()));
    if (second.url === "/api/bookings") expect(row).toMatchObject({ is_emergency: false, initial_payment_status: "paid", service_id: ids.flat });
    if (second.url === "/api/emergency/payments") {
      // The fault: `amount: 2500` reported for an emergency booking that nobody paid.
      expect(row).toMatchObject({ is_emergency: true, emergency_fee_paid: true, booking_completed: false });
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.booking_id, row.id));
      expect(payment).toMatchObject({ kind: "emergency_fee", amount: 2500, status: "succeeded" });
    }
    if (second.url === "/api/emergency/bookings") expect(row).toMatchObject({ is_emergency: true, emergency_fee_paid: false, booking_completed: true });
    if (second.url === "/api/bookings/deposits") {
      expect(row).toBeUndefined();
      const [deposit] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, second.madeOf(two.json())));
      expect(deposit).toMatchObject({ kind: "deposit", amount: 14900, status: "succeeded", booking_id: null });
    }

    const again = await send(first, first.body(key));
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
  });
});

describe.each(ROUTES)("$name", (route) => {
  it("replays the first response exactly (status and body), whatever changed since, and writes nothing more", async () => {
    const key = randomUUID();
    const payload = route.body(key);
    const first = await send(route, payload);
    expect(first.statusCode, first.body).toBe(201);
    const before = await written();
    const replay = await send(route, payload);
    expect({ status: replay.statusCode, body: replay.body }).toEqual({ status: first.statusCode, body: first.body });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await written()).toEqual(before);
  });

  it("answers a key reused with different parameters with 422 and Stripe's message, and writes nothing", async () => {
    const key = randomUUID();
    const first = await send(route, route.body(key));
    expect(first.statusCode, first.body).toBe(201);
    const before = await written();
    const reused = await send(route, route.body(key, true));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      code: "IDEMPOTENCY_KEY_REUSED",
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new idempotency_key for a different request.",
      fields: [{ field: "idempotency_key", message: "was already used with different parameters" }],
    });
    expect(await written()).toEqual(before);
    // The first response is still the key's answer.
    expect((await send(route, route.body(key))).body).toBe(first.body);
  });

  it("scopes a key by caller: a signed-in customer's key is not a visitor's, nor another customer's", async () => {
    const key = randomUUID();
    const payload = route.body(key);
    const responses = [await send(route, payload), await send(route, payload, ann.cookie), await send(route, payload, bob.cookie)];
    if (route.url === "/api/bookings") {
      // The same e-mail, service and slot: each caller's request runs (none is the visitor's
      // replayed) and is refused as that customer's second booking of the slot.
      expect(responses.map((r) => r.statusCode)).toEqual([201, 409, 409]);
      expect(responses[1].json().message).toMatch(/^You already have a Faucet Repair booking for /);
    } else {
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(responses.map((r) => route.madeOf(r.json()))).size).toBe(3);
    }
    expect(responses.every((r) => r.headers["idempotent-replayed"] === undefined)).toBe(true);
    const replay = await send(route, payload, ann.cookie);
    expect(replay.body).toBe(responses[1].body);
  });

  it("lets a key refused before anything was written (a bad request) be used again", async () => {
    const key = randomUUID();
    const bad = await send(route, { ...route.body(key), idempotency_key: key, customer_phone: "call me", is_test: "yes" });
    expect(bad.statusCode).toBe(400);
    expect((await send(route, route.body(key))).statusCode).toBe(201);
  });
});

describe("twins in flight", () => {
  it("a duplicate sent while the first is being taken waits for it and gets the same response", async () => {
    const key = randomUUID();
    const payload = { idempotency_key: key, is_test: true, customer_phone: "407-555-0100" };
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(ROUTES[1], payload)));
    expect(new Set(responses.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    const [record] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(record).toMatchObject({ operation: "emergency.pay", caller: "", response_status: 201 });
  });
});

describe("a key whose first request never finished", () => {
  it("is answered 409 once the wait is over, and a different body still 422", async () => {
    const service = idempotencyService(idempotencyRepository(t.database.db), { waitMs: 100, pollMs: 10 });
    const request = idempotentRequest("emergency.pay", null, { idempotency_key: randomUUID(), is_test: true });
    await t.database.db.insert(idempotencyKeys).values({ operation: request.operation, caller: request.caller, key: request.key, request_hash: request.hash });
    await expect(service.previous(request)).rejects.toMatchObject({ code: "CONFLICT", message: KEY_IN_FLIGHT });
    await expect(service.previous({ ...request, hash: "other" })).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
  });
});

describe("a key claimed by a write whose commit's answer was lost with the connection", () => {
  // PostgreSQL may have committed before the connection went: the caller then cannot tell a
  // write that happened from one that did not, and must not leave a committed key unanswered.
  const service = () => idempotencyService(idempotencyRepository(t.database.db));
  const lostConnection = () => new Error("Connection terminated unexpectedly");
  const request = () => idempotentRequest("emergency.pay", null, { idempotency_key: randomUUID(), is_test: true });

  it("goes on with what it wrote when the record was committed", async () => {
    const answerLost = <R>(work: (tx: TTx) => Promise<R>) => t.database.db.transaction(work).then(() => Promise.reject(lostConnection()));
    const written = await service().claimed(answerLost, request(), async () => ({ paymentId: "p-1" }));
    expect(written).toMatchObject({ paymentId: "p-1" });
    const [record] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, written!.recordId));
    expect(record).toMatchObject({ operation: "emergency.pay", response_status: null });
  });

  it("fails as before when the write was rolled back", async () => {
    const rolledBack = <R>(work: (tx: TTx) => Promise<R>) =>
      t.database.db.transaction(async (tx) => {
        await work(tx);
        throw lostConnection();
      });
    const sent = request();
    await expect(service().claimed(rolledBack, sent, async () => ({ paymentId: "p-2" }))).rejects.toThrow("Connection terminated");
    expect(await idempotencyRepository(t.database.db).find(sent)).toBeNull();
  });
});
