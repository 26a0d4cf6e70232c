import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bannerAds, heroBanners, uploads } from "../src/server/db/schema.ts";
import type { TAdminBanner, TBannerRequest } from "../src/shared/schemas/website.ts";
import { jpeg, keysOf, MP4, multipart, storedFile, upload } from "./setup/media-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// staff-side.md §2 Website Management, §3 Hero banner and Banner ad, §5 Banner, §8, §9; Website.

let t: TTestApp;
let admin: { cookie: string; userId: string };
const cookies: Record<"customer" | "technician", string> = { customer: "", technician: "" };
let imageUrl: string;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT_MAX: "1000" });
  admin = await t.signedIn("admin");
  cookies.customer = (await t.signedIn("customer")).cookie;
  cookies.technician = (await t.signedIn("technician")).cookie;
  imageUrl = (await upload(t, admin.cookie, await jpeg(1200, 600), "hero.jpg", "banners")).url;
});
afterAll(() => t.close());

const as = (cookie: string | undefined) => ({
  get: (url: string) => t.request({ method: "GET", url, cookie }),
  post: (url: string, payload: object) => t.request({ method: "POST", url, cookie, payload }),
  put: (url: string, payload: object) => t.request({ method: "PUT", url, cookie, payload }),
  delete: (url: string) => t.request({ method: "DELETE", url, cookie }),
});
const asAdmin = () => as(admin.cookie);

