import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { bannerAds, chatMessages, favorites, heroBanners, mailOutbox, quoteRequests, serviceReviews, services } from "../src/server/db/schema.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
});
afterAll(() => t.close());

describe("GET /api/services/:id and its reviews", () => {
  it("gives one active service with its add-ons, and 404 for an inactive one", async () => {
    const service = (await t.request({ method: "GET", url: `/api/services/${ids.flat}` })).json();
    expect(service).toMatchObject({ name: "Faucet Repair", pricing_type: "flat" });
    expect(service.add_ons).toHaveLength(2);
    await t.database.db.update(services).set({ is_active: false }).where(eq(services.id, ids.other));
    expect((await t.request({ method: "GET", url: `/api/services/${ids.other}` })).statusCode).toBe(404);
    await t.database.db.update(services).set({ is_active: true }).where(eq(services.id, ids.other));
  });

  it("lists reviews featured first then newest, with the average and counts over all of them", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await t.database.db.insert(serviceReviews).values([
      { service_id: ids.hourly, customer_name: "Old", rating: 3, created_at: day(1) },
      { service_id: ids.hourly, customer_name: "Featured", rating: 5, is_featured: true, created_at: day(2) },
      { service_id: ids.hourly, customer_name: "New", rating: 4, review_text: "<b>great</b>", created_at: day(3) },
    ]);
    const all = (await t.request({ method: "GET", url: `/api/services/${ids.hourly}/reviews` })).json();
    expect(all.reviews.map((r: { customer_name: string }) => r.customer_name)).toEqual(["Featured", "New", "Old"]);
    expect(all).toMatchObject({ average: 4, count: 3, featured_count: 1 });
    expect(all.reviews[1].review_text).toBe("<b>great</b>");
    const preview = (await t.request({ method: "GET", url: `/api/services/${ids.hourly}/reviews?limit=2` })).json();
    expect(preview.reviews).toHaveLength(2);
    expect(preview.count).toBe(3);
    const featured = (await t.request({ method: "GET", url: `/api/services/${ids.hourly}/reviews?filter=featured` })).json();
    expect(featured.reviews.map((r: { customer_name: string }) => r.customer_name)).toEqual(["Featured"]);
    const none = (await t.request({ method: "GET", url: `/api/services/${ids.flat}/reviews` })).json();
    expect(none).toEqual({ reviews: [], average: 0, count: 0, featured_count: 0 });
  });
});

describe("GET /api/website/hero", () => {
  it("gives the active banners by order_index with their active ads", async () => {
    const [second, first, hidden] = await t.database.db
      .insert(heroBanners)
      .values([
        { title: "Second", order_index: 2, features: [{ text: "Upfront Pricing" }] },
        { title: "First", order_index: 1 },
        { title: "Hidden", order_index: 0, is_active: false },
      ])
      .returning({ id: heroBanners.id });
    await t.database.db.insert(bannerAds).values([
      { banner_id: first.id, position: "bottom", title: "Bottom ad" },
      { banner_id: first.id, position: "top", title: "Top ad" },
      { banner_id: second.id, position: "top", title: "Off", is_active: false },
      { banner_id: hidden.id, position: "top", title: "Hidden ad" },
    ]);
    const { banners } = (await t.request({ method: "GET", url: "/api/website/hero" })).json();
    expect(banners.map((b: { title: string }) => b.title)).toEqual(["First", "Second"]);
    // staff-side.md §7 Banner ads: active only, ordered by position.
    expect(banners[0].ads.map((a: { title: string }) => a.title)).toEqual(["Bottom ad", "Top ad"]);
    expect(banners[1]).toMatchObject({ id: second.id, features: [{ text: "Upfront Pricing" }], ads: [] });
  });
});

describe("POST /api/quotes", () => {
  it("stores the request as typed, tells the admins and acknowledges by e-mail", async () => {
    await t.signedIn("admin");
    const response = await t.request({
      method: "POST",
      url: "/api/quotes",
      payload: { name: "Pat <script>x</script>", phone: "(813) 555-0100", email: "PAT@example.com", service: "Painting", message: "Two bedrooms" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, response.json().id));
    expect(row).toMatchObject({ name: "Pat <script>x</script>", email: "pat@example.com", status: "new" });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "pat@example.com"));
    expect(mail.kind).toBe("quote-received");
  });

  it("takes no e-mail, and refuses missing fields naming each", async () => {
    expect(
      (await t.request({ method: "POST", url: "/api/quotes", payload: { name: "A", phone: "8135550100", email: "", service: "Other", message: "Hi" } }))
        .statusCode,
    ).toBe(201);
    const before = (await t.database.db.select({ n: count() }).from(quoteRequests))[0].n;
    const response = await t.request({ method: "POST", url: "/api/quotes", payload: { name: "", phone: "12", email: "nope", message: "" } });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(["email", "message", "name", "phone", "service"]);
    expect((await t.database.db.select({ n: count() }).from(quoteRequests))[0].n).toBe(before);
  });
});

