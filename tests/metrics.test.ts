import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { bookings, emergencyTimelines } from "../src/server/db/schema.ts";

// Decision 0163: GET /metrics, Prometheus's text format, behind METRICS_TOKEN (or the loopback).

const TOKEN = "metrics-token-for-the-tests";
let t: TTestApp;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  serviceId = (await seedBookableServices(t.database.db)).flat;
  await setActiveTechnicians(t.database.db, 1, async () => (await t.signedIn("technician")).userId);
});
afterAll(async () => t?.close());

const scrape = (authorization?: string) => t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** A sample's value from the exposition text, by its name and labels as printed. */
function sample(text: string, series: string) {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("refuses a request without its token, or with another, and reads nothing", async () => {
    for (const authorization of [undefined, "Bearer not-the-token-at-all", `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: "UNAUTHENTICATED", message: "The metrics need their token" });
    }
  });

  it("counts a request by its route pattern, not its URL, with its latency", async () => {
    const series = `http_requests_total{method="GET",route="/api/services/:id",status_code="200"}`;
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, series) ?? 0;
    expect((await t.request({ method: "GET", url: `/api/services/${serviceId}` })).statusCode).toBe(200);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain; version=0.0.4");
    const text = response.body;
    expect(sample(text, series)).toBe(before + 1);
    expect(text).not.toContain(serviceId);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",route="/api/services/:id",status_code="200"}`)).toBe(before + 1);
    // A path no route has is one series, whatever the path.
    await t.request({ method: "GET", url: "/api/no-such-thing-1" });
    await t.request({ method: "GET", url: "/api/no-such-thing-2" });
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, `http_requests_total{method="GET",route="unmatched",status_code="404"}`)).toBe(2);
  });

  it("reports the pool, the queue, the mail outbox and the open streams", async () => {
    // A booking queues its confirmation mail: an outbox row and a queue job.
    const booked = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(serviceId, { customer_email: "metrics@example.com" }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, `homefix_db_pool_connections{state="total"}`)).toBeGreaterThan(0);
    expect(text).toMatch(/^homefix_db_pool_connections\{state="waiting"\} \d+$/mu);
    expect(text).toMatch(/^homefix_mail_outbox\{status="[a-z]+"\} [1-9]\d*$/mu);
    expect(text).toContain("# TYPE homefix_queue_jobs gauge");
    expect(sample(text, "homefix_live_streams_open")).toBe(t.app.live.size());
    // The process's own, once per process.
    expect(text.match(/^# TYPE process_cpu_user_seconds_total counter$/gmu)).toHaveLength(1);
  });
});

describe("the emergency promise on /metrics", () => {
  it("reports the promises kept and missed, as the admin home counts them", async () => {
    const series = (outcome: string) => `homefix_emergency_promises{outcome="${outcome}"}`;
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const hour = 60 * 60_000;
    const now = Date.now();
    // Kept (arrived in time), missed (arrived late), and missed with nobody there when it ran out.
    for (const [arrivedAfter, kept] of [
      [hour, true],
      [3 * hour, false],
      [null, null],
    ] as const) {
      const [booking] = await t.database.db
        .insert(bookings)
        .values({
          customer_name: "Pat Promise",
          customer_phone: "(407) 555-0199",
          customer_email: "pat.promise@example.com",
          scheduled_date: "2026-06-10",
          scheduled_time: "ASAP (Within 2 hours)",
          is_emergency: true,
          emergency_fee_paid: true,
          emergency_fee_amount: 2500,
          emergency_payment_date: new Date(now - 4 * hour),
        })
        .returning({ id: bookings.id });
      await t.database.db.insert(emergencyTimelines).values({
        booking_id: booking!.id,
        received_at: new Date(now - 4 * hour),
        due_at: new Date(now - 2 * hour),
        arrived_at: arrivedAfter === null ? null : new Date(now - 4 * hour + arrivedAfter),
        promise_kept: kept,
        promise_minutes: kept === null ? null : 60,
      });
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain("# TYPE homefix_emergency_promises gauge");
    expect(sample(text, series("kept"))).toBe((sample(before, series("kept")) ?? 0) + 1);
    expect(sample(text, series("missed"))).toBe((sample(before, series("missed")) ?? 0) + 2);
  });
});

describe("GET /metrics without a token", () => {
  let open: TTestApp;
  beforeAll(async () => {
    open = await createTestApp();
  });
  afterAll(async () => open?.close());

  it("answers the loopback, and refuses a request a proxy relayed", async () => {
    expect((await open.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    const relayed = await open.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(relayed.statusCode).toBe(403);
    expect((await open.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.9" })).statusCode).toBe(403);
  });
});