async function createBanner(body: Partial<TBannerRequest> = {}): Promise<TAdminBanner> {
  const response = await asAdmin().post("/api/admin/website/banners", { title: "Banner", image_url: imageUrl, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const listed = async (): Promise<TAdminBanner[]> => (await asAdmin().get("/api/admin/website/banners")).json().banners;
const titles = async () => (await listed()).map((banner) => `${banner.order_index}:${banner.title}`);
const clearBanners = () => t.database.db.delete(heroBanners);

describe("who may manage the website", () => {
  const ID = "00000000-0000-4000-8000-000000000000";
  const routes = [
    ["GET", "/api/admin/website/banners"],
    ["POST", "/api/admin/website/banners"],
    ["PUT", "/api/admin/website/banners/order"],
    ["PUT", `/api/admin/website/banners/${ID}`],
    ["POST", `/api/admin/website/banners/${ID}/active`],
    ["DELETE", `/api/admin/website/banners/${ID}`],
    ["POST", `/api/admin/website/banners/${ID}/ads`],
    ["PUT", `/api/admin/website/banners/${ID}/ads/${ID}`],
    ["DELETE", `/api/admin/website/banners/${ID}/ads/${ID}`],
  ] as const;
  it.each(routes)("%s %s: 401 signed out, 403 for customers and technicians, nothing written", async (method, url) => {
    const payload = method === "POST" || method === "PUT" ? { title: "X", image_url: imageUrl, position: "top", ids: [ID], is_active: false } : undefined;
    const before = (await t.database.db.select({ n: count() }).from(heroBanners))[0].n;
    const anonymous = await t.request({ method, url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ["customer", "technician"] as const) {
      const response = await t.request({ method, url, cookie: cookies[role], ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
    }
    expect((await t.database.db.select({ n: count() }).from(heroBanners))[0].n).toBe(before);
  });
});

describe("POST /api/admin/website/banners", () => {
  it("creates a banner with the §3/§9 defaults, audited, and shows it on the landing page at once", async () => {
    await clearBanners();
    const banner = await createBanner({ title: "  Storm Ready  ", features: [{ text: "Licensed", url: "/services", type: "link" }, { text: "Fast" }] });
    expect(banner).toMatchObject({
      title: "Storm Ready",
      media_type: "image",
      image_url: imageUrl,
      media_opacity: 100,
      media_hue: 0,
      media_saturation: 100,
      gradient: "primary",
      order_index: 0,
      is_active: true,
      features: [{ text: "Licensed", url: "/services", type: "link" }, { text: "Fast" }],
      ads: [],
    });
    expect(banner.media[imageUrl].webp).toMatch(/400w/);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, banner.id)).orderBy(desc(auditLog.created_at));
    expect(entry).toMatchObject({ action: "create", entity: "hero-banner", actor_id: admin.userId });

    const hero = await t.request({ method: "GET", url: "/api/website/hero" });
    // A save drops the server's copy before it answers; visitors may keep theirs 30 s (decision 0088).
    expect(hero.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");
    expect(hero.json().banners.map((b: { id: string }) => b.id)).toEqual([banner.id]);
    expect(hero.json().banners[0].media[imageUrl]).toEqual(banner.media[imageUrl]);
  });

  it.each([
    [{ title: "   " }, "title", "is required"],
    [{ image_url: null }, "image_url", "is required for an image banner"],
    [{ media_type: "video", video_url: null }, "video_url", "is required for a video banner"],
    [{ media_opacity: 101 }, "media_opacity", "must be at most 100"],
    [{ media_hue: -1 }, "media_hue", "must be at least 0"],
    [{ primary_action_type: "popup" }, "primary_action_type", "must be link, call, new-tab or modal"],
    [{ primary_action_href: "javascript:alert(1)" }, "primary_action_href", "must be a link such as /services, #services or https://…, or a phone number"],
    [{ secondary_action_type: "call", secondary_action_href: "call us" }, "secondary_action_href", "must be a phone number for a call action"],
    [{ features: [{ text: "" }] }, "features.0.text", "is required"],
    [{ features: [{ text: "x", url: "javascript:1" }] }, "features.0.url", "must be a link such as /services, #services or https://…"],
    // Decision 0117: another site dressed as a page of ours, or an insecure one.
    [{ primary_action_href: "//evil.example" }, "primary_action_href", "must be a link such as /services, #services or https://…, or a phone number"],
    [{ primary_action_href: "/\\evil.example" }, "primary_action_href", "must be a link such as /services, #services or https://…, or a phone number"],
    [
      { secondary_action_type: "new-tab", secondary_action_href: "http://evil.example" },
      "secondary_action_href",
      "must be a link such as /services, #services or https://…, or a phone number",
    ],
    [{ primary_action_type: "link", primary_action_href: "(407) 555-0142" }, "primary_action_href", "must be a link such as /services, #services or https://…"],
    [{ features: [{ text: "x", url: "//evil.example" }] }, "features.0.url", "must be a link such as /services, #services or https://…"],
    [{ features: [{ text: "x", url: "/\\evil.example" }] }, "features.0.url", "must be a link such as /services, #services or https://…"],
    [{ gradient: "rainbow" }, "gradient", "must be primary, accent or dark"],
    [{ image_url: "javascript:alert(1)" }, "image_url", "must be the address of an uploaded file"],
  ])("refuses %j with a 400 naming %s", async (body, field, message) => {
    const response = await asAdmin().post("/api/admin/website/banners", { title: "Banner", image_url: imageUrl, ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toContainEqual({ field, message });
  });

  it("normalises call actions to tel: and digits only (§5)", async () => {
    const banner = await createBanner({
      primary_action_text: "Call Now",
      primary_action_type: "call",
      primary_action_href: "(407) 555-0142",
      secondary_action_text: "Book",
      secondary_action_type: "link",
      secondary_action_href: "#services",
    });
    expect(banner).toMatchObject({ primary_action_href: "tel:4075550142", secondary_action_href: "#services" });
    const edited = await asAdmin().put(`/api/admin/website/banners/${banner.id}`, {
      title: "Banner",
      image_url: imageUrl,
      secondary_action_text: "Call",
      secondary_action_type: "call",
      secondary_action_href: "tel:+1 (813) 555-0100",
    });
    expect(edited.json()).toMatchObject({ primary_action_href: null, secondary_action_href: "tel:18135550100" });
  });

  it("takes media only as uploads of the right kind, through the media pipeline's refusals", async () => {
    const notUploaded = await asAdmin().post("/api/admin/website/banners", {
      title: "X",
      image_url: "/uploads/banners/00000000-0000-4000-8000-000000000000-800.jpg",
    });
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().fields[0]).toMatchObject({ field: "image_url", message: expect.stringContaining("upload it again") });
    const video = await upload(t, admin.cookie, MP4, "clip.mp4", "banners");
    const crossed = await asAdmin().post("/api/admin/website/banners", { title: "X", image_url: video.url });
    expect(crossed.json().fields).toEqual([{ field: "image_url", message: "must be an uploaded image" }]);
    const svg = await t.request({
      method: "POST",
      url: "/api/uploads",
      cookie: admin.cookie,
      ...multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "x.svg", "banners", "image/svg+xml"),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toMatch(/SVG/);
    const asVideo = await t.request({
      method: "POST",
      url: "/api/uploads",
      cookie: admin.cookie,
      ...multipart(Buffer.from("not a video at all"), "x.mp4", "banners", "video/mp4"),
    });
    expect(asVideo.statusCode).toBe(415);
    const videoBanner = await createBanner({ title: "Video", media_type: "video", video_url: video.url, image_url: null });
    expect(videoBanner).toMatchObject({ media_type: "video", video_url: video.url, image_url: null });
  });
});

describe("PUT /api/admin/website/banners/:id", () => {
  it("replaces the image: the old upload's files are deleted, the new one's kept", async () => {
    const first = await upload(t, admin.cookie, await jpeg(900, 500, "#224466"), "a.jpg", "banners");
    const banner = await createBanner({ image_url: first.url });
    const second = await upload(t, admin.cookie, await jpeg(900, 500, "#664422"), "b.jpg", "banners");
    const response = await asAdmin().put(`/api/admin/website/banners/${banner.id}`, {
      title: "Banner",
      image_url: second.url,
      order_index: banner.order_index,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().image_url).toBe(second.url);
    // The release job deletes the files, then the row: wait for both, not the first alone.
    await expect.poll(() => keysOf(first).some((key) => storedFile(t, key)), { timeout: 15_000 }).toBe(false);
    await expect
      .poll(async () => (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.url, first.url)))[0].n, { timeout: 15_000 })
      .toBe(0);
    expect(keysOf(second).every((key) => storedFile(t, key))).toBe(true);
  });

  it("answers 404 for a banner that does not exist, and 400 for a bad id", async () => {
    expect((await asAdmin().put("/api/admin/website/banners/00000000-0000-4000-8000-000000000000", { title: "X", image_url: imageUrl })).statusCode).toBe(404);
    const bad = await asAdmin().put("/api/admin/website/banners/not-an-id", { title: "X", image_url: imageUrl });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("id");
  });
});

describe("the banners' order (decision 0078)", () => {
  it("keeps order_index 0..n-1 through creates at a position, moves, reorders and deletes", async () => {
    await clearBanners();
    // An image of their own: deleting A queues the release of its image, and the job may run after
    // the next test's clearBanners, when nothing refers to it any more (the shared one would go).
    const image = (await upload(t, admin.cookie, await jpeg(800, 400, "#446688"), "order.jpg", "banners")).url;
    const a = await createBanner({ title: "A", image_url: image });
    const b = await createBanner({ title: "B", image_url: image, order_index: 5 });
    await createBanner({ title: "C", image_url: image });
    expect(await titles()).toEqual(["0:C", "1:A", "2:B"]);
    await asAdmin().put(`/api/admin/website/banners/${b.id}`, { title: "B", image_url: image, order_index: 0 });
    expect(await titles()).toEqual(["0:B", "1:C", "2:A"]);
    const ids = (await listed()).map((banner) => banner.id);
    const reordered = await asAdmin().put("/api/admin/website/banners/order", { ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().banners.map((banner: TAdminBanner) => banner.title)).toEqual(["A", "B", "C"]);
    expect((await asAdmin().delete(`/api/admin/website/banners/${a.id}`)).json()).toEqual({ message: "Banner deleted successfully" });
    expect(await titles()).toEqual(["0:B", "1:C"]);
  });

  it("refuses an order that does not list every banner once (409), or repeats one (400)", async () => {
    const ids = (await listed()).map((banner) => banner.id);
    const stale = await asAdmin().put("/api/admin/website/banners/order", { ids: [ids[0]] });
    expect(stale.statusCode).toBe(409);
    const repeated = await asAdmin().put("/api/admin/website/banners/order", { ids: [ids[0], ids[0]] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields[0]).toMatchObject({ field: "ids", message: "must not repeat a banner" });
  });

  it("numbers concurrent creates without a repeat", async () => {
    await clearBanners();
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => asAdmin().post("/api/admin/website/banners", { title: `N${i}`, image_url: imageUrl })),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect((await listed()).map((banner) => banner.order_index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("is held by the database: two banners cannot share a number", async () => {
    const [first, second] = await listed();
    await expect(t.database.db.update(heroBanners).set({ order_index: first.order_index }).where(eq(heroBanners.id, second.id))).rejects.toThrow();
  });
});

describe("toggling a banner", () => {
  it("deactivates and activates it; the landing page drops and shows it", async () => {
    await clearBanners();
    const banner = await createBanner({ title: "Toggled" });
    const off = await asAdmin().post(`/api/admin/website/banners/${banner.id}/active`, { is_active: false });
    expect(off.json().is_active).toBe(false);
    expect((await t.request({ method: "GET", url: "/api/website/hero" })).json().banners).toEqual([]);
    const on = await asAdmin().post(`/api/admin/website/banners/${banner.id}/active`, { is_active: true });
    expect(on.json().is_active).toBe(true);
    expect((await t.request({ method: "GET", url: "/api/website/hero" })).json().banners.map((b: { title: string }) => b.title)).toEqual(["Toggled"]);
    const bad = await asAdmin().post(`/api/admin/website/banners/${banner.id}/active`, { is_active: "yes" });
    expect(bad.json().fields[0]).toMatchObject({ field: "is_active" });
  });
});

describe("banner ads", () => {
  it("creates one ad per position with the §9 defaults, refuses a second (409), and shows active ones on the landing page", async () => {
    await clearBanners();
    const banner = await createBanner({ title: "With ads" });
    const top = await asAdmin().post(`/api/admin/website/banners/${banner.id}/ads`, { position: "top" });
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json().ads).toEqual([
      expect.objectContaining({
        position: "top",
        title: "New Top Ad",
        button_text: "Learn More",
        button_action_type: "url",
        icon: "star",
        is_active: true,
      }),
    ]);
    const again = await asAdmin().post(`/api/admin/website/banners/${banner.id}/ads`, { position: "top", title: "Second top" });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual([{ field: "position", message: "already has a top ad" }]);
    const bottom = await asAdmin().post(`/api/admin/website/banners/${banner.id}/ads`, {
      position: "bottom",
      title: "Call us",
      button_action_type: "phone",
      button_action_value: "(407) 555-0199",
      is_active: false,
    });
    expect(bottom.json().ads.map((ad: { position: string; title: string }) => `${ad.position}:${ad.title}`)).toEqual(["top:New Top Ad", "bottom:Call us"]);
    expect(bottom.json().ads[1]).toMatchObject({ button_action_value: "tel:4075550199", is_active: false });
    const hero = (await t.request({ method: "GET", url: "/api/website/hero" })).json();
    expect(hero.banners[0].ads.map((ad: { title: string }) => ad.title)).toEqual(["New Top Ad"]);

    const adId = top.json().ads[0].id as string;
    const edited = await asAdmin().put(`/api/admin/website/banners/${banner.id}/ads/${adId}`, {
      title: "Free roof check",
      icon: "shield",
      button_action_value: "/services",
    });
    expect(edited.json().ads[0]).toMatchObject({ position: "top", title: "Free roof check", icon: "shield", button_action_value: "/services" });
    const removed = await asAdmin().delete(`/api/admin/website/banners/${banner.id}/ads/${adId}`);
    expect(removed.json().ads.map((ad: { position: string }) => ad.position)).toEqual(["bottom"]);
    expect((await asAdmin().delete(`/api/admin/website/banners/${banner.id}/ads/${adId}`)).statusCode).toBe(404);
  });

  it("keeps the banner's and its ads' Spanish beside the English; a Spanish landing page shows it, the English left marked (decision 0180)", async () => {
    await clearBanners();
    const banner = await createBanner({
      title: "Storm-ready homes",
      subtitle: "Roof checks before the season",
      badge: "Hurricane prep",
      primary_action_text: "Book Now",
      title_es: "  Casas listas para la tormenta ",
      primary_action_text_es: "Reservar ahora",
    });
    expect(banner).toMatchObject({ title_es: "Casas listas para la tormenta", subtitle_es: null, primary_action_text_es: "Reservar ahora" });
    const ad = await asAdmin().post(`/api/admin/website/banners/${banner.id}/ads`, {
      position: "top",
      title: "Free roof check",
      button_text_es: "Más información",
    });
    expect(ad.statusCode, ad.body).toBe(201);
    expect(ad.json().ads[0]).toMatchObject({ title_es: null, button_text_es: "Más información" });

    const [spanish] = (await t.request({ method: "GET", url: "/api/website/hero?locale=es" })).json().banners;
    expect(spanish).toMatchObject({
      title: "Casas listas para la tormenta",
      subtitle: "Roof checks before the season",
      primary_action_text: "Reservar ahora",
      untranslated: ["subtitle", "badge"],
    });
    expect(spanish).not.toHaveProperty("title_es");
    expect(spanish.ads[0]).toMatchObject({ title: "Free roof check", button_text: "Más información", untranslated: ["title"] });
    const [english] = (await t.request({ method: "GET", url: "/api/website/hero" })).json().banners;
    expect(english).toMatchObject({ title: "Storm-ready homes", primary_action_text: "Book Now", untranslated: [] });
    expect(english.ads[0]).toMatchObject({ button_text: "Learn More", untranslated: [] });

    const tooLong = await asAdmin().put(`/api/admin/website/banners/${banner.id}`, { title: "X", image_url: imageUrl, badge_es: "x".repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([{ field: "badge_es", message: "must be at most 60 characters" }]);
  });

  it("keeps one ad per position under concurrent creates", async () => {
    const banner = await createBanner({ title: "Race" });
    const results = await Promise.all([0, 1, 2].map(() => asAdmin().post(`/api/admin/website/banners/${banner.id}/ads`, { position: "bottom" })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await t.database.db.select({ n: count() }).from(bannerAds).where(eq(bannerAds.banner_id, banner.id)))[0].n).toBe(1);
  });

  it.each([
    [{ position: "middle" }, "position", "must be top or bottom"],
    [{ position: "top", icon: "rocket" }, "icon", "must be one of home, zap, phone, star, shield, clock, map-pin, wrench, users"],
    [{ position: "top", button_action_type: "email" }, "button_action_type", "must be url or phone"],
    [{ position: "top", button_action_type: "phone", button_action_value: "ring us" }, "button_action_value", "must be a phone number for a phone button"],
    [
      { position: "top", button_action_type: "url", button_action_value: "//evil.example" },
      "button_action_value",
      "must be a link such as /services, #services or https://…, or a phone number",
    ],
    [
      { position: "top", button_action_type: "url", button_action_value: "/\\evil.example" },
      "button_action_value",
      "must be a link such as /services, #services or https://…, or a phone number",
    ],
    [
      { position: "top", button_action_type: "url", button_action_value: "407 555 0142" },
      "button_action_value",
      "must be a link such as /services, #services or https://…",
    ],
  ])("refuses %j with a 400 naming %s", async (body, field, message) => {
    const [banner] = await listed();
    const response = await asAdmin().post(`/api/admin/website/banners/${banner.id}/ads`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toContainEqual({ field, message });
  });

  it("does not edit another banner's ad through this banner's path (404)", async () => {
    const [one, two] = [await createBanner({ title: "One" }), await createBanner({ title: "Two" })];
    const ad = (await asAdmin().post(`/api/admin/website/banners/${one.id}/ads`, { position: "top" })).json().ads[0];
    const response = await asAdmin().put(`/api/admin/website/banners/${two.id}/ads/${ad.id}`, { title: "Hijacked" });
    expect(response.statusCode).toBe(404);
    expect((await t.database.db.select({ title: bannerAds.title }).from(bannerAds).where(eq(bannerAds.id, ad.id)))[0].title).toBe("New Top Ad");
  });

  it("deletes a banner with its ads and releases its media", async () => {
    const image = await upload(t, admin.cookie, await jpeg(700, 400, "#335577"), "c.jpg", "banners");
    const banner = await createBanner({ title: "Gone", image_url: image.url });
    await asAdmin().post(`/api/admin/website/banners/${banner.id}/ads`, { position: "top" });
    expect((await asAdmin().delete(`/api/admin/website/banners/${banner.id}`)).statusCode).toBe(200);
    expect((await t.database.db.select({ n: count() }).from(bannerAds).where(eq(bannerAds.banner_id, banner.id)))[0].n).toBe(0);
    await expect.poll(() => keysOf(image).some((key) => storedFile(t, key)), { timeout: 15_000 }).toBe(false);
    expect((await asAdmin().delete(`/api/admin/website/banners/${banner.id}`)).statusCode).toBe(404);
  });
});
