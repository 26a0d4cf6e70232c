import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { connectDatabase, type TDatabase } from "../src/server/db/client.ts";
import { mailOutbox } from "../src/server/db/schema.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";
import { insertJob, jobForm, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { listening, openStream } from "./setup/sse-client.ts";
import { addDaysIso, businessToday } from "../src/shared/rules/dates.ts";

// Several app processes: two apps on one database, as `npm run start:cluster` runs
// them. An event made through one reaches a stream held by the other; a rate limit holds across
// both; the scheduled work runs once.

let a: TTestApp;
let b: { app: FastifyInstance; database: TDatabase };
let baseB: string;

/** A second app process on the same database (its own pool, its own LISTEN connection). */
async function secondProcess(env: Record<string, string> = {}) {
  const database = connectDatabase(a.database.url, { max: 5 });
  const config = parseConfig({
    ...Object.fromEntries(Object.entries(a.config).filter(([, v]) => typeof v === "string")),
    ...env,
    PUBLIC_URL,
    NODE_ENV: "test",
  });
  const app = await buildApp(config, { database, clientDir: null });
  return { app, database };
}

const quote = (app: FastifyInstance, n: number) =>
  app.inject({
    method: "POST",
    url: "/api/quotes",
    headers: { origin: PUBLIC_URL },
    payload: { name: `Quinn ${n}`, phone: "4075550102", service: "Deck", message: "a new deck" },
  });

beforeAll(async () => {
  a = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT_MAX: "3" });
  b = await secondProcess({ PUBLIC_WRITE_RATE_LIMIT_MAX: "3" });
  baseB = await listening(b.app);
});
afterAll(async () => {
  await b.app.close();
  await b.database.close();
  await a.close();
});

describe("two app processes on one database", () => {
  it("delivers an event made through one to a stream held by the other", async () => {
    const admin = await a.signedIn("admin");
    const stream = await openStream(`${baseB}/api/events`, { cookie: admin.cookie });
    expect(stream.status).toBe(200);
    const customer = await makeCustomer(a, { first_name: "Cross", last_name: "Process" });
    const created = await a.request({ method: "POST", url: "/api/admin/jobs", cookie: admin.cookie, payload: jobForm(customer) });
    expect(created.statusCode).toBe(201);
    await stream.waitFor((event) => event.event === "job.changed" && event.data.job_id === created.json().id);
    stream.close();
  });

  it("holds one public-write limit across both (PostgreSQL store)", async () => {
    const answers = [await quote(a.app, 1), await quote(b.app, 2), await quote(a.app, 3), await quote(b.app, 4)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
  });

  it("runs the scheduled work once when both sweep at the same moment", async () => {
    const evening = new Date(`${businessToday()}T22:30:00Z`);
    const customer = await makeCustomer(a, { first_name: "Once", last_name: "Only", email: "once.only@example.com" });
    await insertJob(a, { customer_id: customer, status: "scheduled", scheduled_date: addDaysIso(businessToday(evening), 1), scheduled_time: "8:00 AM" });
    await Promise.all([a.app.scheduler.runDue(evening), b.app.scheduler.runDue(evening), a.app.scheduler.runDue(evening), b.app.scheduler.runDue(evening)]);
    const mails = await a.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "once.only@example.com"));
    expect(mails.map((mail) => mail.kind)).toEqual(["appointment-reminder"]);
  });
});

// Decision 0077: with REDIS_URL the same limit is kept in Redis (@fastify/rate-limit's own store).
// Runs when TEST_REDIS_URL is set (redis://127.0.0.1:6379): the second integration pass sets it
// (scripts/integration-again.mjs) when .ci/run finds a Redis there.
describe.runIf(process.env.TEST_REDIS_URL)("with Redis", () => {
  it("holds one public-write limit across both processes", async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, PUBLIC_WRITE_RATE_LIMIT_MAX: "2" };
    const first = await secondProcess(env);
    const second = await secondProcess(env);
    try {
      const { Redis } = await import("ioredis");
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      for (const key of await redis.keys("homefix-rate-limit:*")) await redis.del(key);
      await redis.quit();
      const answers = [await quote(first.app, 1), await quote(second.app, 2), await quote(first.app, 3)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
    } finally {
      for (const process of [first, second]) {
        await process.app.close();
        await process.database.close();
      }
    }
  });
});
