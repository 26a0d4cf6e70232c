import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { profiles, serviceReviews, technicians, user } from "../src/server/db/schema.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import { ZJobCount, ZJobPage } from "../src/shared/schemas/jobs.ts";
import { ZTechnicianPage } from "../src/shared/schemas/technicians.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { insertJob, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { insertBooking } from "./setup/billing-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Technicians (`/admin/technicians`, decision 0057): assigned, active and completed
// jobs (counters kept by triggers), today's schedule in slot order, the rating of their completed
// jobs' reviews; searched and numbered pages on the server; the jobs list filtered by technician.
let t: TTestApp;
let admin: string;
let outsiders: { customer: string; technician: string };
let tina: { id: string };
let rita: { id: string };
let customerId: string;
const today = businessToday();
const jobIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  outsiders = { customer: (await t.signedIn("customer")).cookie, technician: (await t.signedIn("technician")).cookie };
  const catalogue = await seedBookableServices(t.database.db);
  tina = await makeTechnician(t, { first_name: "Tina", last_name: "Torres" });
  rita = await makeTechnician(t, { first_name: "Rita", last_name: "Retired" }, false);
  customerId = await makeCustomer(t, { first_name: "Carl", last_name: "Client" });
  const job = (status: string, extra: Record<string, unknown> = {}) =>
    insertJob(t, { customer_id: customerId, technician_id: tina.id, status: status as "pending", ...extra });

  jobIds.pending1 = await job("pending", { scheduled_date: "2026-12-01" });
  jobIds.pending2 = await job("pending");
  jobIds.afternoon = await job("scheduled", { title: "Afternoon visit", scheduled_date: today, scheduled_time: "1:00 PM" });
  jobIds.morning = await job("in_progress", { title: "Morning visit", scheduled_date: today, scheduled_time: "9:00 AM" });
  jobIds.cancelledToday = await job("cancelled", { scheduled_date: today, scheduled_time: "11:00 AM" });
  // Two completed jobs of bookings with reviews (4 and 5), one completed without a review.
  for (const [name, rating] of [
    ["reviewed4", 4],
    ["reviewed5", 5],
  ] as const) {
    const bookingId = await insertBooking(t, { customerEmail: `${name}@example.com` });
    jobIds[name] = await job("completed", { booking_id: bookingId, completed_at: new Date("2026-03-01T15:00:00Z") });
    await t.database.db.insert(serviceReviews).values({ service_id: catalogue.flat, booking_id: bookingId, customer_name: name, rating });
  }
  jobIds.unreviewed = await job("completed");
  // A review of a booking whose job is not completed does not count.
  const openBooking = await insertBooking(t, { customerEmail: "open@example.com" });
  await job("scheduled", { booking_id: openBooking });
  await t.database.db.insert(serviceReviews).values({ service_id: catalogue.hourly, booking_id: openBooking, customer_name: "Open", rating: 1 });
  // Someone else's job today, and an unassigned one.
  await insertJob(t, { customer_id: customerId, technician_id: rita.id, status: "completed" });
  await insertJob(t, { customer_id: customerId, status: "pending", scheduled_date: today });
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.request({ method: "GET", url, cookie });
async function techniciansPage(query = "") {
  const response = await get(`/api/admin/technicians${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZTechnicianPage.parse(response.json());
}
const row = async (q: string) => (await techniciansPage(`?q=${q}`)).items[0];

/** The counters the triggers keep, against a count made here from the jobs themselves. */
async function countersMatchJobs() {
  const kept = await t.database.db.execute<{ technician_id: string; status: string; jobs: number }>(
    sql`select technician_id, status, jobs from technician_job_counts where jobs <> 0 order by 1, 2`,
  );
  const counted = await t.database.db.execute<{ technician_id: string; status: string; jobs: number }>(
    sql`select technician_id, status, count(*)::int as jobs from jobs where technician_id is not null group by 1, 2 order by 1, 2`,
  );
  expect(kept.rows).toEqual(counted.rows);
}

describe("GET /api/admin/technicians", () => {
  it("gives each technician's assigned, active and completed jobs, today's schedule in slot order and rating", async () => {
    const page = await techniciansPage("?q=torres");
    expect(page.today).toBe(today);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: tina.id,
      name: "Tina Torres",
      is_active: true,
      // pending ×2 and scheduled ×2 (the afternoon visit, the open booking's job).
      jobs: { assigned: 4, active: 1, completed: 3 },
      rating: { average: 4.5, count: 2 },
    });
    expect(page.items[0].today.map((job) => [job.id, job.scheduled_time, job.status])).toEqual([
      [jobIds.morning, "9:00 AM", "in_progress"],
      [jobIds.afternoon, "1:00 PM", "scheduled"],
    ]);
    expect(page.items[0].today[0]).toMatchObject({ title: "Morning visit", customer_name: "Carl Client", service_city: "Tampa" });
  });

  it("lists active technicians first, a former one marked, with no rating when none", async () => {
    const page = await techniciansPage();
    const names = page.items.map((item) => item.name);
    expect(names.indexOf("Tina Torres")).toBeLessThan(names.indexOf("Rita Retired"));
    expect(names.at(-1)).toBe("Rita Retired");
    expect(await row("retired")).toMatchObject({
      is_active: false,
      jobs: { assigned: 0, active: 0, completed: 1 },
      rating: { average: null, count: 0 },
      today: [],
    });
  });

  it("keeps the counts right through status changes, reassignment, bulk changes and deletes", async () => {
    const status = await t.request({
      method: "POST",
      url: `/api/admin/jobs/${jobIds.afternoon}/status`,
      cookie: admin,
      payload: { to: "in_progress", expected: "scheduled" },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect((await row("torres")).jobs).toEqual({ assigned: 3, active: 2, completed: 3 });

    await t.database.db.execute(sql`update jobs set technician_id = ${rita.id} where id = ${jobIds.pending2}`);
    await t.database.db.execute(sql`update jobs set title = 'Renamed' where technician_id = ${tina.id}`);
    expect((await row("torres")).jobs).toEqual({ assigned: 2, active: 2, completed: 3 });
    expect((await row("retired")).jobs).toEqual({ assigned: 1, active: 0, completed: 1 });

    const bulk = await t.request({
      method: "POST",
      url: "/api/admin/jobs/bulk/status",
      cookie: admin,
      payload: { ids: [jobIds.pending1, jobIds.morning], status: "completed" },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await row("torres")).jobs).toEqual({ assigned: 1, active: 1, completed: 5 });

    await t.database.db.execute(sql`delete from jobs where id = ${jobIds.unreviewed}`);
    expect((await row("torres")).jobs.completed).toBe(4);
    // A rolled-back change takes its counts with it.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update jobs set status = 'cancelled' where technician_id = ${tina.id}`);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect((await row("torres")).jobs.completed).toBe(4);
    await countersMatchJobs();
  });

  it("searches by name or e-mail and pages on the server, 20 a page", async () => {
    expect((await techniciansPage("?q=TINA")).items.map((item) => item.id)).toEqual([tina.id]);
    expect((await techniciansPage("?q=nobody-here")).items).toEqual([]);
    // Written straight to the database: twenty sign-ups would meet the sign-in rate limit.
    for (let index = 0; index < 20; index++) {
      const id = `crew-${index}`;
      await t.database.db.insert(user).values({ id, name: `Pat Crew ${index}`, email: `${id}@example.com`, emailVerified: true });
      await t.database.db.insert(profiles).values({ id, email: `${id}@example.com`, first_name: "Pat", last_name: `Crew ${index}`, role: "technician" });
      await t.database.db.insert(technicians).values({ profile_id: id });
    }
    // 20 made here, Tina, Rita and the technician the access checks signed in.
    const first = await techniciansPage();
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 23, page_count: 2 });
    const second = await techniciansPage("?page=2");
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(23);
    expect((await techniciansPage("?q=crew&page=1")).total).toBe(20);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["?page=0", "page"],
      ["?page=x", "page"],
      [`?q=${"y".repeat(101)}`, "q"],
      ["?q=%01", "q"],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/admin/technicians${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields?.[0]?.field ?? response.json().message, query).toContain(field);
    }
  });

  it("is for admins only: 401 signed out, 403 for customers and technicians", async () => {
    expect((await t.request({ method: "GET", url: "/api/admin/technicians" })).statusCode).toBe(401);
    expect((await get("/api/admin/technicians", outsiders.customer)).statusCode).toBe(403);
    expect((await get("/api/admin/technicians", outsiders.technician)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/jobs?technician=", () => {
  it("lists and counts one technician's jobs", async () => {
    const response = await get(`/api/admin/jobs?technician=${rita.id}&limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZJobPage.parse(response.json());
    expect(page.items.map((job) => job.technician?.id)).toEqual([rita.id, rita.id]);
    const count = ZJobCount.parse((await get(`/api/admin/jobs/count?technician=${rita.id}`)).json());
    expect(count).toMatchObject({ filtered: 2 });
    expect(count.total).toBeGreaterThan(2);
    const bad = await get("/api/admin/jobs?technician=someone");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("technician");
  });
});
