import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { bookings, idempotencyKeys, jobs, mailOutbox, payments } from "../src/server/db/schema.ts";
import { createJobQueue } from "../src/server/queue/queue.ts";
import { SCHEDULED_SWEEP_JOB } from "../src/server/background.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";
import { freePort } from "./setup/ports.ts";

// Decision 0105, the crash itself: an app process killed with SIGKILL between its bookings' commit
// and their payments' answers (one charge taken by the provider, one that never reached it), then
// started again on the same database. Its scheduled sweep settles both as the provider says, and
// each retry of an idempotency key gets a definite answer. The child runs the app through a
// test-only entry (tests/setup/payment-crash-app.ts) whose provider keeps its charges in a file, as
// a real one outlives our process, and stops the charges where the test says.

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
const dir = mkdtempSync(path.join(tmpdir(), "homefix-payment-crash-"));
const ledger = path.join(dir, "ledger.json");

beforeAll(async () => {
  // A fresh database; this process only reads it and queues nothing of its own.
  t = await createTestApp({ QUEUE_MODE: "worker" });
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 1, async () => (await t.signedIn("technician")).userId);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function startApp(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/payment-crash-app.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.DATABASE_URL,
      PORT: String(port),
      PUBLIC_URL,
      LOG_LEVEL: "warn",
      QUEUE_MODE: "app",
      QUEUE_POLL_SECONDS: "0.5",
      SEED_DEMO: "false",
      DATA_DIR: dir,
      TEST_PAYMENT_LEDGER: ledger,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    exited,
    output: () => output,
    base,
    ready: () => expect.poll(() => health(base), { timeout: 60_000, interval: 200 }).toBe(200),
    /** The key the provider was given when a charge was stopped at `point`. */
    stoppedAt: async (point: "before-provider" | "after-provider") => {
      let key = "";
      await expect.poll(() => (key = output.match(new RegExp(`charge stopped ${point} (\\S+)`))?.[1] ?? ""), { timeout: 20_000 }).not.toBe("");
      return key;
    },
  };
}

const post = (base: string, url: string, payload: unknown) =>
  fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json", origin: PUBLIC_URL }, body: JSON.stringify(payload) });

const bookingOf = async (key: string) => {
  const [row] = await t.database.db
    .select({ id: bookings.id, status: bookings.status, deposit: bookings.initial_payment_status, payment: payments.status })
    .from(bookings)
    .innerJoin(idempotencyKeys, sql`${idempotencyKeys.id}::text = ${bookings.idempotency_key}`)
    .innerJoin(payments, eq(payments.booking_id, bookings.id))
    .where(eq(idempotencyKeys.key, key));
  return row;
};
const remaining = async (base: string, date: string, time: string) =>
  ((await (await fetch(`${base}/api/bookings/availability?date=${date}`)).json()) as { slots: { time: string; remaining: number }[] }).slots.find(
    (slot) => slot.time === time,
  )?.remaining;

/** A tick of the scheduled sweep's cron, sent now rather than at the next minute (decision 0075). */
async function cronTick() {
  const queue = createJobQueue({ pool: t.database.pool, log: pino({ level: "silent" }), runsJobs: false, pollSeconds: 1 });
  queue.define(SCHEDULED_SWEEP_JOB, { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 }, async () => {});
  await queue.start();
  await queue.send(t.database.db, SCHEDULED_SWEEP_JOB, {});
  await queue.stop();
}

it("settles the payments of a process killed before their answers, once it is started again", async () => {
  const date = daysFromToday(9);
  const charged = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "9:00 AM", customer_email: "charged.crash@example.com" });
  const lost = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "11:00 AM", customer_email: "lost.crash@example.com" });

  const first = startApp(await freePort(), { TEST_STOP_CHARGES: "after-provider,before-provider" });
  try {
    await first.ready();
    // Neither request will answer: the process dies under them.
    void post(first.base, "/api/bookings", charged).catch(() => {});
    const chargedKey = await first.stoppedAt("after-provider");
    void post(first.base, "/api/bookings", lost).catch(() => {});
    await first.stoppedAt("before-provider");
    expect(await bookingOf(charged.idempotency_key)).toMatchObject({ status: "pending", deposit: "pending", payment: "pending" });
    expect(await bookingOf(lost.idempotency_key)).toMatchObject({ status: "pending", deposit: "pending", payment: "pending" });
    expect(await remaining(first.base, date, "11:00 AM")).toBe(0);
    expect(JSON.parse(readFileSync(ledger, "utf8"))).toEqual({ [chargedKey]: { amount: 14900, released: false } });
  } finally {
    first.child.kill("SIGKILL");
    await first.exited;
  }

  // Started again on the same database, with a short grace period so the test need not wait minutes.
  const second = startApp(await freePort(), { PENDING_PAYMENT_GRACE_SECONDS: "1" });
  try {
    await second.ready();
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the grace period, from the crash
    await cronTick();
    await expect.poll(async () => (await bookingOf(charged.idempotency_key)).deposit, { timeout: 30_000 }).toBe("paid");
    await expect.poll(async () => (await bookingOf(lost.idempotency_key)).deposit, { timeout: 30_000 }).toBe("failed");

    // The charge the provider took: the booking proceeds as if its answer had come.
    const chargedBooking = await bookingOf(charged.idempotency_key);
    expect(chargedBooking).toMatchObject({ status: "pending", deposit: "paid", payment: "succeeded" });
    const retried = await post(second.base, "/api/bookings", charged);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(((await retried.json()) as { booking: { id: string } }).booking.id).toBe(chargedBooking.id);
    expect(await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.booking_id, chargedBooking.id))).toHaveLength(1);
    // The confirmation and the deposit's receipt, once each.
    expect(
      (await t.database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, "charged.crash@example.com")))
        .map((mail) => mail.kind)
        .sort(),
    ).toEqual(["booking-received", "payment-receipt"]);

    // The charge that never reached it: cancelled, its slot free, a failure the client answers with a new key.
    expect(await bookingOf(lost.idempotency_key)).toMatchObject({ status: "cancelled", deposit: "failed", payment: "failed" });
    const failed = await post(second.base, "/api/bookings", lost);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ code: "PAYMENT_FAILED", message: "We could not take your payment, and nothing was charged. Please try again." });
    expect(await remaining(second.base, date, "11:00 AM")).toBe(1);

    expect(Object.values(JSON.parse(readFileSync(ledger, "utf8")))).toEqual([{ amount: 14900, released: false }]);
  } finally {
    second.child.kill("SIGTERM");
    await second.exited;
  }
}, 180_000);

async function health(base: string) {
  try {
    return (await fetch(`${base}/api/health`)).status;
  } catch {
    return 0; // not listening yet
  }
}
