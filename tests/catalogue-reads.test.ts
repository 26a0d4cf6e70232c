import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { connectDatabase, type TDatabase } from "../src/server/db/client.ts";
import { services } from "../src/server/db/schema.ts";
import { catalogueRepository } from "../src/server/modules/catalogue/catalogue.repository.ts";
import { ZServiceListQuery } from "../src/shared/schemas/catalogue.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0092: the reads every visitor makes are named prepared statements, parsed
// and planned once per connection; a search is still built for its words.

let t: TTestApp;
let one: TDatabase;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  // One connection, so the statements it has prepared can be read back on it.
  one = connectDatabase(t.database.url, { max: 1 });
});
afterAll(async () => {
  await one.close();
  await t.close();
});

const prepared = async () => (await one.db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`)).rows.map((row) => row.name);

describe("the catalogue's common reads (decision 0092)", () => {
  it("are prepared once on a connection and answer the same as the API after", async () => {
    const catalogue = catalogueRepository(one.db);
    const page = await catalogue.listActive(ZServiceListQuery.parse({}));
    expect(page.total).toBe(3);
    expect(await catalogue.activeCategories()).toEqual(["Handyman", "Outdoor", "Plumbing"]);
    expect((await catalogue.findActive(ids.flat))?.name).toBe("Faucet Repair");
    expect(await prepared()).toEqual(["catalogue_categories", "catalogue_page_recommended", "catalogue_service", "catalogue_total"]);

    // The same statements again, with other values: nothing new to prepare.
    const cheapFirst = await catalogue.listActive(ZServiceListQuery.parse({ sort: "priceLow", limit: "2", offset: "1" }));
    expect(cheapFirst.rows.map((row) => row.name)).toEqual(["Handyman Hour", "Faucet Repair"]);
    expect(cheapFirst.total).toBe(3);
    const plumbing = await catalogue.listActive(ZServiceListQuery.parse({ category: "Plumbing" }));
    expect(plumbing.rows.map((row) => row.name)).toEqual(["Faucet Repair"]);
    expect(plumbing.total).toBe(1);
    expect(await catalogue.findActive(ids.hourly)).toMatchObject({ name: "Handyman Hour", add_ons: [{ name: "Materials run", price: 3000 }] });
    expect(await prepared()).toEqual([
      "catalogue_categories",
      "catalogue_page_priceLow",
      "catalogue_page_recommended",
      "catalogue_page_recommended_in_category",
      "catalogue_service",
      "catalogue_total",
      "catalogue_total_in_category",
    ]);
  });

  it("see a service hidden after they were prepared", async () => {
    const catalogue = catalogueRepository(one.db);
    await catalogue.findActive(ids.other);
    await t.database.db.update(services).set({ is_active: false }).where(eq(services.id, ids.other));
    try {
      expect(await catalogue.findActive(ids.other)).toBeNull();
      expect((await catalogue.listActive(ZServiceListQuery.parse({}))).total).toBe(2);
      expect(await catalogue.activeCategories()).toEqual(["Handyman", "Plumbing"]);
    } finally {
      await t.database.db.update(services).set({ is_active: true }).where(eq(services.id, ids.other));
    }
  });

  it("build a search for its words each time, not as a prepared statement", async () => {
    const before = await prepared();
    const catalogue = catalogueRepository(one.db);
    const found = await catalogue.listActive(ZServiceListQuery.parse({ q: "faucet" }));
    expect(found.rows.map((row) => row.name)).toEqual(["Faucet Repair"]);
    expect(await prepared()).toEqual(before);
  });
});

describe("GET /api/services", () => {
  it("says how many services the catalogue holds, also for a search that finds none", async () => {
    const none = (await t.request({ method: "GET", url: "/api/services?q=zzqx" })).json();
    expect(none).toMatchObject({ services: [], total: 0, catalogue_total: 3 });
    const plumbing = (await t.request({ method: "GET", url: "/api/services?category=Plumbing" })).json();
    expect(plumbing).toMatchObject({ total: 1, catalogue_total: 3 });
  });
});

describe("PUBLIC_READ_CACHE=off (decision 0088, for bench:api)", () => {
  it("reads the database on every request: a change shows at once, with a new ETag", async () => {
    const off = await createTestApp({ PUBLIC_READ_CACHE: "off" });
    try {
      const { other: id } = await seedBookableServices(off.database.db);
      const first = await off.request({ method: "GET", url: `/api/services/${id}` });
      expect(first.json().name).toBe("Lawn Care");
      await off.database.db.update(services).set({ name: "Lawn and Edging" }).where(eq(services.id, id));
      const second = await off.request({ method: "GET", url: `/api/services/${id}` });
      expect(second.json().name).toBe("Lawn and Edging");
      expect(second.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await off.close();
    }
  });
});
