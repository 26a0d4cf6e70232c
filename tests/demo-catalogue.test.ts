import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { bannerAds, customers, heroBanners, jobs, serviceReviews, services, settings } from "../src/server/db/schema.ts";
import { createVerifiedAccount } from "../src/server/auth/accounts.ts";
import { seedDemoData } from "../src/server/db/seed.ts";
import { ZBusinessSettings } from "../src/shared/schemas/settings.ts";
import type { TPublicService } from "../src/shared/schemas/catalogue.ts";
import { createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";
import { SERVICES_ES } from "../src/server/db/seed-data/services-es.ts";

// And §10, over the demo catalogue the first start seeds.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, (input) =>
    createVerifiedAccount(t.app.auth, t.database.db, {
      email: input.email,
      password: PASSWORD,
      name: input.name,
      role: input.role,
      profile: { first_name: input.first_name, last_name: input.last_name, phone: input.phone },
    }),
  );
}, 120_000);
afterAll(() => t.close());

const list = async (q: string) => {
  const response = await t.request({ method: "GET", url: `/api/services?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return (response.json().services as TPublicService[]).map((service) => service.name);
};

describe("the demo data agrees with itself", () => {
  it("shows on every card the average of the reviews its Reviews tab lists, and its real completed jobs", async () => {
    const { services: all } = (await t.request({ method: "GET", url: "/api/services" })).json() as { services: TPublicService[] };
    expect(all).toHaveLength(16);
    for (const service of all) {
      const reviews = (await t.request({ method: "GET", url: `/api/services/${service.id}/reviews` })).json();
      expect({ service: service.name, shown: service.display_rating_override ?? service.avg_rating }).toEqual({
        service: service.name,
        shown: reviews.average,
      });
      const [{ done }] = await t.database.db
        .select({ done: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.service_id, service.id), eq(jobs.status, "completed")));
      expect({ service: service.name, jobs: service.jobs_completed }).toEqual({ service: service.name, jobs: done });
    }
  });

  it("keeps avg_rating and jobs_completed up to date when a review or a job changes", async () => {
    const [service] = await t.database.db.select({ id: services.id }).from(services).where(eq(services.name, "Lawn Care & Yard Cleanup"));
    const figures = async () => {
      const card = (await t.request({ method: "GET", url: `/api/services/${service.id}` })).json();
      const tab = (await t.request({ method: "GET", url: `/api/services/${service.id}/reviews` })).json();
      return { rating: card.avg_rating, average: tab.average, count: tab.count };
    };
    const { count } = await figures();
    const [review] = await t.database.db
      .insert(serviceReviews)
      .values({ service_id: service.id, customer_name: "New", rating: 1 })
      .returning({ id: serviceReviews.id });
    // Written behind the app's back: its answers kept in memory go when the change's event
    // arrives, a moment later (decision 0088).
    await expect.poll(figures).toMatchObject({ count: count + 1 });
    const after = await figures();
    expect(after.rating).toBe(after.average);
    await t.database.db.delete(serviceReviews).where(eq(serviceReviews.id, review.id));
    const [customer] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        title: "Mow",
        service_id: service.id,
        customer_id: customer.id,
        status: "in_progress",
        service_address: "1 Oak St",
        service_city: "Orlando",
        service_state: "FL",
        service_zip: "32801",
        scheduled_date: "2026-01-05",
        scheduled_time: "9:00 AM",
      })
      .returning({ id: jobs.id });
    const before = (await t.request({ method: "GET", url: `/api/services/${service.id}` })).json().jobs_completed;
    await t.database.db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.id));
    await expect.poll(async () => (await t.request({ method: "GET", url: `/api/services/${service.id}` })).json().jobs_completed).toBe(before + 1);
  });

  it("uses no rating override, and takes the marketing figures from the settings and the rating from the reviews", async () => {
    expect(
      await t.database.db
        .select({ id: services.id })
        .from(services)
        .where(sql`${services.display_rating_override} is not null`),
    ).toEqual([]);
    const [row] = await t.database.db.select({ value: settings.value }).from(settings).where(eq(settings.key, "business"));
    const saved = ZBusinessSettings.parse(row.value);
    const publicSettings = (await t.request({ method: "GET", url: "/api/settings/public" })).json();
    // Decision 0119: the hero's rating is what the published reviews average, never a setting's 5.0.
    const ratings = (
      await t.database.db
        .select({ rating: serviceReviews.rating })
        .from(serviceReviews)
        .innerJoin(services, eq(services.id, serviceReviews.service_id))
        .where(eq(services.is_active, true))
    ).map((row) => row.rating);
    const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    expect(ratings.length).toBeGreaterThan(10);
    expect(average).toBeLessThan(5);
    expect(publicSettings.marketing).toEqual({ ...saved.marketing, rating: average, review_count: ratings.length });
    // A new review moves the figure the next visitor reads.
    const [service] = await t.database.db.select({ id: services.id }).from(services).where(eq(services.is_active, true)).limit(1);
    await t.database.db.insert(serviceReviews).values({ service_id: service.id, customer_name: "Low Rater", rating: 1 });
    // The cache is dropped by the database trigger's event, which comes over LISTEN: give it the time a loaded machine takes.
    await expect
      .poll(async () => (await t.request({ method: "GET", url: "/api/settings/public" })).json().marketing.review_count, { timeout: 10_000 })
      .toBe(ratings.length + 1);
    // No banner text repeats a figure of its own ('Rated 4.9 by 2,000+ …') or a discount claim.
    const texts = [
      ...(await t.database.db
        .select({ title: heroBanners.title, subtitle: heroBanners.subtitle, badge: heroBanners.badge, description: heroBanners.description })
        .from(heroBanners)),
      ...(await t.database.db.select({ title: bannerAds.title, subtitle: bannerAds.subtitle }).from(bannerAds)),
    ].flatMap((banner) => Object.values(banner).filter((text): text is string => typeof text === "string"));
    for (const text of texts) {
      expect(text).not.toMatch(/\d[\d,.]*\+|rated\s+\d|\d\s*(\.\d)?\s*(stars?|rating)|%\s*off/i);
    }
    const promos = await t.database.db.select({ promo: services.promo_message }).from(services);
    for (const { promo } of promos) expect(promo ?? "").not.toMatch(/%\s*off/i);
  });
});

describe("search by words", () => {
  it("finds the plumbing service for 'faucet'", async () => {
    expect(await list("faucet")).toEqual(["Plumbing Repair"]);
  });

  it("finds leaks of every kind for 'leak', the roof leak and plumbing first", async () => {
    const found = await list("leak");
    expect(found.slice(0, 1)).toEqual(["Roof Leak Repair"]);
    expect(found).toContain("Plumbing Repair");
    expect(found).not.toContain("TV Mounting");
  });

  it("finds only the air-conditioning services for 'AC'", async () => {
    expect((await list("AC")).sort()).toEqual(["AC Repair", "AC Tune-Up"]);
    expect((await list("ac")).sort()).toEqual(["AC Repair", "AC Tune-Up"]);
  });

  it("finds the ceiling fan first for 'fan'", async () => {
    const found = await list("fan");
    expect(found[0]).toBe("Ceiling Fan & Light Install");
    expect(found).not.toContain("TV Mounting");
  });

  it("matches the last word as a prefix while the visitor types", async () => {
    expect(await list("plumb")).toContain("Plumbing Repair");
    expect(await list("ceiling fa")).toEqual(["Ceiling Fan & Light Install"]);
  });

  it("forgives a typo", async () => {
    expect(await list("plumbng")).toContain("Plumbing Repair");
  });

  it("keeps the case-insensitive partial match of the spec", async () => {
    expect(await list("PAINT")).toContain("Interior Painting");
    expect(await list("ounting")).toContain("TV Mounting");
  });

  it("finds nothing for nonsense rather than everything", async () => {
    expect(await list("zzzqx")).toEqual([]);
  });
});

describe("search in Spanish (decision 0177)", () => {
  const listEs = async (q: string) => {
    const response = await t.request({ method: "GET", url: `/api/services?locale=es&q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    return (response.json().services as TPublicService[]).map((service) => service.name);
  };
  const es = (slug: string) => SERVICES_ES[slug]!.name_es;

  it("finds what a homeowner means by 'plomero', 'fuga', 'aire acondicionado' and 'pintura'", async () => {
    expect(await listEs("plomero")).toContain(es("plumbing-repair"));
    expect(await listEs("plomeria")).toContain(es("plumbing-repair"));
    const leaks = await listEs("fuga");
    expect(leaks).toEqual(expect.arrayContaining([es("plumbing-repair"), es("roof-leak")]));
    expect(leaks).not.toContain(es("tv-mounting"));
    expect((await listEs("aire acondicionado")).sort()).toEqual([es("ac-repair"), es("ac-tune-up")].sort());
    expect(await listEs("pintura")).toContain(es("interior-painting"));
    expect(await listEs("calentador de agua")).toContain(es("water-heater"));
  });

  it("reads the Spanish words the business wrote, by their stems", async () => {
    const [name] = es("furniture-assembly").split(" ");
    expect(await listEs(name!)).toContain(es("furniture-assembly"));
  });

  it("shows every demo service in Spanish, nothing left in English", async () => {
    const response = await t.request({ method: "GET", url: "/api/services?locale=es&limit=100" });
    const page = response.json().services as TPublicService[];
    expect(page.length).toBeGreaterThan(0);
    for (const service of page) {
      expect(service.untranslated, service.name).toEqual([]);
      for (const addOn of service.add_ons) expect(addOn.untranslated, addOn.name).toBe(false);
    }
  });

  it("leaves an English search as it was", async () => {
    expect(await list("faucet")).toEqual(["Plumbing Repair"]);
    expect(await listEs("faucet")).toEqual([es("plumbing-repair")]);
  });
});
