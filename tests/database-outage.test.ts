import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { connectDatabase } from "../src/server/db/client.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";
import { bookingLoad } from "./setup/booking-load.ts";
import { freePorts } from "./setup/ports.ts";

// Fault 1: terminating the app's connections while a transaction was open killed the
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

/**
 * Resolves once one of the app's queries waits on the locker's lock, i.e. its transaction is open.
 * The locker reads pg_stat_activity inside its own transaction, where PostgreSQL keeps the first
 * reading for the whole transaction: the snapshot is cleared before every reading, or a stale row
 * (another connection's wait, long over) would pass for the request's.
 */
async function untilAppWaitsOnLock() {
  for (;;) {
    await locker.query("select pg_stat_clear_snapshot()");
    const { rows } = await locker.query(
      "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and state = 'active' and pg_backend_pid() = any(pg_blocking_pids(pid))",
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

    // Nothing half-done: the transaction rolled back, so the booking can still be cancelled, once
    // the pool has heard its idle connections were terminated too (as a person's next try would
    // come after it: retried at once, it could be handed a connection whose end is still on its way).
    await expect.poll(() => t.database.pool.idleCount).toBe(0);
    const retried = await cancel(id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe("cancelled");
  });

  it("while idle: the pool replaces its connections without a failed request", async () => {
    expect((await t.request({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    // The pool heard of it: each connection idle at the termination is removed. (Not "no idle
    // connection": the live hub's catch-up query opens a fresh one meanwhile and leaves it idle.)
    const { pool } = t.database;
    const idle = pool.idleCount;
    let removed = 0;
    const onRemove = () => (removed += 1);
    pool.on("remove", onRemove);
    await terminateAppConnections();
    await expect.poll(() => removed).toBeGreaterThanOrEqual(idle);
    pool.off("remove", onRemove);
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

describe("a statement waits on a lock longer than the statement timeout", () => {
  // Without a statement timeout the request waited as long as the lock was held (20 s and more).
  let slow: TTestApp;
  let holder: pg.Client;
  beforeAll(async () => {
    slow = await createTestApp({ DB_STATEMENT_TIMEOUT_SECONDS: "1" });
    await seedBookableServices(slow.database.db);
    holder = new pg.Client({ connectionString: slow.database.url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await slow.close();
  });

  it("answers 503 within the timeout, and serves again once the lock is released", async () => {
    await holder.query("begin");
    await holder.query("lock table services in access exclusive mode");
    const started = Date.now();
    const blocked = await slow.request({ method: "GET", url: "/api/services" });
    const waited = Date.now() - started;
    expect(blocked.statusCode, blocked.body).toBe(503);
    expect(blocked.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(blocked.headers["retry-after"]).toBe("5");
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(5_000);
    // PostgreSQL cancelled the statement, so its connection is free and still queryable.
    await holder.query("rollback");
    const served = await slow.request({ method: "GET", url: "/api/services" });
    expect(served.statusCode, served.body).toBe(200);
    expect((await slow.request({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("the queue's connections are terminated while it completes its jobs", () => {
  // Each first send cuts every connection of the app: the mail's own record and the job's completion
  // then meet a terminated connection, as under a PostgreSQL restart in the middle of the queue's work.
  let q: TTestApp;
  let cutter: pg.Client;
  const sent: string[] = [];
  const sentMails: string[] = [];
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
            sentMails.push(`${String(mail.to)}: ${String(mail.subject)}`);
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
    // Each once (decision 0102): the booking's confirmation and its deposit's receipt.
    expect(sentMails.toSorted()).toEqual(
      emails
        .flatMap((email) => [`${email}: We received your booking: Faucet Repair`, `${email}: Receipt for your payment of $149.00: Deposit for Faucet Repair`])
        .toSorted(),
    );
    const waiting = async () =>
      (await cutter.query("select count(*)::int as n from pgboss.job where name = 'send-mail' and state < 'completed'")).rows[0].n as number;
    await expect.poll(waiting, { timeout: 20_000, interval: 100 }).toBe(0);
    expect((await q.request({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok", database: "ok" });
    expect(unhandled).toEqual([]);
  });
});

// The whole app as it runs (queue, LISTEN connection, scheduler), its connections terminated
// five times under booking load: it must live, serve, and drain its queue without a restart,
// having lost or doubled no booking it acknowledged. Once as one process, and once as
// `npm run start:cluster` runs it: two app processes (each with its queue, listener and
// scheduler) behind its proxy, every one of them serving again after each cut. The cluster's
// load is lighter (fewer customers and bookings a round), to keep the file's time in CI modest.
const RUNS = [
  { name: "npm run serve (one process)", script: "src/server/main.ts", ports: 1, processes: [0], ready: "", customers: 4, perRound: 4 },
  {
    name: "npm run start:cluster (two processes behind its proxy)",
    script: "scripts/start-cluster.ts",
    ports: 3,
    processes: [1, 2],
    ready: "HomeFix (2 processes) at",
    customers: 2,
    perRound: 2,
  },
];
describe.each(RUNS)("$name, its connections terminated five times under booking load", ({ name, script, ports, processes, ready, customers, perRound }) => {
  let app: ChildProcess;
  let base: string;
  /** Each app process's own address (for the cluster, behind the proxy at `base`). */
  let direct: string[];
  let output = "";
  beforeAll(async () => {
    const port = await freePorts(ports);
    base = `http://127.0.0.1:${port}`;
    direct = processes.map((offset) => `http://127.0.0.1:${port + offset}`);
    app = spawn(process.execPath, ["--import", "tsx", script], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        DATABASE_URL: t.database.url,
        SEED_DEMO: "false",
        LOG_LEVEL: "error",
        QUEUE_POLL_SECONDS: "0.5",
        // A request the cut leaves waiting fails within seconds (decision 0101), so the rounds follow at once.
        DB_CONNECT_TIMEOUT_SECONDS: "2",
        DB_STATEMENT_TIMEOUT_SECONDS: "2",
        PUBLIC_WRITE_RATE_LIMIT_MAX: "100000",
        // A mail whose try a cut failed is tried again after 1, 2, 4 … s rather than 30, 60 … s,
        // so "drains its queue" is decided within the test's wait, not by the retry schedule.
        MAIL_RETRY_DELAY_SECONDS: "1",
        DATA_DIR: `.data-test/outage-${port}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    app.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    app.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Ready when it answers healthy (and, for the cluster, its proxy says so); a start that fails fails here.
    for (const deadline = Date.now() + 120_000; !(output.includes(ready) && (await healthOf(base)) === 200);) {
      if (app.exitCode !== null || Date.now() > deadline) throw new Error(`${script} did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 150_000);
  afterAll(async () => {
    if (app?.exitCode === null) {
      const exited = new Promise((resolve) => app.once("exit", resolve));
      app.kill("SIGTERM");
      await exited;
    }
  }, 30_000);

  it("lives, serves, drains its queue, and keeps every acknowledged booking once", async () => {
    // A key whose request a cut interrupted is answered on a retry within seconds, not after the
    // sweep's grace period, and a charge the cut kept from being recorded is recorded, not given
    // back to answer 503 PAYMENT_FAILED for good (decision 0103).
    const load = bookingLoad(base, ids.flat, customers, { requestTimeoutMs: 5_000, retryForMs: 15_000 });
    for (let round = 1; round <= 5; round += 1) {
      await expect.poll(() => load.acknowledged.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(round * perRound);
      await terminateAppConnections();
      // Every process serves again (its own health answers "ok"), not only the one the proxy picks.
      for (const address of [base, ...direct]) {
        await expect.poll(() => healthOf(address), { timeout: 30_000, interval: 100, message: `${address} did not recover` }).toBe(200);
      }
      expect(app.exitCode, output).toBeNull();
    }
    await load.stop();
    expect(load.unsettled, "bookings a same-key retry did not settle").toEqual([]);

    expect(app.exitCode, output).toBeNull();
    const after = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: JSON.stringify(
        bookingRequest(ids.flat, { customer_email: `after.outage.${ports}@example.com`, scheduled_date: daysFromToday(30), scheduled_time: "9:00 AM" }),
      ),
    });
    expect(after.status, await after.clone().text()).toBe(201);
    const due = async () =>
      (
        await locker.query(
          "select (select count(*)::int from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now() - interval '2 seconds') + (select count(*)::int from mail_outbox where status in ('queued', 'sending')) as n",
        )
      ).rows[0].n as number;
    const left = async () =>
      JSON.stringify(
        (
          await locker.query(
            "select 'job' as what, name, state::text, start_after from pgboss.job where state in ('created', 'retry', 'active') union all select 'mail', kind, status, null from mail_outbox where status in ('queued', 'sending')",
          )
        ).rows,
      );
    // What this checks is that the queue drains after the cuts, not how fast: a mail whose tries the
    // 2 s statement limit failed on a loaded machine waits 1, 2, 4, 8 and 16 s between its tries
    // (about 31 s in all), so the wait covers that schedule (CI once ran out of 30 s here with the
    // whole integration suite beside it on a machine about 2.7 times slower than usual).
    await expect
      .poll(due, { timeout: 90_000, interval: 200, message: "the queue did not drain" })
      .toBe(0)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}; left: ${await left()}`);
      });
    const { rows } = await locker.query<{ email: string; n: number }>(
      "select customer_email as email, count(*)::int as n from bookings where customer_email like 'load-%' group by 1",
    );
    const kept = new Map(rows.map((row) => [row.email, row.n]));
    expect(load.acknowledged.filter((email) => kept.get(email) !== 1)).toEqual([]);
    expect(rows.filter((row) => row.n > 1)).toEqual([]);
    expect(app.exitCode, output).toBeNull();
    // Each process serves after the outage: healthy, and answering a booking request of its own.
    for (const [i, address] of direct.entries()) {
      const health = await fetch(`${address}/api/health`);
      expect(await health.json(), `${name}: process ${i + 1}`).toEqual({ status: "ok", database: "ok" });
      const booked = await fetch(`${address}/api/bookings`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json" },
        body: JSON.stringify(
          bookingRequest(ids.flat, {
            customer_email: `after.outage.${ports}.${i + 1}@example.com`,
            scheduled_date: daysFromToday(31),
            scheduled_time: "9:00 AM",
          }),
        ),
      });
      expect(booked.status, `${name}: process ${i + 1}: ${await booked.clone().text()}`).toBe(201);
    }
  }, 240_000);
});

async function healthOf(base: string) {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 0;
  }
}
