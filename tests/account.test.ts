import type { TJobStatus } from "../src/shared/rules/job-status.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { bookings, jobs, mailOutbox, profiles, serviceReviews, services } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { cookieFrom, createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let me: Awaited<ReturnType<TTestApp["signedIn"]>>;
let stranger: Awaited<ReturnType<TTestApp["signedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
  me = await t.signedIn("customer");
  stranger = await t.signedIn("customer");
});
afterAll(() => t.close());

async function myBooking(overrides: Record<string, unknown> = {}, cookie?: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/bookings",
    cookie,
    payload: bookingRequest(ids.flat, { customer_email: me.email, scheduled_date: daysFromToday(4), ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking.id as string;
}
const setJobStatus = (bookingId: string, status: TJobStatus) =>
  t.database.db
    .update(jobs)
    .set({ status, completed_at: status === "completed" ? new Date() : null })
    .where(eq(jobs.booking_id, bookingId));
const get = (url: string, cookie = me.cookie) => t.request({ method: "GET", url, cookie });
const post = (url: string, payload: object = {}, cookie = me.cookie) => t.request({ method: "POST", url, payload, cookie });

describe("GET /api/me/bookings", () => {
  it("lists my bookings newest first — also those made before signing in with my e-mail — and never another's", async () => {
    const asGuest = await myBooking({ scheduled_time: "8:00 AM" });
    const signedIn = await myBooking({ scheduled_time: "9:00 AM", customer_email: "other-address@example.com" }, me.cookie);
    await myBooking({ customer_email: stranger.email, scheduled_time: "10:00 AM" });
    const { items: mine } = (await get("/api/me/bookings")).json();
    expect(mine.map((b: { id: string }) => b.id).slice(0, 2)).toEqual([signedIn, asGuest]);
    expect(mine.every((b: { service_name: string; status: string }) => b.service_name === "Faucet Repair" && b.status === "pending")).toBe(true);
    const theirs = (await get("/api/me/bookings", stranger.cookie)).json().items.map((b: { id: string }) => b.id);
    expect(theirs).not.toContain(asGuest);
    expect((await get(`/api/me/bookings/${asGuest}`, stranger.cookie)).statusCode).toBe(404);
  });

  it("names the service in the business's Spanish too, where it wrote one, in the list, the details, the payments and Recent Activity", async () => {
    const id = await myBooking({ scheduled_time: "2:00 PM", scheduled_date: daysFromToday(11) });
    const english = (await get("/api/me/bookings")).json().items.find((b: { id: string }) => b.id === id);
    expect(english).toMatchObject({ service_name: "Faucet Repair", service_name_es: null });
    await t.database.db.update(services).set({ name_es: "Reparación de grifos" }).where(eq(services.id, ids.flat));
    try {
      const row = (await get("/api/me/bookings")).json().items.find((b: { id: string }) => b.id === id);
      expect(row).toMatchObject({ service_name: "Faucet Repair", service_name_es: "Reparación de grifos" });
      expect((await get(`/api/me/bookings/${id}`)).json()).toMatchObject({ service_name_es: "Reparación de grifos" });
      const payment = (await get("/api/me/payments")).json().items.find((p: { booking_id: string }) => p.booking_id === id);
      expect(payment).toMatchObject({ service_name: "Faucet Repair", service_name_es: "Reparación de grifos" });
      // Recent Activity: the booking's entries and its deposit's, the English detail unchanged.
      const activity = (await get("/api/me/overview")).json().recent_activity as {
        title: string;
        detail: string;
        service_name: string;
        service_name_es: string;
      }[];
      const requested = activity.find((a) => a.title === "Booking requested" && a.detail.startsWith("Faucet Repair on "));
      expect(requested).toMatchObject({ service_name: "Faucet Repair", service_name_es: "Reparación de grifos" });
      expect(requested?.detail).toMatch(/^Faucet Repair on \d{4}-\d{2}-\d{2} at 2:00 PM$/);
      expect(activity.find((a) => a.title === "Deposit paid")).toMatchObject({ service_name: "Faucet Repair", service_name_es: "Reparación de grifos" });
    } finally {
      await t.database.db.update(services).set({ name_es: null }).where(eq(services.id, ids.flat));
    }
  });

  it("shows the job's progress and the technician once assigned", async () => {
    const id = await myBooking({ scheduled_time: "11:00 AM" });
    await setJobStatus(id, "in_progress");
    const row = (await get("/api/me/bookings")).json().items.find((b: { id: string }) => b.id === id);
    expect(row).toMatchObject({ status: "in_progress", can_cancel: false, can_reschedule: false, can_rate: false });
  });
});

describe("keyset pages of my bookings and payments (decision 0028)", () => {
  type TPage = { items: { id: string }[]; next_cursor: string | null; total: number };
  async function allPages(url: string, cookie: string, limit: number, between: () => Promise<unknown> = async () => {}) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`${url}?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      const page: TPage = response.json();
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
      if (++pages === 1) await between();
    } while (cursor);
    return seen;
  }

  it("pages through every booking once, ties on created_at included, even when one is added meanwhile", async () => {
    const pager = stranger; // a sign-in of its own would trip the auth rate limit of this file
    const made: string[] = [];
    for (const time of ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM"]) {
      made.push(await myBooking({ customer_email: pager.email, scheduled_date: daysFromToday(9), scheduled_time: time }));
    }
    // Four bookings made in one instant: only the id orders them.
    await t.database.db
      .update(bookings)
      .set({ created_at: new Date("2026-01-05T10:00:00.123456Z") })
      .where(inArray(bookings.id, made.slice(1, 5)));
    const everything = (await get("/api/me/bookings?limit=100", pager.cookie)).json().items.map((b: { id: string }) => b.id);
    expect(everything).toEqual(expect.arrayContaining(made));

    const paged = await allPages("/api/me/bookings", pager.cookie, 3, () =>
      myBooking({ customer_email: pager.email, scheduled_date: daysFromToday(9), scheduled_time: "3:00 PM" }),
    );
    // The booking added after the first page is newer than the cursor: not shown again, nothing skipped.
    expect(paged).toEqual(everything);
    expect(new Set(paged).size).toBe(paged.length);
    expect((await get("/api/me/bookings?limit=3", pager.cookie)).json()).toMatchObject({ total: everything.length + 1 });
  });

  it("pages through my payments the same way", async () => {
    const payer = stranger;
    for (const time of ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM"]) {
      await myBooking({ customer_email: payer.email, scheduled_date: daysFromToday(10), scheduled_time: time });
    }
    const everything = (await get("/api/me/payments?limit=100", payer.cookie)).json().items.map((p: { id: string }) => p.id);
    expect(everything.length).toBeGreaterThanOrEqual(5);
    expect(await allPages("/api/me/payments", payer.cookie, 2)).toEqual(everything);
  });

  it("refuses a forged cursor with a 400 naming it", async () => {
    const forged = Buffer.from(JSON.stringify(["not a time", "1"])).toString("base64url");
    for (const url of [`/api/me/bookings?cursor=${forged}`, "/api/me/payments?cursor=%%%"]) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/^cursor/);
    }
  });
});

describe("GET /api/me/bookings/:id", () => {
  it("gives the amounts, add-ons and payments", async () => {
    const id = await myBooking({ add_on_ids: [ids.valve], scheduled_time: "12:00 PM" });
    const details = (await get(`/api/me/bookings/${id}`)).json();
    expect(details).toMatchObject({
      subtotal: 19400,
      initial_payment_amount: 14900,
      // $194.00 + 7.5 % tax ($14.55), less the $149.00 deposit (decision 0135).
      remaining_balance: 5955,
      ledger: { subtotal: 19400, tax: 1455, total: 20855, paid: 14900, balance: 5955 },
      add_ons: [{ name: "Shut-off valve", price: 4500 }],
    });
    expect(details.payments).toEqual([expect.objectContaining({ kind: "deposit", amount: 14900, service_name: "Faucet Repair" })]);
  });
});

describe("reschedule", () => {
  it("moves a pending booking and its job to a new slot", async () => {
    const id = await myBooking({ scheduled_time: "1:00 PM" });
    const response = await post(`/api/me/bookings/${id}/reschedule`, { scheduled_date: daysFromToday(8), scheduled_time: "3:00 PM" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ scheduled_date: daysFromToday(8), scheduled_time: "3:00 PM" });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.booking_id, id));
    expect(job).toMatchObject({ scheduled_date: daysFromToday(8), scheduled_time: "3:00 PM" });
  });

  it("refuses once the work has started, a past date, another's booking, and a full slot", async () => {
    const started = await myBooking({ scheduled_time: "2:00 PM" });
    await setJobStatus(started, "in_progress");
    expect((await post(`/api/me/bookings/${started}/reschedule`, { scheduled_date: daysFromToday(9), scheduled_time: "3:00 PM" })).statusCode).toBe(409);

    const id = await myBooking({ scheduled_time: "4:00 PM" });
    const past = await post(`/api/me/bookings/${id}/reschedule`, { scheduled_date: daysFromToday(-1), scheduled_time: "3:00 PM" });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields[0].field).toBe("scheduled_date");
    expect((await post(`/api/me/bookings/${id}/reschedule`, { scheduled_date: daysFromToday(9), scheduled_time: "3:00 PM" }, stranger.cookie)).statusCode).toBe(
      404,
    );

    const fullDate = daysFromToday(12);
    for (let i = 0; i < 5; i++) await myBooking({ scheduled_date: fullDate, scheduled_time: "5:00 PM", customer_email: `filler${i}@example.com` });
    const full = await post(`/api/me/bookings/${id}/reschedule`, { scheduled_date: fullDate, scheduled_time: "5:00 PM" });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("This time slot is no longer available. Please choose another.");
  });
});

describe("cancel", () => {
  it("cancels a pending booking and its job", async () => {
    const id = await myBooking({ scheduled_time: "8:00 AM", scheduled_date: daysFromToday(13) });
    const response = await post(`/api/me/bookings/${id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", can_cancel: false, can_reschedule: false });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.booking_id, id));
    expect(job.status).toBe("cancelled");
    expect((await post(`/api/me/bookings/${id}/cancel`)).statusCode).toBe(409);
  });

  it("refuses once scheduled, and for another customer", async () => {
    const id = await myBooking({ scheduled_time: "9:00 AM", scheduled_date: daysFromToday(13) });
    expect((await post(`/api/me/bookings/${id}/cancel`, {}, stranger.cookie)).statusCode).toBe(404);
    await setJobStatus(id, "scheduled");
    expect((await post(`/api/me/bookings/${id}/cancel`)).statusCode).toBe(409);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking.status).toBe("pending");
  });
});

