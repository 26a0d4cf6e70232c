import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingLoad } from "./setup/booking-load.ts";
import { buildServer, freePort, startBuilt, stop, untilHealthy } from "./setup/built-server.ts";
import { seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0163: SIGTERM under load. The compiled server stops taking connections, answers the
// requests it holds, lets its running jobs finish, and exits 0 within SHUTDOWN_TIMEOUT_SECONDS:
// every booking it acknowledged (201) is in the database, once.

let t: TTestApp;
let built: Awaited<ReturnType<typeof buildServer>>;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  serviceId = (await seedBookableServices(t.database.db)).flat;
  await setActiveTechnicians(t.database.db, 1, async () => (await t.signedIn("technician")).userId);
  built = await buildServer();
}, 120_000);
afterAll(async () => {
  await t?.close();
  built?.remove();
});

describe("SIGTERM under booking load", () => {
  it("exits 0 having kept every booking it acknowledged, once", async () => {
    const port = await freePort();
    const server = startBuilt(
      built.main,
      { DATABASE_URL: t.database.url, PUBLIC_WRITE_RATE_LIMIT_MAX: "100000", QUEUE_POLL_SECONDS: "0.5", SHUTDOWN_TIMEOUT_SECONDS: "20" },
      port,
    );
    try {
      await untilHealthy(server);
      // The customers' retries end soon after the process is gone (connections refused).
      const load = bookingLoad(server.base, serviceId, 4, { requestTimeoutMs: 15_000, retryForMs: 1_000 });
      await expect.poll(() => load.acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(4);
      server.child.kill("SIGTERM");
      expect(await server.exited, server.output()).toBe(0);
      await load.stop();

      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ email: string; n: number }>(
          "select customer_email as email, count(*)::int as n from bookings where customer_email like 'load-%' group by 1",
        );
        const kept = new Map(rows.map((row) => [row.email, row.n]));
        expect(load.acknowledged.length).toBeGreaterThanOrEqual(4);
        expect(load.acknowledged.filter((email) => kept.get(email) !== 1)).toEqual([]);
        // Nothing half-written: each booking in the database was either acknowledged or its answer lost with the connection.
        expect(rows.filter((row) => row.n > 1)).toEqual([]);
        // Its mail was queued with it: an outbox row for each kept booking.
        const { rows: outbox } = await client.query<{ n: number }>(`select count(distinct "to")::int as n from mail_outbox where "to" like 'load-%'`);
        expect(outbox[0].n).toBeGreaterThanOrEqual(load.acknowledged.length);
      } finally {
        await client.end();
      }
    } finally {
      await stop(server);
    }
  }, 150_000);
});
