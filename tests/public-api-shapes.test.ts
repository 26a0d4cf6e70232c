import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { bannerAds, heroBanners, serviceReviews } from "../src/server/db/schema.ts";
import { ZPublicService, ZReviewList, ZServiceList } from "../src/shared/schemas/catalogue.ts";
import { ZPublicSettings } from "../src/shared/schemas/settings.ts";
import { ZHeroBannerList } from "../src/shared/schemas/website.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0089: the public GETs are written by compiled serializers, not checked by
// zod on every answer. Here, in the tests, every answer is checked against its shared schema:
// parsing it changes nothing (no field missing, none of the wrong type, none the schema does not
// name: zod would strip it and the two would differ).

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await t.database.db.insert(serviceReviews).values([
    { service_id: ids.flat, customer_name: "Ana", rating: 5, is_featured: true, review_text: "Quick and tidy" },
    { service_id: ids.flat, customer_name: "Bo", rating: 4 },
  ]);
  const [banner] = await t.database.db
    .insert(heroBanners)
    .values({ title: "Fixed today", order_index: 1, features: [{ text: "Licensed" }, { text: "Call", url: "tel:4075550142", type: "call" }] })
    .returning({ id: heroBanners.id });
  await t.database.db.insert(bannerAds).values({ banner_id: banner.id, position: "top", title: "Emergency?" });
});
afterAll(() => t.close());

async function shapeOf(url: string, schema: z.ZodType) {
  const response = await t.request({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"], url).toMatch(/^application\/json/);
  const body: unknown = response.json();
  expect(schema.parse(body), url).toStrictEqual(body);
  return body;
}

describe("the public GETs' answers match the shared schemas", () => {
  it("the catalogue, in every sort and with a search", async () => {
    const page = (await shapeOf("/api/services", ZServiceList)) as z.infer<typeof ZServiceList>;
    expect(page.services.length).toBe(3);
    expect(page.services.some((service) => service.min_hours === null)).toBe(true);
    expect(page.services.some((service) => service.add_ons.length > 0)).toBe(true);
    for (const sort of ["priceLow", "priceHigh", "rating"]) await shapeOf(`/api/services?sort=${sort}&limit=2&offset=1`, ZServiceList);
    await shapeOf("/api/services?q=faucet", ZServiceList);
    await shapeOf("/api/services?q=plumbng", ZServiceList);
  });

  it("one service and its reviews", async () => {
    await shapeOf(`/api/services/${ids.flat}`, ZPublicService);
    await shapeOf(`/api/services/${ids.hourly}`, ZPublicService);
    const reviews = (await shapeOf(`/api/services/${ids.flat}/reviews`, ZReviewList)) as z.infer<typeof ZReviewList>;
    expect(reviews.reviews.map((review) => review.review_text)).toEqual(["Quick and tidy", null]);
    await shapeOf(`/api/services/${ids.flat}/reviews?filter=featured`, ZReviewList);
  });

  it("the public settings, without the business's private ones", async () => {
    const shown = (await shapeOf("/api/settings/public", ZPublicSettings)) as Record<string, unknown>;
    for (const secret of ["labor_rate_cents", "max_bookings_per_slot", "schedule", "embeds"]) expect(shown).not.toHaveProperty(secret);
    // The booking dialog states the tax before the customer pays (decision 0146): the rate is public.
    expect(shown).toHaveProperty("tax_rate_percent");
  });

  it("the hero banners with their ads", async () => {
    const hero = (await shapeOf("/api/website/hero", ZHeroBannerList)) as z.infer<typeof ZHeroBannerList>;
    expect(hero.banners).toHaveLength(1);
    expect(hero.banners[0].ads.map((ad) => ad.title)).toEqual(["Emergency?"]);
    expect(hero.banners[0].features).toEqual([{ text: "Licensed" }, { text: "Call", url: "tel:4075550142", type: "call" }]);
  });
});