describe("rate a completed booking", () => {
  it("creates one verified review for that service and updates its average", async () => {
    const id = await myBooking({ scheduled_time: "10:00 AM", scheduled_date: daysFromToday(14) });
    expect((await post(`/api/me/bookings/${id}/review`, { rating: 5 })).statusCode).toBe(409); // not completed yet
    await setJobStatus(id, "completed");
    const bad = await post(`/api/me/bookings/${id}/review`, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("rating");
    const response = await post(`/api/me/bookings/${id}/review`, { rating: 4, review_text: "Quick and tidy" });
    expect(response.statusCode, response.body).toBe(201);
    const [review] = await t.database.db.select().from(serviceReviews).where(eq(serviceReviews.booking_id, id));
    expect(review).toMatchObject({ service_id: ids.flat, rating: 4, is_verified: true, user_id: me.userId });
    const [service] = await t.database.db.select().from(services).where(eq(services.id, ids.flat));
    expect(service.avg_rating).toBe(4);
    expect((await post(`/api/me/bookings/${id}/review`, { rating: 5 })).statusCode).toBe(409);
    expect((await t.database.db.select({ n: count() }).from(serviceReviews).where(eq(serviceReviews.booking_id, id)))[0].n).toBe(1);
    const reviews = (await t.request({ method: "GET", url: `/api/services/${ids.flat}/reviews` })).json();
    expect(reviews.reviews.map((r: { review_text: string }) => r.review_text)).toContain("Quick and tidy");
  });
});

describe("a review's name in public (decision 0119)", () => {
  it("is the name given for the booking, as first name and last initial, never the e-mail's local part", async () => {
    // An account whose only name is its e-mail address (as a sign-up without a name leaves it).
    const grace = await t.signedIn("customer", "grace.holloway@example.com");
    const response = await t.request({
      method: "POST",
      url: "/api/bookings",
      cookie: grace.cookie,
      payload: bookingRequest(ids.hourly, { customer_name: "Grace Holloway", customer_email: grace.email, scheduled_date: daysFromToday(15) }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().booking.id as string;
    await setJobStatus(id, "completed");
    expect((await post(`/api/me/bookings/${id}/review`, { rating: 5, review_text: "Grace's faucet" }, grace.cookie)).statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(serviceReviews).where(eq(serviceReviews.booking_id, id));
    expect(stored.customer_name).toBe("Grace Holloway");
    await t.database.db.insert(serviceReviews).values([
      { service_id: ids.hourly, customer_name: "Hannah J.", rating: 4 },
      { service_id: ids.hourly, customer_name: "Maria Lopez", rating: 5 },
    ]);
    const shown = (await t.request({ method: "GET", url: `/api/services/${ids.hourly}/reviews?limit=50` })).json();
    const names = shown.reviews.map((review: { customer_name: string }) => review.customer_name);
    expect(names).toEqual(expect.arrayContaining(["Grace H.", "Hannah J.", "Maria L."]));
    expect(JSON.stringify(shown)).not.toMatch(/holloway|Lopez/i);
  });
});

describe("payments, overview and the emergency alert", () => {
  it("lists my payments only", async () => {
    const mine = (await get("/api/me/payments")).json();
    expect(mine.total).toBeGreaterThan(0);
    // Deposits, and the refund of the booking cancelled above.
    expect(mine.items.every((p: { kind: string }) => p.kind === "deposit" || p.kind === "refund")).toBe(true);
    expect(mine.items.some((p: { kind: string }) => p.kind === "refund")).toBe(true);
    const theirs = (await get("/api/me/payments", stranger.cookie)).json();
    expect(theirs.items.map((p: { id: string }) => p.id).some((id: string) => mine.items.some((m: { id: string }) => m.id === id))).toBe(false);
  });

  it("counts active and completed bookings and lists recent activity from my data", async () => {
    const overview = (await get("/api/me/overview")).json();
    expect(overview.completed_bookings).toBe(1);
    expect(overview.active_bookings).toBeGreaterThan(3);
    expect(overview.average_rating_given).toBe(4);
    expect(overview.recent_activity.length).toBeLessThanOrEqual(5);
    expect(overview.recent_activity.map((a: { title: string }) => a.title)).not.toContain("Booking Confirmed");
    const empty = (await get("/api/me/overview", stranger.cookie)).json();
    expect(empty).toMatchObject({ completed_bookings: 0, average_rating_given: null });
  });

  it("says in plain words what truly happened: requested, confirmed, cancelled, an emergency call", async () => {
    const customer = await t.signedIn("customer");
    const book = async (days: number) => {
      const response = await post(
        "/api/bookings",
        bookingRequest(ids.flat, { customer_email: customer.email, scheduled_date: daysFromToday(days), scheduled_time: "9:00 AM" }),
        customer.cookie,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().booking.id as string;
    };
    const titles = async () =>
      (await get("/api/me/overview", customer.cookie)).json().recent_activity as {
        title: string;
        detail: string;
        service_name: string;
        service_name_es: string | null;
      }[];

    const pending = await book(5);
    // A new booking waits for the business: requested, not confirmed.
    expect((await titles()).map((a) => a.title).sort()).toEqual(["Booking requested", "Deposit paid"]);

    await setJobStatus(pending, "scheduled");
    await t.database.db.update(jobs).set({ updated_at: new Date() }).where(eq(jobs.booking_id, pending));
    expect((await titles()).map((a) => a.title)).toContain("Booking confirmed");

    const cancelled = await book(6);
    expect((await post(`/api/me/bookings/${cancelled}/cancel`, {}, customer.cookie)).statusCode).toBe(200);
    expect((await titles())[0]).toMatchObject({ title: "Booking cancelled" });

    // The payment names a way to reach the customer.
    const { booking_id } = (
      await post("/api/emergency/payments", { idempotency_key: randomUUID(), is_test: true, customer_email: customer.email }, customer.cookie)
    ).json();
    const completed = await t.request({
      method: "PUT",
      url: `/api/emergency/bookings/${booking_id}`,
      cookie: customer.cookie,
      payload: {
        customer_name: "Sam Rivera",
        customer_phone: "407-555-0123",
        customer_email: customer.email,
        service_address: "400 Lake Ave",
        service_city: "Kissimmee",
        service_state: "fl",
        service_zip: "34741",
        response_time: "Within 4 hours",
        description: "Water everywhere",
      },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const activity = await titles();
    const call = activity.find((a) => a.title === "Emergency call placed");
    expect(call?.detail).toMatch(/— a technician within 4 hours$/);
    // An emergency call has no catalogue service: its name in both languages, for a Spanish page too.
    expect(call).toMatchObject({ service_name: "Emergency Service", service_name_es: "Servicio de emergencia" });
    const listed = (await get("/api/me/bookings", customer.cookie)).json().items.find((b: { id: string }) => b.id === booking_id);
    expect(listed).toMatchObject({ service_name: "Emergency Service", service_name_es: "Servicio de emergencia" });
    const fee = (await get("/api/me/payments", customer.cookie)).json().items.find((p: { booking_id: string }) => p.booking_id === booking_id);
    expect(fee).toMatchObject({ service_name: "Emergency Service", service_name_es: "Servicio de emergencia" });
    expect(activity.map((a) => a.detail).join("\n")).not.toMatch(/ at Within/);
    expect(activity.map((a) => a.title)).not.toContain("Booking Confirmed");
  });

  it("lists my paid emergency bookings still missing details, newest payment first", async () => {
    const first = (await post("/api/emergency/payments", { idempotency_key: randomUUID(), is_test: true, customer_phone: "(407) 555-0100" })).json().booking_id;
    const second = (await post("/api/emergency/payments", { idempotency_key: randomUUID(), is_test: true, customer_phone: "(407) 555-0100" })).json()
      .booking_id;
    await post("/api/emergency/payments", { idempotency_key: randomUUID(), is_test: true, customer_phone: "(407) 555-0100" }, stranger.cookie);
    const pending = (await get("/api/me/emergency-bookings/pending")).json().bookings.map((b: { id: string }) => b.id);
    expect(pending).toEqual([second, first]);
    const listed = (await get("/api/me/bookings?limit=100")).json().items.map((b: { id: string }) => b.id);
    expect(listed).not.toContain(first);
  });
});

describe("profile and preferences", () => {
  it("saves the profile and refuses bad fields naming them", async () => {
    const profile = {
      first_name: "Maria",
      last_name: "Lopez",
      phone: "(407) 555-0101",
      address: "12 Palm Way",
      city: "Orlando",
      state: "fl",
      zip_code: "32801",
    };
    expect((await t.request({ method: "PUT", url: "/api/me/profile", payload: profile, cookie: me.cookie })).statusCode).toBe(204);
    expect((await get("/api/me/profile")).json()).toEqual({ ...profile, state: "FL", email: me.email, preferred_locale: "en" });
    const bad = await t.request({ method: "PUT", url: "/api/me/profile", payload: { ...profile, state: "Florida", zip_code: "123" }, cookie: me.cookie });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(["state", "zip_code"]);
    expect((await get("/api/me/profile")).json().state).toBe("FL");
  });

  it("keeps the language the customer signed up in, and lets them change it (decision 0164)", async () => {
    // Signed up while reading the site in Spanish: the browser's remembered language says so.
    const email = `hola-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { email, password: PASSWORD, name: "Rosa" },
      cookie: "homefix_locale=es",
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [created] = await t.database.db.select({ locale: profiles.preferred_locale }).from(profiles).where(eq(profiles.email, email));
    expect(created?.locale).toBe("es");

    // Without the cookie an account is English; a save that does not name the language keeps it.
    expect((await get("/api/me/profile")).json().preferred_locale).toBe("en");
    const saved = (await get("/api/me/profile")).json();
    const { email: _email, ...fields } = saved;
    expect((await t.request({ method: "PUT", url: "/api/me/profile", payload: { ...fields, preferred_locale: "es" }, cookie: me.cookie })).statusCode).toBe(
      204,
    );
    expect((await get("/api/me/profile")).json().preferred_locale).toBe("es");
    const { preferred_locale: _locale, ...withoutLocale } = fields;
    expect((await t.request({ method: "PUT", url: "/api/me/profile", payload: withoutLocale, cookie: me.cookie })).statusCode).toBe(204);
    expect((await get("/api/me/profile")).json().preferred_locale).toBe("es");

    const bad = await t.request({ method: "PUT", url: "/api/me/profile", payload: { ...fields, preferred_locale: "fr" }, cookie: me.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(["preferred_locale"]);
    expect((await get("/api/me/profile")).json().preferred_locale).toBe("es");
    await t.request({ method: "PUT", url: "/api/me/profile", payload: { ...fields, preferred_locale: "en" }, cookie: me.cookie });
  });

  it("saves preferences, and booking mail honours them", async () => {
    const preferences = {
      email_notifications: { bookings: false, jobs: true, marketing: false },
      preferred_contact: "text",
      preferred_areas: ["Orlando", "Tampa"],
    };
    expect((await t.request({ method: "PUT", url: "/api/me/preferences", payload: preferences, cookie: me.cookie })).statusCode).toBe(204);
    expect((await get("/api/me/preferences")).json()).toEqual(preferences);
    await myBooking({ scheduled_time: "11:00 AM", scheduled_date: daysFromToday(15) });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email)).orderBy(mailOutbox.created_at);
    const statuses = (
      await t.database.db
        .select({ status: mailOutbox.status, kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, me.email))
        .orderBy(mailOutbox.created_at, mailOutbox.id)
    ).map((r) => `${r.kind}:${r.status}`);
    expect(mail).toBeDefined();
    // The booking's mail honours the preference; its deposit's receipt is a record of money, sent whatever it says (decision 0142).
    expect(statuses.filter((status) => status.startsWith("booking-received:")).at(-1)).toBe("booking-received:suppressed");
    expect(statuses).toContain("payment-receipt:queued");
    const unknownArea = await t.request({
      method: "PUT",
      url: "/api/me/preferences",
      payload: { ...preferences, preferred_areas: ["Miami"] },
      cookie: me.cookie,
    });
    expect(unknownArea.statusCode).toBe(400);
  });

  it("changes the password only with the current one, refuses weak ones, and signs out other sessions", async () => {
    const account = await t.signedIn("customer");
    const other = await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: account.email, password: PASSWORD } });
    const otherCookie = cookieFrom(other);
    const change = (currentPassword: string, newPassword: string) =>
      t.request({
        method: "POST",
        url: "/api/auth/change-password",
        cookie: account.cookie,
        payload: { currentPassword, newPassword, revokeOtherSessions: true },
      });
    expect((await change("wrong-password", "Banyan tree 77")).statusCode).toBe(400);
    expect((await change(PASSWORD, "password1")).statusCode).toBe(400);
    const changed = await change(PASSWORD, "Banyan tree 77");
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get("/api/me", otherCookie)).json()).toEqual({ user: null, role: null, first_visit: false });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, account.userId));
    expect(profile).toBeDefined();
  });
});
