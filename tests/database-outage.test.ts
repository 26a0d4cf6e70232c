import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { connectDatabase } from "../src/server/db/client.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";

// issue #8, fault 1: terminating the app's connections while a transaction was open killed the
// process (an unhandled 'error' event, 57P01). It must answer 503 and serve again at once.
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let me: Awaited<ReturnType<TTestApp["signedIn"]>>;
let locker: pg.Client;

beforeAll(async () => {
  // The queue runs in a worker elsewhere, so its polling takes no connection of this pool:
  // these tests watch the pool's own connections come and go.
  t = await createTestApp({ QUEUE_MODE: "worker" });
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
  me = await t.signedIn("customer");
  locker = new pg.Client({ connectionString: t.database.pool.options.connectionString });
  await locker.connect();
});
afterAll(async () => {
  await locker.end();
  await t.close();
});

async function myBooking(time: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/bookings",
    cookie: me.cookie,
    payload: bookingRequest(ids.flat, { customer_email: me.email, scheduled_date: daysFromToday(5), scheduled_time: time }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking.id as string;
}
const cancel = (id: string) => t.request({ method: "POST", url: `/api/me/bookings/${id}/cancel`, cookie: me.cookie, payload: {} });

/** Resolves once one of the app's queries waits on a lock, i.e. its transaction is open. */
async function untilAppWaitsOnLock() {
  for (;;) {
    const { rows } = await locker.query(
      "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const terminateAppConnections = () =>
  locker.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
  );

describe("the database's connections are terminated", () => {
  it("mid-transaction: the request gets 503, the process lives, and the next request succeeds", async () => {
    const id = await myBooking("8:00 AM");
    // Hold the request inside its transaction: it cancels the job, then waits to update the booking.
    await locker.query("begin");
    await locker.query("lock table bookings in exclusive mode");
    const inFlight = cancel(id);
    await untilAppWaitsOnLock();
    await terminateAppConnections();
    await locker.query("rollback");

    const failed = await inFlight;
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(failed.headers["retry-after"]).toBe("5");

    // Nothing half-done: the transaction rolled back, so the booking can still be cancelled.
    const retried = await cancel(id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe("cancelled");
  });

  it("while idle: the pool replaces its connections without a failed request", async () => {
    expect((await t.request({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await terminateAppConnections();
    await expect.poll(() => t.database.pool.idleCount).toBe(0); // the pool heard of it
    const health = await t.request({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("the database cannot be reached", () => {
  // Port 1 on loopback: nothing listens there, the connection is refused at once.
  const url = "postgres://postgres@127.0.0.1:1/homefix";
  const database = connectDatabase(url, { max: 2 });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(parseConfig({ NODE_ENV: "test", PUBLIC_URL, LOG_LEVEL: "silent", DATABASE_URL: url }), { database, clientDir: null });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("reports the process degraded on the health check with 503", async () => {
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "degraded", database: "unreachable" });
  });

  it("answers API requests with 503, not 500", async () => {
    const services = await app.inject({ method: "GET", url: "/api/services" });
    expect(services.statusCode).toBe(503);
    expect(services.json().code).toBe("SERVICE_UNAVAILABLE");
  });
});

describe("the queue's connections are terminated while it completes its jobs", () => {
  // Each first send cuts every connection of the app: the mail's own record and the job's completion
  // then meet a terminated connection, as under a PostgreSQL restart in the middle of the queue's work.
  let q: TTestApp;
  let cutter: pg.Client;
  const sent: string[] = [];
  // Mail waits until every booking is in: a cut while a booking is written would fail it (503).
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const unhandled: unknown[] = [];
  const countUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on("unhandledRejection", countUnhandled);
    q = await createTestApp(
      { QUEUE_MODE: "app", MAIL_RETRY_DELAY_SECONDS: "0" },
      {
        mailTransport: {
          sendMail: async (mail) => {
            await gate;
            const first = !sent.includes(mail.to);
            sent.push(mail.to);
            if (first)
              await cutter.query(
                "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
              );
          },
        },
      },
    );
    cutter = new pg.Client({ connectionString: q.database.url });
    await cutter.connect();
  });
  afterAll(async () => {
    process.off("unhandledRejection", countUnhandled);
    await cutter.end();
    await q.close();
  });

  it("lives, sends every mail, and drains the queue without a restart", async () => {
    const services = await seedBookableServices(q.database.db);
    await setActiveTechnicians(q.database.db, 1, async () => (await q.signedIn("technician")).userId);
    const emails = ["cut.one@example.com", "cut.two@example.com", "cut.three@example.com"];
    for (const [i, email] of emails.entries()) {
      const booked = await q.request({
        method: "POST",
        url: "/api/bookings",
        payload: bookingRequest(services.flat, {
          customer_email: email,
          scheduled_date: daysFromToday(6),
          scheduled_time: ["8:00 AM", "9:00 AM", "10:00 AM"][i],
        }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    openGate();
    await q.mailSettled();
    expect(new Set(sent)).toEqual(new Set(emails));
    const waiting = async () =>
      (await cutter.query("select count(*)::int as n from pgboss.job where name = 'send-mail' and state < 'completed'")).rows[0].n as number;
    await expect.poll(waiting, { timeout: 20_000, interval: 100 }).toBe(0);
    expect((await q.request({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok", database: "ok" });
    expect(unhandled).toEqual([]);
  });
});
