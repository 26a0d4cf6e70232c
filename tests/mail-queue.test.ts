import { spawn } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { mailOutbox } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { fakeSmtp } from "./setup/fake-smtp.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";
import { freePort } from "./setup/ports.ts";

// Side effects out of the request's transaction: mail goes through the durable queue.
const outboxOf = (t: TTestApp, to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("the mail queue", () => {
  // Two tries after the first, at once: backoff is a setting, so this test needs no waiting.
  // For "cut…" addresses, once SMTP took the mail the first time, the write that records it is held and its
  // connection terminated under it, as a PostgreSQL restart at that moment would.
  let cut: Promise<void> | null = null;
  const smtp = fakeSmtp(
    (to, tries) => to.startsWith("down") || (to.startsWith("flaky") && tries === 1),
    async (to, tries) => {
      if (to.startsWith("cut") && tries === 1) cut = (await cutTheNextOutboxWrite(t.database.url)).done;
    },
  );
  let t: TTestApp;
  let ids: Awaited<ReturnType<typeof seedBookableServices>>;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_RETRY_LIMIT: "2", MAIL_RETRY_DELAY_SECONDS: "0" }, { mailTransport: smtp.transport });
    ids = await seedBookableServices(t.database.db);
    await setActiveTechnicians(t.database.db, 2, async () => (await t.signedIn("technician")).userId);
  });
  afterAll(() => t.close());

  const book = (overrides: Record<string, unknown>) => t.request({ method: "POST", url: "/api/bookings", payload: bookingRequest(ids.flat, overrides) });

  it("sends a booking's confirmation once the booking commits", async () => {
    expect((await book({ customer_email: "first@example.com", scheduled_time: "9:00 AM" })).statusCode).toBe(201);
    await t.mailSettled();
    expect(smtp.delivered).toContainEqual({ to: "first@example.com", subject: "We received your booking: Faucet Repair" });
    expect((await outboxOf(t, "first@example.com"))[0]).toMatchObject({ status: "sent", error: null });
  });

  it("sends no mail for a booking whose transaction rolls back after its mail was queued", async () => {
    // The commit itself fails: a deferred check raises at COMMIT, after the mail was queued.
    await t.database.db.execute(sql`
      create function refuse_booking() returns trigger language plpgsql as $$
      begin if new.customer_email = 'rolled.back@example.com' then raise exception 'refused at commit'; end if; return new; end $$;
      create constraint trigger refuse_booking after insert on bookings deferrable initially deferred
        for each row execute function refuse_booking();`);
    const refused = await book({ customer_email: "rolled.back@example.com", scheduled_time: "11:00 AM" });
    expect(refused.statusCode).toBe(500);

    // A booking after it is sent: the queue has run past the moment the first could have been.
    expect((await book({ customer_email: "after@example.com", scheduled_time: "11:00 AM" })).statusCode).toBe(201);
    await t.mailSettled();
    expect(smtp.delivered.map((mail) => mail.to)).toContain("after@example.com");
    expect(smtp.triesFor("rolled.back@example.com")).toBe(0);
    expect(await outboxOf(t, "rolled.back@example.com")).toEqual([]);
  });

  it("sends a mail once, with its own Message-ID, when recording it meets a terminated connection", async () => {
    expect((await book({ customer_email: "cut@example.com", scheduled_time: "1:00 PM" })).statusCode).toBe(201);
    await t.mailSettled();
    await cut;
    // The booking's confirmation and its deposit's receipt: each sent once, with its own Message-ID.
    const rows = await outboxOf(t, "cut@example.com");
    expect(rows.map((row) => row.kind).sort()).toEqual(["booking-received", "payment-receipt"]);
    for (const row of rows) expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.delivered.filter((mail) => mail.to === "cut@example.com")).toHaveLength(2);
    expect([...smtp.messageIdsFor("cut@example.com")].sort()).toEqual(rows.map((row) => `<${row.id}@homefix.test>`).sort());
  });

  it("retries a mail SMTP refused, and sends it when SMTP is back", async () => {
    const quote = await t.request({
      method: "POST",
      url: "/api/quotes",
      payload: { name: "Flaky", phone: "4075550102", email: "flaky@example.com", service: "Painting", message: "Hi" },
    });
    expect(quote.statusCode).toBe(201);
    await t.mailSettled();
    expect(smtp.triesFor("flaky@example.com")).toBe(2);
    expect((await outboxOf(t, "flaky@example.com"))[0]).toMatchObject({ status: "sent", error: null });
  });

  it("marks a mail failed, with SMTP's error, after its last try, and shows it to admins", async () => {
    const quote = await t.request({
      method: "POST",
      url: "/api/quotes",
      payload: { name: "Down", phone: "4075550102", email: "down@example.com", service: "Painting", message: "Hi" },
    });
    expect(quote.statusCode).toBe(201);
    await t.mailSettled();
    expect(smtp.triesFor("down@example.com")).toBe(3); // the first try and two retries
    const [row] = await outboxOf(t, "down@example.com");
    expect(row).toMatchObject({ status: "failed", sent_at: null });
    expect(row.error).toContain("service not available");

    const admin = await t.signedIn("admin");
    const list = await t.request({ method: "GET", url: "/api/admin/mail?status=failed", cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().mail).toEqual([
      expect.objectContaining({ id: row.id, to: "down@example.com", kind: "quote-received", status: "failed", error: row.error }),
    ]);
  });
});

