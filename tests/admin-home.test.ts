import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { bookings, chatMessages, customers, jobs, profiles, quoteRequests, technicians } from "../src/server/db/schema.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import { HOME_LIMITS, type TAdminHome } from "../src/shared/schemas/admin-home.ts";
import { daysFromToday } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Admin home: the dispatcher's morning view at GET /api/admin/home.

let t: TTestApp;
let admin: string;
const today = businessToday();

type TJobRow = typeof jobs.$inferInsert;
let customerId: string;
const tech: Record<"ana" | "zed", string> = { ana: "", zed: "" };

async function technician(first: string, last: string) {
  const account = await t.signedIn("technician");
  await t.database.db.update(profiles).set({ first_name: first, last_name: last }).where(eq(profiles.id, account.userId));
  const [record] = await t.database.db.select({ id: technicians.id }).from(technicians).where(eq(technicians.profile_id, account.userId));
  return record.id;
}

async function job(values: Partial<TJobRow> & { title: string }) {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      service_address: "1 Orange Ave",
      service_city: "Orlando",
      service_state: "FL",
      service_zip: "32801",
      customer_id: customerId,
      ...values,
    })
    .returning({ id: jobs.id });
  return row.id;
}

const home = async (cookie = admin) => {
  const response = await t.request({ method: "GET", url: "/api/admin/home", cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAdminHome;
};

const emergencyDetails = {
  customer_name: "Erin Flood",
  customer_phone: "(407) 555-0142",
  customer_email: "erin.flood@example.com",
  service_address: "5 Lake Dr",
  service_city: "Kissimmee",
  service_state: "FL",
  service_zip: "34741",
  response_time: "ASAP (Within 2 hours)",
  description: "Pipe burst under the sink",
};

async function payEmergency(contact: { customer_phone?: string; customer_email?: string }) {
  const response = await t.request({ method: "POST", url: "/api/emergency/payments", payload: { idempotency_key: randomUUID(), is_test: true, ...contact } });
  expect(response.statusCode, response.body).toBe(201);
  resumeTokens.set(response.json().booking_id, response.json().resume_token);
  return response.json().booking_id as string;
}
/** The visitor's resume token of each emergency paid here: completing it needs the token. */
const resumeTokens = new Map<string, string>();

async function completeEmergency(bookingId: string, overrides: Record<string, unknown> = {}) {
  const payload = { ...emergencyDetails, resume_token: resumeTokens.get(bookingId), ...overrides };
  const response = await t.request({ method: "PUT", url: `/api/emergency/bookings/${bookingId}`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().job_id as string;
}

/** Moves a payment into the past, so its promise is that much older. */
const paidMinutesAgo = (bookingId: string, minutes: number) =>
  t.database.db
    .update(bookings)
    .set({ emergency_payment_date: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(bookings.id, bookingId));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  const [customer] = await t.database.db
    .insert(customers)
    .values({ email: "home.owner@example.com", first_name: "Hana", last_name: "Owner" })
    .returning({ id: customers.id });
  customerId = customer.id;
  tech.zed = await technician("Zed", "Young");
  tech.ana = await technician("Ana", "Baker");
});
afterAll(() => t.close());

describe("GET /api/admin/home", () => {
  it("refuses visitors (401), customers and technicians (403)", async () => {
    expect((await t.request({ method: "GET", url: "/api/admin/home" })).statusCode).toBe(401);
    for (const role of ["customer", "technician"] as const) {
      const response = await t.request({ method: "GET", url: "/api/admin/home", cookie: (await t.signedIn(role)).cookie });
      expect(response.statusCode).toBe(403);
    }
  });

  it("answers an empty business with empty lists, today's date in Florida and the server's clock", async () => {
    const before = Date.now();
    const body = await home();
    expect(body).toMatchObject({
      today,
      today_jobs: { total: 0, by_technician: [] },
      unassigned: { total: 0, items: [] },
      emergencies: { total: 0, items: [] },
      quotes: { total: 0, items: [] },
      chats: { total: 0, items: [] },
    });
    expect(new Date(body.generated_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  describe("today's jobs and the unassigned ones", () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      // Zed's day, written out of order: the slots must be sorted as times, not as text.
      ids.zedAfternoon = await job({ title: "Zed 1 PM", technician_id: tech.zed, scheduled_date: today, scheduled_time: "1:00 PM", status: "scheduled" });
      ids.zedMorning = await job({ title: "Zed 9 AM", technician_id: tech.zed, scheduled_date: today, scheduled_time: "9:00 AM", status: "completed" });
      ids.zedNoon = await job({ title: "Zed 12 PM", technician_id: tech.zed, scheduled_date: today, scheduled_time: "12:00 PM", status: "in_progress" });
      ids.anaTen = await job({
        title: "Ana 10 AM",
        technician_id: tech.ana,
        scheduled_date: today,
        scheduled_time: "10:00 AM",
        status: "scheduled",
        priority: 3,
      });
      ids.anaEight = await job({ title: "Ana 8 AM", technician_id: tech.ana, scheduled_date: today, scheduled_time: "8:00 AM", status: "pending" });
      // Cancelled today and another day's jobs are not today's board.
      await job({ title: "Ana cancelled", technician_id: tech.ana, scheduled_date: today, scheduled_time: "11:00 AM", status: "cancelled" });
      await job({ title: "Ana tomorrow", technician_id: tech.ana, scheduled_date: daysFromToday(1), scheduled_time: "8:00 AM", status: "scheduled" });
      // Nobody's yet: today (an emergency-style time first), later, undated, past, and finished ones.
      ids.todayLate = await job({ title: "Unassigned today 3 PM", scheduled_date: today, scheduled_time: "3:00 PM" });
      ids.todayAsap = await job({ title: "Unassigned today ASAP", scheduled_date: today, scheduled_time: "ASAP (Within 2 hours)", priority: 3 });
      ids.nextWeek = await job({ title: "Unassigned next week", scheduled_date: daysFromToday(7), scheduled_time: "10:00 AM", status: "on_hold" });
      ids.undated = await job({ title: "Unassigned undated" });
      await job({ title: "Unassigned last week", scheduled_date: daysFromToday(-7), scheduled_time: "10:00 AM" });
      await job({ title: "Unassigned done", scheduled_date: daysFromToday(2), status: "completed" });
      await job({ title: "Unassigned cancelled", scheduled_date: daysFromToday(2), status: "cancelled" });
    });

    it("groups today's jobs by technician, by name, each in slot order, and nobody's last", async () => {
      const { today_jobs } = await home();
      expect(today_jobs.total).toBe(7);
      expect(today_jobs.by_technician.map((day) => [day.technician && `${day.technician.first_name} ${day.technician.last_name}`, day.total])).toEqual([
        ["Ana Baker", 2],
        ["Zed Young", 3],
        [null, 2],
      ]);
      const titles = today_jobs.by_technician.map((day) => day.jobs.map((row) => row.title));
      expect(titles).toEqual([
        ["Ana 8 AM", "Ana 10 AM"],
        ["Zed 9 AM", "Zed 12 PM", "Zed 1 PM"],
        ["Unassigned today ASAP", "Unassigned today 3 PM"],
      ]);
      expect(today_jobs.by_technician[0].jobs[1]).toEqual({
        id: ids.anaTen,
        title: "Ana 10 AM",
        status: "scheduled",
        priority: 3,
        scheduled_date: today,
        scheduled_time: "10:00 AM",
        service_city: "Orlando",
        service_state: "FL",
        customer_name: "Hana Owner",
      });
      expect(today_jobs.by_technician[0].technician).toEqual({ id: tech.ana, first_name: "Ana", last_name: "Baker", is_active: true });
    });

    it("lists open jobs without a technician from today on, soonest first, undated last", async () => {
      const { unassigned } = await home();
      expect(unassigned.total).toBe(4);
      expect(unassigned.items.map((row) => row.id)).toEqual([ids.todayAsap, ids.todayLate, ids.nextWeek, ids.undated]);
    });

    it("shows at most a dozen of a technician's jobs and counts the whole day", async () => {
      const extra = HOME_LIMITS.jobsPerTechnician + 2;
      const created: string[] = [];
      for (let i = 0; i < extra; i++)
        created.push(await job({ title: `Ana extra ${i}`, technician_id: tech.ana, scheduled_date: today, scheduled_time: "5:00 PM" }));
      const { today_jobs } = await home();
      const ana = today_jobs.by_technician[0];
      expect(ana.total).toBe(2 + extra);
      expect(ana.jobs).toHaveLength(HOME_LIMITS.jobsPerTechnician);
      expect(ana.jobs.slice(0, 2).map((row) => row.title)).toEqual(["Ana 8 AM", "Ana 10 AM"]);
      expect(today_jobs.total).toBe(7 + extra);
      await t.database.db.delete(jobs).where(inArray(jobs.id, created));
    });
  });

  describe("paid emergencies not yet scheduled", () => {
    it("lists them oldest payment first, with the 2-hour promise, overdue ones leading", async () => {
      const fresh = await payEmergency({ customer_phone: "(407) 555-0101" });
      const overdue = await payEmergency({ customer_email: "late@example.com" });
      await paidMinutesAgo(overdue, 150);
      const dispatch = await payEmergency({ customer_phone: "(407) 555-0102" });
      const dispatchJob = await completeEmergency(dispatch);
      await paidMinutesAgo(dispatch, 30);

      const { emergencies, generated_at } = await home();
      expect(emergencies.total).toBe(3);
      expect(emergencies.items.map((row) => row.booking_id)).toEqual([overdue, dispatch, fresh]);
      const [late, waiting, newest] = emergencies.items;
      const now = new Date(generated_at).getTime();
      for (const row of emergencies.items) expect(new Date(row.due_at).getTime() - new Date(row.paid_at).getTime()).toBe(2 * 60 * 60 * 1000);
      expect(new Date(late.due_at).getTime()).toBeLessThan(now);
      expect(Math.round((now - new Date(late.due_at).getTime()) / 60_000)).toBe(30);
      expect(Math.round((new Date(waiting.due_at).getTime() - now) / 60_000)).toBe(90);
      expect(late).toMatchObject({ stage: "awaiting_details", job_id: null, customer_email: "late@example.com", customer_phone: "", response_time: null });
      expect(waiting).toMatchObject({
        stage: "awaiting_dispatch",
        job_id: dispatchJob,
        customer_name: "Erin Flood",
        customer_phone: "(407) 555-0142",
        service_city: "Kissimmee",
        response_time: "ASAP (Within 2 hours)",
        is_test: true,
      });
      expect(newest).toMatchObject({ stage: "awaiting_details", customer_phone: "(407) 555-0101" });
    });

    it("keeps an emergency until its technician has started (the 2-hour promise), then drops it", async () => {
      const booking = await payEmergency({ customer_phone: "(407) 555-0103" });
      const jobId = await completeEmergency(booking);
      const listed = async () => (await home()).emergencies.items.some((row) => row.booking_id === booking);
      expect(await listed()).toBe(true);
      // Scheduled but nobody assigned: still waiting for dispatch.
      await t.database.db.update(jobs).set({ status: "scheduled" }).where(eq(jobs.id, jobId));
      expect(await listed()).toBe(true);
      // Assigned but still pending: nobody has confirmed it yet.
      await t.database.db.update(jobs).set({ status: "pending", technician_id: tech.ana }).where(eq(jobs.id, jobId));
      expect(await listed()).toBe(true);
      // Assigned and scheduled, not started: still counted against the promise, as awaiting its start.
      await t.database.db.update(jobs).set({ status: "scheduled" }).where(eq(jobs.id, jobId));
      expect((await home()).emergencies.items.find((row) => row.booking_id === booking)?.stage).toBe("awaiting_start");
      await t.database.db.update(jobs).set({ status: "in_progress", technician_id: null }).where(eq(jobs.id, jobId));
      expect(await listed()).toBe(false);
    });

    it("leaves out emergencies whose fee was never paid, cancelled ones and those paid without a fee", async () => {
      const before = (await home()).emergencies.total;
      const unpaid = await t.request({
        method: "POST",
        url: "/api/emergency/bookings",
        payload: { ...emergencyDetails, idempotency_key: randomUUID() },
      });
      expect(unpaid.statusCode, unpaid.body).toBe(201);
      const cancelled = await payEmergency({ customer_phone: "(407) 555-0104" });
      await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled));
      expect((await home()).emergencies.total).toBe(before);
    });
  });

  describe("new quotes and unanswered chats", () => {
    it("counts new quote requests and shows the newest first", async () => {
      for (const name of ["Quinn First", "Quinn Second", "Quinn Third"]) {
        const response = await t.request({
          method: "POST",
          url: "/api/quotes",
          payload: { name, phone: "4075550111", service: "Painting", message: "Two bedrooms" },
        });
        expect(response.statusCode).toBe(201);
      }
      const [answered] = await t.database.db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.name, "Quinn First"));
      await t.database.db.update(quoteRequests).set({ status: "answered" }).where(eq(quoteRequests.id, answered.id));
      const { quotes } = await home();
      expect(quotes.total).toBe(2);
      expect(quotes.items.map((quote) => [quote.name, quote.service])).toEqual([
        ["Quinn Third", "Painting"],
        ["Quinn Second", "Painting"],
      ]);
    });

    it("counts open conversations whose last word from a person is the customer's, newest first", async () => {
      const start = async (name: string) => {
        const started = await t.request({
          method: "POST",
          url: "/api/chat/conversations",
          payload: { customer_name: name, customer_email: `${name.toLowerCase()}@example.com` },
        });
        return { id: started.json().conversation_id as string, token: started.json().token as string };
      };
      const say = (chat: { id: string; token: string }, message: string) =>
        t.request({ method: "POST", url: `/api/chat/conversations/${chat.id}/messages`, headers: { "x-chat-token": chat.token }, payload: { message } });

      // Only greeted: the customer has said nothing yet.
      await start("Silent");
      const older = await start("Olive");
      expect((await say(older, "Do you fix decks?")).statusCode).toBe(201);
      const newer = await start("Nina");
      expect((await say(newer, "Is anyone there? My sink is leaking")).statusCode).toBe(201);
      // Staff answered this one (as the support inbox will): no longer waiting.
      const answered = await start("Abe");
      await say(answered, "Quote for a fence?");
      await t.database.db.insert(chatMessages).values({ conversation_id: answered.id, sender_type: "support", message: "Yes, Tuesday works" });

      const { chats } = await home();
      expect(chats.total).toBe(2);
      expect(chats.items.map((chat) => [chat.customer_name, chat.last_message])).toEqual([
        ["Nina", "Is anyone there? My sink is leaking"],
        ["Olive", "Do you fix decks?"],
      ]);
      expect(chats.items[0]).toMatchObject({ id: newer.id, customer_email: "nina@example.com" });
    });
  });
});
