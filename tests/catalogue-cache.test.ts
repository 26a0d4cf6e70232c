import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { connectDatabase, type TDatabase } from "../src/server/db/client.ts";
import { heroBanners, services, settings } from "../src/server/db/schema.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";

// Decision 0088: the public catalogue answered from each process's memory, dropped at
// once by an admin's save in the same process and, through the live layer's LISTEN/NOTIFY, in
// every other process on the database; whoever changes the data.

let a: TTestApp;
let b: { app: FastifyInstance; database: TDatabase };
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let admin: { cookie: string };
let bannerId: string;

/** A second app process on the same database (its own pool, cache and LISTEN connection). */
async function secondProcess() {
  const database = connectDatabase(a.database.url, { max: 5 });
  const config = parseConfig({ ...Object.fromEntries(Object.entries(a.config).filter(([, v]) => typeof v === "string")), PUBLIC_URL, NODE_ENV: "test" });
  return { app: await buildApp(config, { database, clientDir: null }), database };
}

beforeAll(async () => {
  a = await createTestApp();
  b = await secondProcess();
  ids = await seedBookableServices(a.database.db);
  [{ id: bannerId }] = await a.database.db.insert(heroBanners).values({ title: "Warming up", order_index: 1 }).returning({ id: heroBanners.id });
  admin = await a.signedIn("admin");
  // A barrier: events are read in order, so once both processes have dropped their copy for
  // this change, every event of the setup above has been read too, and none arrives mid-test.
  const heroTitle = async (app: FastifyInstance) => (await get(app, "/api/website/hero")).json().banners[0]?.title;
  for (const app of [a.app, b.app]) await heroTitle(app);
  await a.database.db.update(heroBanners).set({ title: "Fixed today" }).where(eq(heroBanners.id, bannerId));
  for (const app of [a.app, b.app]) {
    for (let tries = 0; (await heroTitle(app)) !== "Fixed today"; tries++) {
      if (tries > 100) throw new Error("the setup's catalogue.changed event never reached a process");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
afterAll(async () => {
  await b.app.close();
  await b.database.close();
  await a.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const nameOf = async (app: FastifyInstance, id: string) => (await get(app, `/api/services/${id}`)).json().name as string;
const listed = async (app: FastifyInstance) => ((await get(app, "/api/services")).json().services as { name: string }[]).map((s) => s.name);
const asAdmin = (method: "PUT" | "POST", url: string, payload: object) => a.request({ method, url, payload, cookie: admin.cookie });

/** Runs `change` with the catalogue's triggers off: only the cache can then explain an old answer. */
async function behindTheCachesBack(change: () => Promise<unknown>) {
  await a.database.db.execute(sql`alter table services disable trigger services_catalogue_update`);
  try {
    await change();
  } finally {
    await a.database.db.execute(sql`alter table services enable trigger services_catalogue_update`);
  }
}

describe("answers kept in memory", () => {
  it("answers a second read from memory, not from the database", async () => {
    expect(await nameOf(a.app, ids.flat)).toBe("Faucet Repair");
    await behindTheCachesBack(() => a.database.db.update(services).set({ name: "Changed Unseen" }).where(eq(services.id, ids.flat)));
    expect(await nameOf(a.app, ids.flat)).toBe("Faucet Repair");
    // A change the triggers do announce drops it.
    await a.database.db.update(services).set({ name: "Faucet Repair" }).where(eq(services.id, ids.flat));
    await expect.poll(() => nameOf(a.app, ids.flat)).toBe("Faucet Repair");
  });

  it("keeps ETag and 304 right: the same tag from memory, a 304 with no body when it matches", async () => {
    const first = await get(a.app, "/api/services");
    const second = await get(a.app, "/api/services");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const revalidated = await get(a.app, "/api/services", { "if-none-match": first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    // Another process computes the same tag for the same JSON.
    expect((await get(b.app, "/api/services")).headers.etag).toBe(first.headers.etag);
  });

  it("compresses answers from memory by Accept-Encoding, the same JSON once decoded", async () => {
    const plain = await get(a.app, "/api/services");
    const br = await get(a.app, "/api/services", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get(a.app, "/api/services", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it("keeps a page per query: another sort or page is its own answer", async () => {
    const byPrice = (await get(a.app, "/api/services?sort=priceHigh")).json().services.map((s: { name: string }) => s.name);
    const byPriceLow = (await get(a.app, "/api/services?sort=priceLow")).json().services.map((s: { name: string }) => s.name);
    expect(byPriceLow).toEqual([...byPrice].reverse());
    expect((await get(a.app, "/api/services?limit=1&offset=1")).json().services).toHaveLength(1);
  });

  it("caches for visitors briefly, and never in a signed-in browser (the admin sees their change at once)", async () => {
    for (const url of ["/api/services", `/api/services/${ids.flat}`, `/api/services/${ids.flat}/reviews`, "/api/settings/public", "/api/website/hero"]) {
      const visitor = await get(a.app, url);
      expect(visitor.headers["cache-control"], url).toBe("public, max-age=30, stale-while-revalidate=300");
      expect(visitor.headers.vary, url).toMatch(/cookie/i);
      const signedIn = await a.request({ method: "GET", url, cookie: admin.cookie });
      expect(signedIn.headers["cache-control"], url).toBe("private, no-cache");
      expect(signedIn.headers.vary, url).toMatch(/cookie/i);
      expect(signedIn.headers.etag, url).toBe(visitor.headers.etag);
    }
  });
});

describe("dropped in this process by an admin's save, before the answer leaves", () => {
  it("a service saved through the admin screen shows on the very next read", async () => {
    expect(await listed(a.app)).toContain("Lawn Care");
    const saved = await asAdmin("PUT", `/api/admin/services/${ids.other}`, { name: "Lawn Care Deluxe", category: "Outdoor", base_price: 7000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await nameOf(a.app, ids.other)).toBe("Lawn Care Deluxe");
    expect(await listed(a.app)).toContain("Lawn Care Deluxe");
  });

  it("a review added by an admin shows in the reviews and the service's rating at once", async () => {
    const before = (await get(a.app, `/api/services/${ids.hourly}/reviews`)).json();
    expect(before.count).toBe(0);
    const created = await asAdmin("POST", `/api/admin/services/${ids.hourly}/reviews`, { customer_name: "Ivy", customer_email: "ivy@example.com", rating: 4 });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get(a.app, `/api/services/${ids.hourly}/reviews`)).json()).toMatchObject({ count: 1, average: 4 });
    expect((await get(a.app, `/api/services/${ids.hourly}`)).json().avg_rating).toBe(4);
  });

  it("a banner switched off leaves the hero at once", async () => {
    expect((await get(a.app, "/api/website/hero")).json().banners).toHaveLength(1);
    const off = await asAdmin("POST", `/api/admin/website/banners/${bannerId}/active`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(a.app, "/api/website/hero")).json().banners).toHaveLength(0);
    await asAdmin("POST", `/api/admin/website/banners/${bannerId}/active`, { is_active: true });
    expect((await get(a.app, "/api/website/hero")).json().banners).toHaveLength(1);
  });

  it("saved settings show in the public settings at once", async () => {
    const document = (await a.request({ method: "GET", url: "/api/admin/settings", cookie: admin.cookie })).json();
    expect((await get(a.app, "/api/settings/public")).json().phone).toBe(document.settings.phone);
    const saved = await a.request({
      method: "PUT",
      url: "/api/admin/settings",
      cookie: admin.cookie,
      payload: { settings: { ...document.settings, phone: "(407) 555-0199" }, version: document.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(a.app, "/api/settings/public")).json().phone).toBe("(407) 555-0199");
  });
});

describe("dropped in every other process through LISTEN/NOTIFY", () => {
  it("an admin's save in one process reaches the other's memory", async () => {
    expect(await nameOf(b.app, ids.flat)).toBe("Faucet Repair");
    expect(await listed(b.app)).toContain("Faucet Repair");
    const saved = await asAdmin("PUT", `/api/admin/services/${ids.flat}`, { name: "Faucet Repair Pro", category: "Plumbing", base_price: 15900 });
    expect(saved.statusCode, saved.body).toBe(200);
    // Each answer polled on its own: one may have been dropped by an earlier event and read anew
    // while another is still the copy from before this save, until this save's event arrives.
    await expect.poll(() => nameOf(b.app, ids.flat), { timeout: 5_000 }).toBe("Faucet Repair Pro");
    await expect.poll(() => listed(b.app), { timeout: 5_000 }).toContain("Faucet Repair Pro");
  });

  it("a change written without the app (a trigger's count, a hand-written fix) reaches every process", async () => {
    expect((await get(a.app, "/api/settings/public")).json().name).toBe("HomeFix");
    expect((await get(b.app, "/api/settings/public")).json().name).toBe("HomeFix");
    await a.database.db.execute(sql`update ${settings} set value = jsonb_set(value, '{name}', '"HomeFix Central"') where key = 'business'`);
    for (const app of [a.app, b.app])
      await expect.poll(async () => (await get(app, "/api/settings/public")).json().name, { timeout: 5_000 }).toBe("HomeFix Central");
    await a.database.db.delete(services).where(eq(services.id, ids.other));
    for (const app of [a.app, b.app]) {
      await expect.poll(async () => (await get(app, `/api/services/${ids.other}`)).statusCode, { timeout: 5_000 }).toBe(404);
      await expect.poll(() => listed(app), { timeout: 5_000 }).not.toContain("Lawn Care Deluxe");
    }
  });
});