describe("chat", () => {
  it("greets, then stores each message with the support acknowledgement", async () => {
    const started = await t.request({
      method: "POST",
      url: "/api/chat/conversations",
      payload: { customer_name: "Lee", customer_email: "lee@example.com", service_id: ids.flat },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversation_id, token, messages } = started.json();
    expect(messages).toEqual([expect.objectContaining({ sender_type: "support", message: expect.stringContaining("Hi Lee!") })]);
    const sent = await t.request({
      method: "POST",
      url: `/api/chat/conversations/${conversation_id}/messages`,
      headers: { "x-chat-token": token },
      payload: { message: "  Do you fix fences?  " },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().messages.map((m: { sender_type: string; message: string }) => [m.sender_type, m.message.slice(0, 20)])).toEqual([
      ["customer", "Do you fix fences?"],
      ["support", "Thanks for your mess"],
    ]);
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.conversation_id, conversation_id));
    expect(stored).toHaveLength(3);
    expect(stored.find((m) => m.sender_type === "customer")).toMatchObject({ customer_email: "lee@example.com", service_id: ids.flat });
  });

  it("refuses an empty message, missing details and an unknown conversation", async () => {
    const { conversation_id } = (
      await t.request({ method: "POST", url: "/api/chat/conversations", payload: { customer_name: "Lee", customer_email: "lee@example.com" } })
    ).json();
    const empty = await t.request({ method: "POST", url: `/api/chat/conversations/${conversation_id}/messages`, payload: { message: "   " } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: "message", message: "must not be empty" }]);
    const noDetails = await t.request({ method: "POST", url: "/api/chat/conversations", payload: { customer_name: "", customer_email: "" } });
    expect(
      noDetails
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(["customer_email", "customer_name"]);
    expect(
      (await t.request({ method: "POST", url: "/api/chat/conversations/00000000-0000-4000-8000-000000000000/messages", payload: { message: "hi" } }))
        .statusCode,
    ).toBe(404);
  });
});

describe("favourites", () => {
  it("adds once, lists newest first with the service, removes, and keeps each user's own", async () => {
    const me = await t.signedIn("customer");
    const other = await t.signedIn("customer");
    const add = (serviceId: string, cookie: string) => t.request({ method: "POST", url: "/api/favorites", payload: { service_id: serviceId }, cookie });
    expect((await add(ids.flat, me.cookie)).statusCode).toBe(201);
    expect((await add(ids.flat, me.cookie)).statusCode).toBe(201);
    await add(ids.hourly, me.cookie);
    await add(ids.other, other.cookie);
    const list = (await t.request({ method: "GET", url: "/api/favorites", cookie: me.cookie })).json();
    expect(list.favorites.map((f: { service: { name: string } }) => f.service.name)).toEqual(["Handyman Hour", "Faucet Repair"]);
    expect((await t.request({ method: "DELETE", url: `/api/favorites/${ids.flat}`, cookie: me.cookie })).statusCode).toBe(204);
    expect((await t.request({ method: "GET", url: "/api/favorites", cookie: me.cookie })).json().favorites).toHaveLength(1);
    expect((await t.database.db.select({ n: count() }).from(favorites).where(eq(favorites.user_id, other.userId)))[0].n).toBe(1);
  });

  it("refuses an unknown service", async () => {
    const me = await t.signedIn("customer");
    const response = await t.request({
      method: "POST",
      url: "/api/favorites",
      payload: { service_id: "00000000-0000-4000-8000-000000000000" },
      cookie: me.cookie,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("public writes are rate-limited per client", () => {
  it("answers 429 past the limit", async () => {
    const limited = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT_MAX: "2" });
    try {
      const send = () => limited.request({ method: "POST", url: "/api/quotes", payload: { name: "A", phone: "8135550100", service: "Other", message: "Hi" } });
      const statuses = [(await send()).statusCode, (await send()).statusCode, (await send()).statusCode];
      expect(statuses).toEqual([201, 201, 429]);
      expect((await send()).json().code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });
});
