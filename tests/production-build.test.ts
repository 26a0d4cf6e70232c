import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, emptyDatabase, freePort, startBuilt, stop, untilHealthy } from "./setup/built-server.ts";

// Decision 0162: `npm run start:prod` runs the server compiled by `npm run build` with plain
// node; migrations run before a process serves, once, under an advisory lock.

let built: Awaited<ReturnType<typeof buildServer>>;
let database: Awaited<ReturnType<typeof emptyDatabase>>;

beforeAll(async () => {
  built = await buildServer();
  database = await emptyDatabase();
}, 60_000);
afterAll(async () => {
  await database?.drop();
  built?.remove();
});

const JOURNAL = JSON.parse(readFileSync("src/server/db/migrations/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };

describe("the compiled server (npm run start:prod)", () => {
  it("two processes started at once on an empty database migrate it once, then both answer health and a page", async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const env = { DATABASE_URL: database.url, CLIENT_DIR: built.clientDir };
    const runs = [startBuilt(built.main, env, portA), startBuilt(built.main, env, portB)];
    try {
      await Promise.all(runs.map((run) => untilHealthy(run)));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
        // Each migration recorded once: the second process found them applied under the lock.
        expect(rows).toHaveLength(JOURNAL.entries.length);
        expect(new Set(rows.map((row) => row.hash)).size).toBe(JOURNAL.entries.length);
      } finally {
        await client.end();
      }
      for (const run of runs) {
        expect(await (await fetch(`${run.base}/api/health`)).json()).toEqual({ status: "ok", database: "ok" });
        const page = await fetch(`${run.base}/services`, { headers: { accept: "text/html" } });
        expect(page.status).toBe(200);
        expect(page.headers.get("content-type")).toContain("text/html");
        expect(await page.text()).toContain('<div id="root">');
        // Production seeds no demo data.
        expect(((await (await fetch(`${run.base}/api/services`)).json()) as { total: number }).total).toBe(0);
      }
    } finally {
      for (const run of runs) expect(await stop(run), run.output()).toBe(0);
    }
  }, 120_000);

  it("refuses demo data and a missing secret in production, with exit code 1", async () => {
    const port = await freePort();
    const demo = startBuilt(built.main, { DATABASE_URL: database.url, SEED_DEMO: "true" }, port);
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain("SEED_DEMO: demo data is never seeded in production");
    const secretless = startBuilt(built.main, { DATABASE_URL: database.url, AUTH_SECRET: "" }, port);
    expect(await secretless.exited).toBe(1);
    expect(secretless.output()).toContain("AUTH_SECRET: is required in production");
  }, 60_000);
});
