import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { render } from "../src/client/entry-server.tsx";
import { liveEvents, services } from "../src/server/db/schema.ts";
import type { TPageRenderer } from "../src/server/http/ssr.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0094: a signed-out visitor's page kept in memory with its compressed
// copies, dropped with the public read cache whenever what it shows changes.

const clientDir = mkdtempSync(path.join(tmpdir(), "homefix-page-cache-"));
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let admin: { cookie: string };
let renders = 0;
const counting: TPageRenderer = (request, options) => {
  renders += 1;
  return render(request, options);
};

beforeAll(async () => {
  writeFileSync(path.join(clientDir, "index.html"), readFileSync("index.html", "utf8"));
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, ".vite", "manifest.json"), "{}");
  t = await createTestApp({}, { clientDir, renderPage: counting });
  // The seed's changes reach the caches as events, a moment later: wait for all of them, or a
  // late one drops a page kept by a test below (it did once, on a loaded CI).
  const changes = async () => (await t.database.db.select({ n: count() }).from(liveEvents).where(eq(liveEvents.type, "catalogue.changed")))[0].n;
  const before = await changes();
  let delivered = 0;
  t.app.live.subscribe("catalogue.changed", () => (delivered += 1));
  ids = await seedBookableServices(t.database.db);
  admin = await t.signedIn("admin");
  const made = (await changes()) - before;
  await vi.waitFor(() => expect(delivered).toBeGreaterThanOrEqual(made), { timeout: 15_000, interval: 50 });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}, cookie?: string) =>
  t.request({ method: "GET", url, cookie, headers: { accept: "text/html", "accept-encoding": "identity", ...headers } });

/** Runs `change` with the catalogue's triggers off: only a kept page can then explain an old answer. */
async function behindTheCachesBack(change: () => Promise<unknown>) {
  await t.database.db.execute(sql`alter table services disable trigger services_catalogue_update`);
  try {
    await change();
  } finally {
    await t.database.db.execute(sql`alter table services enable trigger services_catalogue_update`);
  }
}

describe("a signed-out visitor's page (decision 0094)", () => {
  it("is rendered once and kept: the next visitor gets the same HTML without a render", async () => {
    const first = await page("/services");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Faucet Repair");
    const before = renders;
    const second = await page("/services");
    expect(renders).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("is the kept copy even when the data changed behind the caches' back", async () => {
    await page(`/services/${ids.flat}`);
    await behindTheCachesBack(() => t.database.db.update(services).set({ name: "Faucet Fixing" }).where(eq(services.id, ids.flat)));
    try {
      expect((await page(`/services/${ids.flat}`)).body).toContain("<title>Faucet Repair");
    } finally {
      await behindTheCachesBack(() => t.database.db.update(services).set({ name: "Faucet Repair" }).where(eq(services.id, ids.flat)));
    }
  });

  it("goes out as its brotli or gzip copy, made once, as the browser accepts", async () => {
    const plain = (await page("/")).body;
    await expect.poll(async () => (await page("/", { "accept-encoding": "br, gzip" })).headers["content-encoding"]).toBe("br");
    const br = await page("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain);
    const gz = await page("/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain);
    expect((await page("/", { "accept-encoding": "br;q=0, gzip;q=0" })).body).toBe(plain);
  });

  it("is dropped by an admin's save: the next page shows the change at once", async () => {
    expect((await page("/services")).body).toContain("Lawn Care");
    const saved = await t.request({
      method: "PUT",
      url: `/api/admin/services/${ids.other}`,
      payload: { name: "Lawn Care Deluxe", category: "Outdoor", base_price: 7000 },
      cookie: admin.cookie,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await page("/services")).body).toContain("Lawn Care Deluxe");
  });

  it("is dropped when the database announces a change, whoever made it", async () => {
    expect((await page("/services")).body).toContain("Handyman Hour");
    await t.database.db.update(services).set({ name: "Handyman Half Day" }).where(eq(services.id, ids.hourly));
    await expect.poll(async () => (await page("/services")).body).toContain("Handyman Half Day");
  });
});

describe("pages that are rendered every time", () => {
  it("for a browser with a session cookie", async () => {
    await page("/", {}, admin.cookie);
    const before = renders;
    await page("/", {}, admin.cookie);
    await page("/", {}, admin.cookie);
    expect(renders).toBe(before + 2);
  });

  it("for an address with a query (a search has as many answers as words)", async () => {
    await page("/services?q=faucet");
    const before = renders;
    await page("/services?q=faucet");
    expect(renders).toBe(before + 1);
  });

  it("for a page that is not found", async () => {
    const missing = "/services/00000000-0000-4000-8000-000000000000";
    expect((await page(missing)).statusCode).toBe(404);
    const before = renders;
    expect((await page(missing)).statusCode).toBe(404);
    expect(renders).toBe(before + 1);
  });

  it("with PUBLIC_READ_CACHE=off", async () => {
    let offRenders = 0;
    const off = await createTestApp(
      { PUBLIC_READ_CACHE: "off" },
      {
        clientDir,
        renderPage: (request, options) => {
          offRenders += 1;
          return render(request, options);
        },
      },
    );
    try {
      for (let i = 0; i < 3; i++) expect((await off.request({ method: "GET", url: "/", headers: { accept: "text/html" } })).statusCode).toBe(200);
      expect(offRenders).toBe(3);
    } finally {
      await off.close();
    }
  });
});
