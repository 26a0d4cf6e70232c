import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";

// Fault 6: a page on another site (or a sibling subdomain) must not write with the
// customer's cookie. docs/decisions/0015-cross-site-writes.md
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let me: Awaited<ReturnType<TTestApp["signedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
  me = await t.signedIn("customer");
});
afterAll(() => t.close());

async function myBooking(time: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/bookings",
    cookie: me.cookie,
    payload: bookingRequest(ids.flat, { customer_email: me.email, scheduled_date: daysFromToday(5), scheduled_time: time }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking.id as string;
}
const statusOf = async (id: string) => (await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

/** A request exactly as given: no Origin unless the test sets one. */
const raw = (options: { method: "POST" | "DELETE" | "PUT" | "PATCH"; url: string; headers: Record<string, string>; payload?: string }) => t.app.inject(options);

describe("cross-site writes", () => {
  it("refuses the attack as found: another site's Origin, the customer's cookie, a text/plain body", async () => {
    const id = await myBooking("8:00 AM");
    const response = await raw({
      method: "POST",
      url: `/api/me/bookings/${id}/cancel`,
      headers: { origin: "http://evil.example", cookie: me.cookie, "content-type": "text/plain" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORBIDDEN");
    expect(await statusOf(id)).toBe("pending");
  });

  it.each([
    ["a sibling subdomain", { origin: "http://shop.localhost:3000" }],
    ["another port", { origin: "http://localhost:4000" }],
    ["the null origin", { origin: "null" }],
    ["no Origin, but Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["no Origin, but Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
    ["neither header, with a cookie", {}],
  ])("refuses a write from %s", async (_, headers: Record<string, string>) => {
    const id = await myBooking("9:00 AM");
    const response = await raw({
      method: "POST",
      url: `/api/me/bookings/${id}/cancel`,
      headers: { ...headers, cookie: me.cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(403);
    expect(await statusOf(id)).toBe("pending");
    await t.request({ method: "POST", url: `/api/me/bookings/${id}/cancel`, cookie: me.cookie, payload: {} }); // frees the slot
  });

  it("refuses cross-site writes on better-auth's routes and on unknown routes too", async () => {
    const signOut = await raw({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "http://evil.example", cookie: me.cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(signOut.statusCode).toBe(403);
    const unknown = await raw({ method: "DELETE", url: "/api/nothing-here", headers: { origin: "http://evil.example" } });
    expect(unknown.statusCode).toBe(403);
  });

  it("accepts writes from our own pages, by Origin or by Sec-Fetch-Site", async () => {
    const byOrigin = await myBooking("10:00 AM");
    const cancelled = await raw({
      method: "POST",
      url: `/api/me/bookings/${byOrigin}/cancel`,
      headers: { origin: PUBLIC_URL, cookie: me.cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const byFetchSite = await myBooking("11:00 AM");
    const again = await raw({
      method: "POST",
      url: `/api/me/bookings/${byFetchSite}/cancel`,
      headers: { "sec-fetch-site": "same-origin", cookie: me.cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("lets a client that is not a browser write without a cookie, as a guest", async () => {
    const response = await raw({
      method: "POST",
      url: "/api/bookings",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(bookingRequest(ids.flat, { scheduled_date: daysFromToday(6), scheduled_time: "8:00 AM" })),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("reads GET requests from anywhere (they change nothing)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/services", headers: { origin: "http://evil.example" } });
    expect(response.statusCode).toBe(200);
  });
});

describe("JSON routes take JSON only", () => {
  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
    "refuses a %s body with 415, even from our own origin",
    async (contentType) => {
      const id = await myBooking("12:00 PM");
      const response = await t.request({
        method: "POST",
        url: `/api/me/bookings/${id}/cancel`,
        cookie: me.cookie,
        headers: { "content-type": contentType },
        payload: "--x--",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(await statusOf(id)).toBe("pending");
      await t.request({ method: "POST", url: `/api/me/bookings/${id}/cancel`, cookie: me.cookie, payload: {} });
    },
  );
});
