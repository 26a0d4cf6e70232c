import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customers, jobs, serviceReviews, services, uploads } from "../src/server/db/schema.ts";
import type { TAdminService, TServiceRequest } from "../src/shared/schemas/services-admin.ts";
import { bookingRequest, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { jpeg, keysOf, MP4, storedFile, upload } from "./setup/media-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// staff-side.md §2 Service Management, §3 Service, §5, §9; Services.

let t: TTestApp;
let admin: { cookie: string; userId: string };
const cookies: Record<"customer" | "technician", string> = { customer: "", technician: "" };
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT_MAX: "1000" });
  admin = await t.signedIn("admin");
  cookies.customer = (await t.signedIn("customer")).cookie;
  cookies.technician = (await t.signedIn("technician")).cookie;
  await setActiveTechnicians(t.database.db, 1, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());

const as = (cookie: string | undefined) => ({
  get: (url: string) => t.request({ method: "GET", url, cookie }),
  post: (url: string, payload: object) => t.request({ method: "POST", url, cookie, payload }),
  put: (url: string, payload: object) => t.request({ method: "PUT", url, cookie, payload }),
  delete: (url: string) => t.request({ method: "DELETE", url, cookie }),
});
const asAdmin = () => as(admin.cookie);

async function createService(body: TServiceRequest): Promise<TAdminService> {
  const response = await asAdmin().post("/api/admin/services", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const auditOf = (entityId: string) =>
  t.database.db
    .select({ action: auditLog.action, entity: auditLog.entity, actor_id: auditLog.actor_id, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.entity_id, entityId))
    .orderBy(desc(auditLog.created_at));

describe("who may manage services", () => {
  const ID = "00000000-0000-4000-8000-000000000000";
  const routes = [
    ["GET", "/api/admin/services"],
    ["POST", "/api/admin/services"],
    ["PUT", `/api/admin/services/${ID}`],
    ["DELETE", `/api/admin/services/${ID}`],
    ["GET", `/api/admin/services/${ID}/reviews`],
    ["POST", `/api/admin/services/${ID}/reviews`],
    ["PUT", `/api/admin/services/${ID}/reviews/${ID}`],
    ["DELETE", `/api/admin/services/${ID}/reviews/${ID}`],
  ] as const;
  it.each(routes)("%s %s: 401 signed out, 403 for customers and technicians", async (method, url) => {
    const payload = method === "POST" || method === "PUT" ? { name: "X", category: "Y", customer_name: "Z" } : undefined;
    const anonymous = await t.request({ method, url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ["customer", "technician"] as const) {
      const response = await t.request({ method, url, cookie: cookies[role], ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
    }
  });
});

describe("POST /api/admin/services", () => {
  it("creates a service with the §9 defaults and audits it", async () => {
    const service = await createService({ name: "  Gutter Cleaning ", category: "Outdoor" });
    expect(service).toMatchObject({
      name: "Gutter Cleaning",
      category: "Outdoor",
      unit: "hour",
      pricing_type: "hourly",
      is_active: true,
      base_price: 0,
      min_hours: null,
      media_type: "image",
      review_count: 0,
      avg_rating: 0,
      media: {},
    });
    expect(await auditOf(service.id)).toEqual([{ action: "create", entity: "service", actor_id: admin.userId, details: { name: "Gutter Cleaning" } }]);
  });

  it("stores every field of §3", async () => {
    const body = {
      name: "Deck Restoration",
      subtitle: "Sanded, sealed, good as new",
      description: "Line one.\nLine two.",
      category: "Outdoor",
      base_price: 34999,
      pricing_type: "flat",
      unit: "sqft",
      estimated_duration_minutes: 240,
      min_hours: 3,
      is_active: false,
      features: ["Pressure wash", "Two coats"] as string[],
      service_icon: "hammer",
      theme_color: "#B45309",
      emergency_available: true,
      availability_today: true,
      display_price_text: "From $349",
      display_rating_override: 4.8,
      display_jobs_completed_override: 120,
      display_satisfaction_rate: 98,
      display_trust_score: 97,
      display_availability_text: "Weekdays",
      show_price_as_starting: true,
      service_areas: ["Orlando", "Tampa"] as string[],
      tags: ["Decks"] as string[],
      badges: ["insured", "warranty"] as string[],
      promo_message: "10% off in May",
    } as const;
    const service = await createService(body);
    expect(service).toMatchObject({ ...body, theme_color: "#b45309" });
  });

  it.each([
    [{ category: "Outdoor" }, "name", "expected string"],
    [{ name: "X", category: "  " }, "category", "is required"],
    [{ name: "X", category: "Y", base_price: 12.5 }, "base_price", "must be whole cents"],
    [{ name: "X", category: "Y", estimated_duration_minutes: 1.5 }, "estimated_duration_minutes", "must be a whole number"],
    [{ name: "X", category: "Y", min_hours: 2.5 }, "min_hours", "must be a whole number"],
    [{ name: "X", category: "Y", display_rating_override: 4.75 }, "display_rating_override", "must be in steps of 0.1"],
    [{ name: "X", category: "Y", display_rating_override: 5.1 }, "display_rating_override", "must be at most 5"],
    [{ name: "X", category: "Y", unit: "gallon" }, "unit", "must be hour, job, sqft or linear_ft"],
    [{ name: "X", category: "Y", tags: ["a", "a"] }, "tags", "must not repeat an entry"],
    [{ name: "X", category: "Y", theme_color: "red" }, "theme_color", "must be a colour such as #2563eb"],
    [{ name: "X\u0000", category: "Y" }, "name", "must not contain control characters"],
    [{ name: "X", category: "Y", image_url: "javascript:alert(1)" }, "image_url", "must be the address of an uploaded file"],
  ])("refuses %j naming %s", async (body, field, message) => {
    const before = (await t.database.db.select({ n: count() }).from(services))[0].n;
    const response = await asAdmin().post("/api/admin/services", body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toContainEqual({ field, message: expect.stringContaining(message) });
    expect((await t.database.db.select({ n: count() }).from(services))[0].n).toBe(before);
  });

  it("takes media only as uploads of the right kind", async () => {
    const video = await upload(t, admin.cookie, MP4, "clip.mp4");
    const image = await upload(t, admin.cookie, await jpeg(640, 480));
    const notUploaded = await asAdmin().post("/api/admin/services", {
      name: "X",
      category: "Y",
      image_url: "/uploads/services/00000000-0000-4000-8000-000000000000-800.jpg",
    });
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().fields[0]).toMatchObject({ field: "image_url", message: expect.stringContaining("upload it again") });
    const wrongKind = await asAdmin().post("/api/admin/services", { name: "X", category: "Y", image_url: video.url, gallery_images: [image.url, video.url] });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields).toEqual([
      { field: "image_url", message: "must be an uploaded image" },
      { field: "gallery_images.1", message: "must be an uploaded image" },
    ]);
    const right = await createService({ name: "Video Tour", category: "Y", media_type: "video", video_url: video.url, image_url: image.url });
    expect(right.media[image.url]).toEqual(image.image);
  });
});

describe("GET /api/admin/services", () => {
  it("lists every service newest first, inactive ones included, with review counts", async () => {
    const older = await createService({ name: "Older", category: "Z" });
    const newer = await createService({ name: "Newer", category: "Z", is_active: false });
    await t.database.db.insert(serviceReviews).values({ service_id: older.id, customer_name: "Ann", rating: 4 });
    const response = await asAdmin().get("/api/admin/services");
    expect(response.statusCode).toBe(200);
    const list: TAdminService[] = response.json().services;
    const ids = list.map((service) => service.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((service) => service.id === newer.id)).toMatchObject({ is_active: false });
    expect(list.find((service) => service.id === older.id)).toMatchObject({ review_count: 1, avg_rating: 4 });
  });
});

describe("PUT /api/admin/services/:id", () => {
  it("saves the change, shows it on the public catalogue at once, and audits what changed", async () => {
    const service = await createService({ name: "Window Washing", category: "Cleaning", base_price: 9900 });
    const response = await asAdmin().put(`/api/admin/services/${service.id}`, {
      name: "Window Washing",
      category: "Cleaning",
      base_price: 12900,
      tags: ["Glass"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ base_price: 12900, tags: ["Glass"] });
    const shown = await t.request({ method: "GET", url: `/api/services/${service.id}` });
    expect(shown.json()).toMatchObject({ base_price: 12900, tags: ["Glass"] });
    const [entry] = await auditOf(service.id);
    expect(entry).toMatchObject({
      action: "update",
      details: { changed: { base_price: { before: 9900, after: 12900 }, tags: { before: [], after: ["Glass"] } } },
    });
  });

  it("keeps the Spanish beside the English: a Spanish page shows it, and the English marked as such where it is missing (decision 0177)", async () => {
    const service = await createService({
      name: "Gutter Cleaning",
      subtitle: "Clogged gutters cleared",
      description: "We clear and flush every gutter.",
      features: ["Downspouts flushed", "Debris bagged"],
      category: "Outdoor",
      name_es: "  Limpieza de canaletas ",
      features_es: ["Bajantes enjuagados", "Escombros embolsados"],
    });
    expect(service).toMatchObject({
      name_es: "Limpieza de canaletas",
      subtitle_es: null,
      description_es: null,
      features_es: ["Bajantes enjuagados", "Escombros embolsados"],
    });
    const spanish = (await t.request({ method: "GET", url: `/api/services/${service.id}?locale=es` })).json();
    expect(spanish).toMatchObject({
      name: "Limpieza de canaletas",
      subtitle: "Clogged gutters cleared",
      description: "We clear and flush every gutter.",
      features: ["Bajantes enjuagados", "Escombros embolsados"],
      untranslated: ["subtitle", "description"],
    });
    expect(spanish).not.toHaveProperty("name_es");
    const english = (await t.request({ method: "GET", url: `/api/services/${service.id}` })).json();
    expect(english).toMatchObject({ name: "Gutter Cleaning", features: ["Downspouts flushed", "Debris bagged"], untranslated: [] });

    const updated = await asAdmin().put(`/api/admin/services/${service.id}`, {
      name: "Gutter Cleaning",
      category: "Outdoor",
      name_es: "Limpieza de canaletas",
      subtitle_es: "Canaletas tapadas, despejadas",
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [entry] = await auditOf(service.id);
    expect(entry.details).toMatchObject({ changed: { subtitle_es: { before: null, after: "Canaletas tapadas, despejadas" } } });
    const page = (await t.request({ method: "GET", url: `/api/services?locale=es&q=canaletas` })).json();
    expect(page.services.map((each: { name: string }) => each.name)).toEqual(["Limpieza de canaletas"]);
  });

  it("refuses Spanish that breaks the English's rules, and a language it does not speak", async () => {
    const tooLong = await asAdmin().post("/api/admin/services", { name: "X", category: "Y", name_es: "x".repeat(121), features_es: ["a", "a"] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual(
      expect.arrayContaining([
        { field: "name_es", message: "must be at most 120 characters" },
        { field: "features_es", message: "must not repeat an entry" },
      ]),
    );
    const unknown = await t.request({ method: "GET", url: "/api/services?locale=fr" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: "locale", message: "must be en or es" }]);
  });

  it("answers 404 for a service that does not exist, and 400 for a bad id", async () => {
    expect((await asAdmin().put("/api/admin/services/00000000-0000-4000-8000-000000000000", { name: "X", category: "Y" })).statusCode).toBe(404);
    const bad = await asAdmin().put("/api/admin/services/not-an-id", { name: "X", category: "Y" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("id");
  });

  it("replaces the main image: the public page offers the new one's widths, and the old one's files are deleted", async () => {
    const first = await upload(t, admin.cookie, await jpeg(1200, 800, "#224466"));
    const service = await createService({ name: "Tile Repair", category: "Flooring", image_url: first.url });
    const second = await upload(t, admin.cookie, await jpeg(2000, 1500, "#664422"));
    const response = await asAdmin().put(`/api/admin/services/${service.id}`, { name: "Tile Repair", category: "Flooring", image_url: second.url });
    expect(response.statusCode, response.body).toBe(200);

    const shown = (await t.request({ method: "GET", url: `/api/services/${service.id}` })).json();
    expect(shown.image_url).toBe(second.url);
    expect(shown.media[second.url].webp).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1600w$/);
    // The release job runs on the queue (decision 0051): the old files go, then their row
    // (media-release-job.ts), and the new stay.
    await expect.poll(() => keysOf(first).some((key) => storedFile(t, key)), { timeout: 15_000 }).toBe(false);
    await expect
      .poll(async () => (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.url, first.url)))[0].n, { timeout: 15_000 })
      .toBe(0);
    expect(keysOf(second).every((key) => storedFile(t, key))).toBe(true);
  });

  it("removes a gallery image's files when it is taken out, and keeps one another service still shows", async () => {
    const [kept, removed, shared] = [
      await upload(t, admin.cookie, await jpeg(500, 400)),
      await upload(t, admin.cookie, await jpeg(500, 400)),
      await upload(t, admin.cookie, await jpeg(500, 400)),
    ];
    const service = await createService({ name: "Fence Repair", category: "Outdoor", gallery_images: [kept.url, removed.url, shared.url] });
    await createService({ name: "Fence Painting", category: "Outdoor", gallery_images: [shared.url] });
    const response = await asAdmin().put(`/api/admin/services/${service.id}`, { name: "Fence Repair", category: "Outdoor", gallery_images: [kept.url] });
    expect(response.statusCode, response.body).toBe(200);
    await expect.poll(() => keysOf(removed).some((key) => storedFile(t, key)), { timeout: 15_000 }).toBe(false);
    expect(keysOf(kept).every((key) => storedFile(t, key))).toBe(true);
    // The shared image's release ran too (it was queued with the same save) and left it alone.
    await expect
      .poll(async () => (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.url, removed.url)))[0].n, { timeout: 15_000 })
      .toBe(0);
    expect(keysOf(shared).every((key) => storedFile(t, key))).toBe(true);
  });
});

describe("DELETE /api/admin/services/:id", () => {
  it("deletes a service nothing names, with its media", async () => {
    const image = await upload(t, admin.cookie, await jpeg(600, 400));
    const service = await createService({ name: "One-off", category: "Z", image_url: image.url });
    const response = await asAdmin().delete(`/api/admin/services/${service.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ outcome: "deleted", message: "Service deleted successfully" });
    expect((await t.request({ method: "GET", url: `/api/services/${service.id}` })).statusCode).toBe(404);
    expect((await asAdmin().delete(`/api/admin/services/${service.id}`)).statusCode).toBe(404);
    await expect.poll(() => keysOf(image).some((key) => storedFile(t, key)), { timeout: 15_000 }).toBe(false);
    expect((await auditOf(service.id))[0]).toMatchObject({ action: "delete", details: { name: "One-off" } });
  });

  it("makes a service with bookings inactive instead, and says so", async () => {
    const service = await createService({ name: "Booked Service", category: "Z", base_price: 5000, pricing_type: "flat", unit: "job" });
    const booked = await t.request({ method: "POST", url: "/api/bookings", payload: bookingRequest(service.id) });
    expect(booked.statusCode, booked.body).toBe(201);
    const response = await asAdmin().delete(`/api/admin/services/${service.id}`);
    expect(response.json()).toEqual({
      outcome: "deactivated",
      message: "This service has bookings or jobs, so it was kept and made inactive instead of deleted.",
    });
    const [row] = await t.database.db.select({ is_active: services.is_active }).from(services).where(eq(services.id, service.id));
    expect(row.is_active).toBe(false);
    expect((await t.request({ method: "GET", url: `/api/services/${service.id}` })).statusCode).toBe(404);
    expect((await auditOf(service.id))[0]).toMatchObject({ action: "deactivate" });
  });

  it("makes a service with jobs inactive instead", async () => {
    const service = await createService({ name: "Job Service", category: "Z" });
    const [customer] = await t.database.db.insert(customers).values({ email: "job-owner@example.com" }).returning({ id: customers.id });
    await t.database.db.insert(jobs).values({
      title: "Fix it",
      service_address: "1 Main St",
      service_city: "Orlando",
      service_state: "FL",
      service_zip: "32801",
      customer_id: customer.id,
      service_id: service.id,
    });
    expect((await asAdmin().delete(`/api/admin/services/${service.id}`)).json().outcome).toBe("deactivated");
  });
});

describe("reviews", () => {
  let service: TAdminService;
  const reviewsUrl = () => `/api/admin/services/${service.id}/reviews`;
  beforeAll(async () => {
    service = await createService({ name: "Reviewed Service", category: "Z" });
  });

  it("adds a review with the e-mail trimmed and lowercased, and the rating and count right after", async () => {
    const response = await asAdmin().post(reviewsUrl(), {
      customer_name: " Dana Diaz ",
      customer_email: "  Dana.Diaz@Example.COM ",
      rating: 4,
      review_text: "Quick and tidy.",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      review: { customer_name: "Dana Diaz", customer_email: "dana.diaz@example.com", rating: 4, is_verified: false, is_featured: false },
      service: { id: service.id, avg_rating: 4, review_count: 1 },
    });
    const second = await asAdmin().post(reviewsUrl(), { customer_name: "Eli", rating: 5 });
    expect(second.json().service).toEqual({ id: service.id, avg_rating: 4.5, review_count: 2 });
    expect((await auditOf(response.json().review.id))[0]).toMatchObject({ action: "create", entity: "service-review" });
  });

  it("defaults the rating to 5 and refuses one outside 1 to 5", async () => {
    const defaulted = await asAdmin().post(reviewsUrl(), { customer_name: "Fay" });
    expect(defaulted.json().review.rating).toBe(5);
    for (const rating of [0, 6, 4.5]) {
      const refused = await asAdmin().post(reviewsUrl(), { customer_name: "Gus", rating });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0].field).toBe("rating");
    }
    const noName = await asAdmin().post(reviewsUrl(), { customer_name: "  ", rating: 3 });
    expect(noName.json().fields[0]).toEqual({ field: "customer_name", message: "is required" });
    const badEmail = await asAdmin().post(reviewsUrl(), { customer_name: "Hal", customer_email: "not-an-email" });
    expect(badEmail.json().fields[0]).toEqual({ field: "customer_email", message: "Enter a valid email address" });
  });

  it("refuses a second review from the same e-mail, whatever its case, as Duplicate Review", async () => {
    const response = await asAdmin().post(reviewsUrl(), { customer_name: "Dana again", customer_email: "DANA.DIAZ@example.com", rating: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "CONFLICT",
      message: "A review from this email already exists for this service.",
      fields: [{ field: "customer_email", message: "A review from this email already exists for this service." }],
    });
    // The same e-mail on another service is fine.
    const other = await createService({ name: "Other Reviewed", category: "Z" });
    expect(
      (await asAdmin().post(`/api/admin/services/${other.id}/reviews`, { customer_name: "Dana", customer_email: "dana.diaz@example.com" })).statusCode,
    ).toBe(201);
  });

  it("lets the unique index decide between two saves at once", async () => {
    const body = { customer_name: "Ivy", customer_email: "ivy.race@example.com", rating: 3 };
    const statuses = (await Promise.all([asAdmin().post(reviewsUrl(), body), asAdmin().post(reviewsUrl(), body)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select({ n: count() })
      .from(serviceReviews)
      .where(and(eq(serviceReviews.service_id, service.id), eq(serviceReviews.customer_email, "ivy.race@example.com")));
    expect(rows[0].n).toBe(1);
  });

  it("lists reviews newest first with the service's figures", async () => {
    const response = await asAdmin().get(reviewsUrl());
    expect(response.statusCode).toBe(200);
    const { reviews, service: figures } = response.json();
    const times = reviews.map((review: { created_at: string }) => review.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(figures.review_count).toBe(reviews.length);
    expect(reviews[0].customer_name).toBe("Ivy");
  });

  it("edits a review, refusing an e-mail another review of the service has, and keeps the average right", async () => {
    const created = (await asAdmin().post(reviewsUrl(), { customer_name: "Jo", customer_email: "jo@example.com", rating: 1 })).json();
    const duplicate = await asAdmin().put(`${reviewsUrl()}/${created.review.id}`, { customer_name: "Jo", customer_email: "dana.diaz@example.com", rating: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("A review from this email already exists for this service.");
    const edited = await asAdmin().put(`${reviewsUrl()}/${created.review.id}`, {
      customer_name: "Jo",
      customer_email: "jo@example.com",
      rating: 5,
      is_featured: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().review).toMatchObject({ rating: 5, is_featured: true });
    const [row] = await t.database.db.select({ avg: services.avg_rating }).from(services).where(eq(services.id, service.id));
    expect(edited.json().service.avg_rating).toBe(row.avg);
    expect((await auditOf(created.review.id))[0]).toMatchObject({ action: "update" });
  });

  it("deletes a review, with the figures right after", async () => {
    const created = (await asAdmin().post(reviewsUrl(), { customer_name: "Kai", rating: 1 })).json();
    const before = created.service;
    const response = await asAdmin().delete(`${reviewsUrl()}/${created.review.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().service.review_count).toBe(before.review_count - 1);
    expect((await asAdmin().delete(`${reviewsUrl()}/${created.review.id}`)).statusCode).toBe(404);
    expect((await auditOf(created.review.id))[0]).toMatchObject({ action: "delete" });
  });

  it("answers 404 for a review of another service, and for a service that does not exist", async () => {
    const other = await createService({ name: "Unrelated", category: "Z" });
    const review = (await asAdmin().post(reviewsUrl(), { customer_name: "Lee", rating: 2 })).json().review;
    expect((await asAdmin().put(`/api/admin/services/${other.id}/reviews/${review.id}`, { customer_name: "Lee", rating: 5 })).statusCode).toBe(404);
    expect((await asAdmin().delete(`/api/admin/services/${other.id}/reviews/${review.id}`)).statusCode).toBe(404);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await asAdmin().get(`/api/admin/services/${missing}/reviews`)).statusCode).toBe(404);
    expect((await asAdmin().post(`/api/admin/services/${missing}/reviews`, { customer_name: "Lee" })).statusCode).toBe(404);
  });
});