describe("after a crash", () => {
  let t: TTestApp;
  beforeAll(async () => {
    // This process only queues (QUEUE_MODE=worker): nothing here sends the mail of the test.
    t = await createTestApp({ QUEUE_MODE: "worker" });
  });
  afterAll(() => t.close());

  // A booking acknowledged by a process killed before its mail went out.
  it("sends the confirmation of a booking committed by a process killed before mailing it", async () => {
    const ids = await seedBookableServices(t.database.db);
    await setActiveTechnicians(t.database.db, 1, async () => (await t.signedIn("technician")).userId);

    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.DATABASE_URL,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL,
        LOG_LEVEL: "warn",
        QUEUE_MODE: "worker",
        SEED_DEMO: "false",
      },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      await expect.poll(() => health(port), { timeout: 60_000, interval: 200 }).toBe(200);
      const response = await fetch(`http://127.0.0.1:${port}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: PUBLIC_URL },
        body: JSON.stringify(bookingRequest(ids.flat, { customer_email: "crash@example.com", scheduled_date: daysFromToday(4) })),
      });
      expect(response.status).toBe(201);
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
    expect((await outboxOf(t, "crash@example.com"))[0]).toMatchObject({ status: "queued" });

    // The app starts again (running the queue) and sends what the killed one had queued.
    const smtp = fakeSmtp();
    const restarted = await buildApp(
      { ...t.config, QUEUE_MODE: "app", QUEUE_POLL_SECONDS: 0.5 },
      { database: t.database, clientDir: null, mailTransport: smtp.transport },
    );
    try {
      await t.mailSettled();
      expect(smtp.delivered).toEqual(
        expect.arrayContaining([
          { to: "crash@example.com", subject: "We received your booking: Faucet Repair" },
          { to: "crash@example.com", subject: "Receipt for your payment of $149.00: Deposit for Faucet Repair" },
        ]),
      );
      expect(smtp.delivered).toHaveLength(2);
      for (const row of await outboxOf(t, "crash@example.com")) expect(row).toMatchObject({ status: "sent" });
    } finally {
      await restarted.close();
    }
  }, 90_000);
});

/**
 * Locks the outbox, then returns while the rest goes on: once one of the app's writes waits on the
 * lock, every connection of the app is terminated, then the lock let go.
 */
async function cutTheNextOutboxWrite(url: string) {
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  await locker.query("begin");
  await locker.query("lock table mail_outbox in exclusive mode");
  const rest = async () => {
    const waiting = async () =>
      (await locker.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0]
        .n as number;
    await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    await locker.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    await locker.query("rollback");
    await locker.end();
  };
  return { done: rest() };
}

async function health(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
  } catch {
    return 0; // not listening yet
  }
}
