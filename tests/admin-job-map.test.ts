import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { customers, jobs, profiles, technicians } from "../src/server/db/schema.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import { JOB_MAP_LIMIT, type TJobMap } from "../src/shared/schemas/job-map.ts";
import type { TJobStatus } from "../src/shared/rules/job-status.ts";
import { loadZipGazetteer } from "../src/server/modules/jobs/zip-gazetteer.ts";
import { daysFromToday } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Map View, staff-side.md §2 and §9: GET /api/admin/jobs/map.
let t: TTestApp;
let admin: string;
let mariaId: string;
let jordan: { id: string; name: string };
let sam: { id: string; name: string };
const today = businessToday();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  const db = t.database.db;
  const [maria] = await db
    .insert(customers)
    .values({ email: "maria.map@example.com", first_name: "Maria", last_name: "Lopez" })
    .returning({ id: customers.id });
  mariaId = maria.id;
  const technicianNamed = async (first: string, last: string) => {
    const { userId } = await t.signedIn("technician");
    await db.update(profiles).set({ first_name: first, last_name: last }).where(eq(profiles.id, userId));
    const [row] = await db.select({ id: technicians.id }).from(technicians).where(eq(technicians.profile_id, userId));
    return { id: row.id, name: `${first} ${last}` };
  };
  jordan = await technicianNamed("Jordan", "Reyes");
  sam = await technicianNamed("Sam", "Patel");
});
afterAll(() => t.close());

type TJobValues = Partial<typeof jobs.$inferInsert> & { title: string };
async function aJob(values: TJobValues) {
  const [job] = await t.database.db
    .insert(jobs)
    .values({ service_address: "1 Main St", service_city: "Orlando", service_state: "FL", service_zip: "32801", customer_id: mariaId, ...values })
    .returning({ id: jobs.id });
  return job.id;
}
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

async function getMap(query: string, cookie = admin) {
  const response = await t.request({ method: "GET", url: `/api/admin/jobs/map${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TJobMap;
}
const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));

describe("who may read the map", () => {
  it("answers anonymous callers 401 and customers and technicians 403", async () => {
    expect((await t.request({ method: "GET", url: "/api/admin/jobs/map" })).statusCode).toBe(401);
    for (const role of ["customer", "technician"] as const) {
      const response = await t.request({ method: "GET", url: "/api/admin/jobs/map", cookie: (await t.signedIn(role)).cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: "FORBIDDEN", message: "You do not have access to this" });
    }
  });

  it("refuses bad filters with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?status=lost", "status"],
      ["?priority=urgent", "priority"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?q=%00", "q"],
    ] as const) {
      const response = await t.request({ method: "GET", url: `/api/admin/jobs/map${query}`, cookie: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});

describe("placing the jobs", () => {
  let atZip: string;
  let cityOnly: string;
  let nowhere: string;
  let abroad: string;
  beforeAll(async () => {
    atZip = await aJob({
      title: "Place zip faucet",
      service_zip: "32801",
      priority: 2,
      technician_id: jordan.id,
      scheduled_date: "2026-01-15",
      scheduled_time: "9:00 AM",
    });
    cityOnly = await aJob({ title: "Place city fence", service_city: "Winter Park", service_zip: "00000" });
    nowhere = await aJob({ title: "Place nowhere shed", service_city: "Atlantis", service_zip: "00001" });
    abroad = await aJob({ title: "Place abroad lanai", service_city: "Honolulu", service_state: "HI", service_zip: "96813" });
  });

  it("places a job at its ZIP code's centroid, offset a little by its id, with what the hover card and routes need", async () => {
    const map = await getMap("?q=Place zip");
    expect(map.jobs).toHaveLength(1);
    const [job] = map.jobs;
    expect(job).toMatchObject({
      id: atZip,
      title: "Place zip faucet",
      status: "pending",
      priority: 2,
      city: "Orlando",
      state: "FL",
      zip: "32801",
      customer_name: "Maria Lopez",
      technician: jordan,
      scheduled_date: "2026-01-15",
      scheduled_time: "9:00 AM",
      placed_by: "zip",
    });
    const centroid = { lat: 28.5399, lng: -81.3727 };
    expect(distance(job.position, centroid)).toBeGreaterThan(0);
    expect(distance(job.position, centroid)).toBeLessThanOrEqual(0.012);
  });

  it("puts the same job at the same point on every call", async () => {
    const first = await getMap("?q=Place");
    const again = await getMap("?q=Place");
    expect(again.jobs).toEqual(first.jobs);
    expect(first.jobs.map((job) => job.id).sort()).toEqual([atZip, cityOnly].sort());
  });

  it("places a job with an unknown ZIP at its city", async () => {
    const [job] = (await getMap("?q=Place city")).jobs;
    expect(job).toMatchObject({ id: cityOnly, placed_by: "city" });
    const winterPark = (await loadZipGazetteer()).city("Winter Park", "FL")!;
    expect(distance(job.position, winterPark)).toBeLessThanOrEqual(0.012);
    expect(distance(winterPark, { lat: 28.6, lng: -81.34 })).toBeLessThan(0.1);
  });

  it("lists a job with no known place, or one outside the continental US, under no_location", async () => {
    const map = await getMap("?q=Place");
    expect(map.no_location.map(({ id, reason }) => ({ id, reason })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: nowhere, reason: "unknown_place" },
        { id: abroad, reason: "outside_map" },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(map.no_location.find((job) => job.id === nowhere)).toMatchObject({ title: "Place nowhere shed", city: "Atlantis", customer_name: "Maria Lopez" });
    expect(map).toMatchObject({ total: 4, truncated: false, limit: JOB_MAP_LIMIT });
  });

  it("names the service areas and Central Florida's towns", async () => {
    const { places } = await getMap("?q=Place");
    const byName = new Map(places.map((place) => [place.name, place]));
    for (const area of ["Orlando", "Tampa", "Kissimmee", "Winter Garden", "Clermont", "Lakeland"]) expect(byName.get(area)?.service_area, area).toBe(true);
    expect(byName.get("Daytona Beach")).toMatchObject({ service_area: false });
    expect(distance(byName.get("Orlando")!.position, { lat: 28.54, lng: -81.38 })).toBeLessThan(0.15);
  });
});

describe("filters", () => {
  beforeAll(async () => {
    const statuses: TJobStatus[] = ["pending", "scheduled", "completed", "on_hold"];
    for (const [index, status] of statuses.entries()) {
      await aJob({
        title: `Filter ${status} gutter`,
        status,
        priority: ((index % 3) + 1) as 1 | 2 | 3,
        service_city: "Kissimmee",
        service_zip: "34741",
        created_at: secondsAgo(100 - index),
      });
    }
  });

  it("applies the list's status, priority and search filters, newest first", async () => {
    expect((await getMap("?q=Filter")).jobs.map((job) => job.title)).toEqual([
      "Filter on_hold gutter",
      "Filter completed gutter",
      "Filter scheduled gutter",
      "Filter pending gutter",
    ]);
    expect((await getMap("?q=Filter&status=completed")).jobs.map((job) => job.title)).toEqual(["Filter completed gutter"]);
    expect((await getMap("?q=Filter&priority=low")).jobs.map((job) => job.title)).toEqual(["Filter on_hold gutter", "Filter pending gutter"]);
    expect((await getMap("?q=Filter&status=all&priority=all")).total).toBe(4);
    // The search covers the customer's name and the city, as the list's does.
    expect((await getMap("?q=Filter&status=scheduled")).jobs[0].customer_name).toBe("Maria Lopez");
    expect((await getMap("?q=kissimmee&status=on_hold")).jobs.map((job) => job.title)).toEqual(["Filter on_hold gutter"]);
  });
});

describe("the cap and today's routes", () => {
  let stops: string[];
  beforeAll(async () => {
    // More jobs than the map draws, all newer than today's route stops.
    await t.database.db.execute(sql`
      insert into ${jobs} (title, service_address, service_city, service_state, service_zip, customer_id, created_at)
      select 'Capped gutter ' || n, '1 Main St', 'Lakeland', 'FL', '33801', ${mariaId}, now() - make_interval(secs => n)
      from generate_series(1, ${JOB_MAP_LIMIT + 5}) as n`);
    const longAgo = new Date("2024-01-01T12:00:00Z");
    stops = [
      await aJob({
        title: "Capped route afternoon",
        technician_id: jordan.id,
        scheduled_date: today,
        scheduled_time: "1:00 PM",
        status: "scheduled",
        created_at: longAgo,
      }),
      await aJob({
        title: "Capped route morning",
        technician_id: jordan.id,
        scheduled_date: today,
        scheduled_time: "8:00 AM",
        status: "in_progress",
        created_at: longAgo,
      }),
      await aJob({
        title: "Capped route late",
        technician_id: jordan.id,
        scheduled_date: today,
        scheduled_time: "4:00 PM",
        status: "pending",
        created_at: longAgo,
      }),
    ];
    await aJob({
      title: "Capped route cancelled",
      technician_id: jordan.id,
      scheduled_date: today,
      scheduled_time: "2:00 PM",
      status: "cancelled",
      created_at: longAgo,
    });
    await aJob({ title: "Capped route tomorrow", technician_id: sam.id, scheduled_date: daysFromToday(1), scheduled_time: "8:00 AM", created_at: longAgo });
    await aJob({ title: "Capped route unassigned", scheduled_date: today, scheduled_time: "8:00 AM", created_at: longAgo });
  });

  it("draws the newest 2,000 and says how many the filters select in all", async () => {
    const map = await getMap("?q=Capped gutter");
    expect(map.jobs).toHaveLength(JOB_MAP_LIMIT);
    expect(map).toMatchObject({ total: JOB_MAP_LIMIT + 5, truncated: true, limit: JOB_MAP_LIMIT, no_location: [] });
    expect(map.jobs[0].title).toBe("Capped gutter 1");
    expect(map.jobs.at(-1)!.title).toBe(`Capped gutter ${JOB_MAP_LIMIT}`);
  });

  it("joins each technician's jobs of today in scheduled order, and keeps them on the map however old", async () => {
    const map = await getMap("?q=Capped");
    expect(map.routes_date).toBe(today);
    expect(map.routes).toEqual([{ technician_id: jordan.id, technician_name: "Jordan Reyes", job_ids: [stops[1], stops[0], stops[2]] }]);
    const onMap = new Set(map.jobs.map((job) => job.id));
    for (const stop of stops) expect(onMap.has(stop)).toBe(true);
    expect(map.total).toBe(JOB_MAP_LIMIT + 5 + 6);
    expect(map.truncated).toBe(true);
  });

  it("routes only the jobs the filters select", async () => {
    const map = await getMap("?q=Capped route&status=scheduled");
    expect(map.routes).toEqual([{ technician_id: jordan.id, technician_name: "Jordan Reyes", job_ids: [stops[0]] }]);
    expect(map).toMatchObject({ total: 1, truncated: false });
  });
});
