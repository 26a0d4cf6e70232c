import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { customers } from "../src/server/db/schema.ts";
import { SEARCH_CUSTOMER_IDS_MAX } from "../src/server/modules/jobs/job-filters.ts";
import { JOB_CSV_HEADER } from "../src/server/modules/jobs/jobs-export.ts";
import { jobsExportRepository } from "../src/server/modules/jobs/jobs-export.repository.ts";
import { RECENT_WINDOW_PER_ROW } from "../src/server/modules/jobs/admin-jobs.repository.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import { ZJobPage } from "../src/shared/schemas/jobs.ts";
import { insertJob, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { parseCsv } from "./setup/csv.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The server: the jobs list (keyset, filters in SQL), the CSV export, the form's
// lookups and the admin's view settings.
let t: TTestApp;
let admin: string;
let grace: string;
let zoe: string;
let tech: { id: string };
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) + minutes * 60_000);
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  grace = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper", email: "grace@example.com" });
  zoe = await makeCustomer(t, { first_name: "Zoë", last_name: 'O"Brien, Jr.', email: "zoe@example.com", phone: "+1 407 555 0188" });
  tech = await makeTechnician(t, { first_name: "Tom", last_name: "Tech" });
  ids.faucet = await insertJob(t, { customer_id: grace, title: "Faucet Repair", service_city: "Orlando", status: "pending", priority: 1, created_at: at(1) });
  ids.heater = await insertJob(t, {
    customer_id: grace,
    title: "Water Heater Install",
    service_city: "Kissimmee",
    status: "scheduled",
    priority: 3,
    technician_id: tech.id,
    created_at: at(2),
  });
  ids.formula = await insertJob(t, {
    customer_id: zoe,
    title: '=HYPERLINK("http://evil.example","Click")',
    service_city: "Winter Park",
    status: "completed",
    priority: 2,
    total_amount: 12345,
    estimated_hours: 2.5,
    scheduled_date: "2026-02-03",
    scheduled_time: "9:00 AM",
    started_at: at(3),
    completed_at: at(4),
    created_at: at(3),
  });
  ids.percent = await insertJob(t, {
    customer_id: grace,
    title: "Paint 100% of the fence_posts",
    service_city: "Sanford",
    status: "on_hold",
    priority: 2,
    created_at: at(4),
  });
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: "GET", url, cookie: admin });
const titlesOf = async (query: string) => {
  const response = await get(`/api/admin/jobs?limit=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (ZJobPage.parse(response.json()).items as { title: string }[]).map((job) => job.title);
};

describe("GET /api/admin/jobs", () => {
  it("lists jobs newest first with their customer and technician", async () => {
    const page = ZJobPage.parse((await get("/api/admin/jobs?limit=2")).json());
    expect(page.items.map((job) => job.id)).toEqual([ids.percent, ids.formula]);
    expect(page.next_cursor).toEqual(expect.any(String));
    const heater = (await get("/api/admin/jobs?q=heater")).json().items[0];
    expect(heater).toMatchObject({
      id: ids.heater,
      status: "scheduled",
      priority: 3,
      customer: { id: grace, first_name: "Grace", last_name: "Hopper", email: "grace@example.com", phone: "(407) 555-0100" },
      technician: { id: tech.id, first_name: "Tom", last_name: "Tech", is_active: true },
      created_at: at(2).toISOString(),
    });
    expect((await get("/api/admin/jobs?q=faucet")).json().items[0].technician).toBeNull();
  });

  it("searches title, customer name, city and the start of the job id, in any case", async () => {
    expect(await titlesOf("q=WATER")).toEqual(["Water Heater Install"]);
    expect(await titlesOf("q=hopper")).toEqual(["Paint 100% of the fence_posts", "Water Heater Install", "Faucet Repair"]);
    expect(await titlesOf("q=grace%20hop")).toHaveLength(3);
    expect(await titlesOf(`q=${encodeURIComponent('o"brien')}`)).toEqual(['=HYPERLINK("http://evil.example","Click")']);
    expect(await titlesOf("q=winter")).toEqual(['=HYPERLINK("http://evil.example","Click")']);
    expect(await titlesOf(`q=${ids.faucet.slice(0, 8)}`)).toContain("Faucet Repair");
    expect(await titlesOf(`q=${ids.faucet.toUpperCase()}`)).toEqual(["Faucet Repair"]);
    expect(await titlesOf("q=nothing-like-this")).toEqual([]);
  });

  it("searches short words (no trigram index) and wildcards literally", async () => {
    expect(await titlesOf("q=zo")).toEqual(['=HYPERLINK("http://evil.example","Click")']);
    expect(await titlesOf("q=%C3%AB")).toEqual(['=HYPERLINK("http://evil.example","Click")']);
    expect(await titlesOf("q=100%25")).toEqual(["Paint 100% of the fence_posts"]);
    expect(await titlesOf("q=e_p")).toEqual(["Paint 100% of the fence_posts"]);
    expect(await titlesOf("q=%25")).toEqual(["Paint 100% of the fence_posts"]);
  });

  it("finds the jobs of a name shared by more customers than the search looks up one by one", async () => {
    await t.database.db.execute(sql`
      insert into customers (email, first_name, last_name)
      select 'manny' || g || '@example.com', 'Manny', 'Multitude' || g from generate_series(1, ${SEARCH_CUSTOMER_IDS_MAX + 1}) g`);
    const [{ id: many }] = (await t.database.db.execute(sql`select id from customers where email = 'manny7@example.com'`)).rows as { id: string }[];
    await insertJob(t, { customer_id: many, title: "Gutter Cleaning", created_at: at(0) });
    expect(await titlesOf("q=multitude")).toEqual(["Gutter Cleaning"]);
    expect(await titlesOf("q=multitude7")).toEqual(["Gutter Cleaning"]);
  });

  it("filters by status and priority, with the search", async () => {
    expect(await titlesOf("status=scheduled")).toEqual(["Water Heater Install"]);
    expect(await titlesOf("priority=medium")).toEqual(["Paint 100% of the fence_posts", '=HYPERLINK("http://evil.example","Click")']);
    expect(await titlesOf("priority=medium&status=on_hold")).toEqual(["Paint 100% of the fence_posts"]);
    expect(await titlesOf("q=hopper&priority=high")).toEqual(["Water Heater Install"]);
    expect(await titlesOf("status=all&priority=all&q=")).toHaveLength((await titlesOf("")).length);
  });

  it("neither repeats nor skips a job when jobs arrive between pages, ties included", async () => {
    const customer = await makeCustomer(t, { first_name: "Kay", last_name: "Keyset" });
    const tie = at(-100);
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) mine.push(await insertJob(t, { customer_id: customer, title: `Keyset ${i}`, created_at: i < 3 ? tie : at(-110 - i) }));
    const pageOf = async (cursor?: string) => ZJobPage.parse((await get(`/api/admin/jobs?q=keyset&limit=3${cursor ? `&cursor=${cursor}` : ""}`)).json());
    const first = await pageOf();
    // A newer job and one older than every page so far arrive before the next page is read.
    await insertJob(t, { customer_id: customer, title: "Keyset newer", created_at: new Date() });
    const older = await insertJob(t, { customer_id: customer, title: "Keyset older", created_at: at(-500) });
    const seen = [...first.items];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = await pageOf(cursor);
      seen.push(...page.items);
      cursor = page.next_cursor;
    }
    const seenIds = seen.map((job) => job.id);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    expect(seenIds.sort()).toEqual([...mine, older].sort());
    const keys = seen.map((job) => `${job.created_at}|${job.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it("finds a search's jobs beyond the newest ones it reads in order first, in order, page after page", async () => {
    // Decision 0036: a search reads the newest 100 jobs per row of the page before it asks the
    // indexes. 3 needles among the newest, 30 far older than that window.
    const customer = await makeCustomer(t, { first_name: "Hay", last_name: "Stack" });
    await t.database.db.execute(sql`
      insert into jobs (title, service_address, service_city, service_state, service_zip, customer_id, created_at)
      select case when g <= 30 or g > ${RECENT_WINDOW_PER_ROW * 21 * 2} + 30 - 3 then 'Needle ' || g else 'Straw ' || g end,
             '1 Main St', 'Ocala', 'FL', '34470', ${customer}, timestamptz '2027-01-01' + g * interval '1 second'
      from generate_series(1, ${RECENT_WINDOW_PER_ROW * 21 * 2} + 30) g`);
    const first = ZJobPage.parse((await get("/api/admin/jobs?q=needle&limit=20")).json());
    const second = ZJobPage.parse((await get(`/api/admin/jobs?q=needle&limit=20&cursor=${first.next_cursor}`)).json());
    const numbers = [...first.items, ...second.items].map((job) => Number(job.title.split(" ")[1]));
    expect(numbers).toHaveLength(33);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers.slice(3)).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect(second.next_cursor).toBeNull();
  });

  it("refuses bad filters, limits and forged cursors with 400 naming the field", async () => {
    const field = async (query: string) => {
      const response = await get(`/api/admin/jobs?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fields.map((f: { field: string }) => f.field);
    };
    expect(await field("status=done")).toEqual(["status"]);
    expect(await field("priority=urgent")).toEqual(["priority"]);
    expect(await field("limit=101")).toEqual(["limit"]);
    expect(await field(`q=${"x".repeat(101)}`)).toEqual(["q"]);
    expect(await field(`cursor=${Buffer.from('["not a time","x"]').toString("base64url")}`)).toEqual(["cursor"]);
  });
});

describe("GET /api/admin/jobs/export.csv", () => {
  it("downloads the filtered jobs as UTF-8 CSV with a BOM, a dated name, and inert formulas", async () => {
    const response = await get("/api/admin/jobs/export.csv?q=zo%C3%AB");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="jobs-${businessToday()}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(response.rawPayload.toString("utf8").slice(1));
    expect(header).toEqual([...JOB_CSV_HEADER]);
    expect(rows).toEqual([
      [
        ids.formula,
        `'=HYPERLINK("http://evil.example","Click")`,
        "Completed",
        "Medium",
        'Zoë O"Brien, Jr.',
        "zoe@example.com",
        "'+1 407 555 0188",
        "",
        "2026-02-03",
        "9:00 AM",
        "1 Main St",
        "Winter Park",
        "FL",
        "33601",
        "2.5",
        "123.45",
        // The job's total and balance from its ledger: $123.45 plus 7.5 % tax, nothing paid.
        "132.71",
        "132.71",
        "2026-01-01 07:03",
        "2026-01-01 07:03",
        "2026-01-01 07:04",
      ],
    ]);
  });

  it("streams every job the filters select, batch after batch, newest first", async () => {
    const customer = await makeCustomer(t, { first_name: "Bea", last_name: "Bulk" });
    await t.database.db.execute(sql`
      insert into jobs (title, status, priority, service_address, service_city, service_state, service_zip, customer_id, created_at)
      select 'Export ' || g, case when g % 3 = 0 then 'cancelled' else 'pending' end, 1, '1 Main St', 'Ocala', 'FL', '34470', ${customer},
             timestamptz '2025-06-01' + g * interval '1 minute'
      from generate_series(1, 2500) g`);
    const all = parseCsv((await get("/api/admin/jobs/export.csv?q=bulk")).rawPayload.toString("utf8").slice(1));
    expect(all).toHaveLength(2501);
    expect(all[1][1]).toBe("Export 2500");
    expect(all[2500][1]).toBe("Export 1");
    expect(new Set(all.map((row) => row[0])).size).toBe(2501);
    const cancelled = parseCsv((await get("/api/admin/jobs/export.csv?q=bulk&status=cancelled")).rawPayload.toString("utf8").slice(1));
    expect(cancelled).toHaveLength(834);
    expect(cancelled.slice(1).every((row) => row[2] === "Cancelled")).toBe(true);
  });

  it("ends the cursor's transaction and gives its connection back when a download is abandoned", async () => {
    const batches = jobsExportRepository(t.database.db, t.database.pool).batches({ q: "bulk" }, 100);
    expect((await batches.next()).value).toHaveLength(100);
    await batches.return(undefined);
    const { rows } = await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
    expect(rows[0].n).toBe(0);
    // Other work of the app (the queue's polling) may hold a connection for a moment: the
    // export's own must come back, so the pool settles at none checked out.
    await expect.poll(() => t.database.pool.totalCount - t.database.pool.idleCount).toBe(0);
  });

  it("answers a header only when nothing matches, and 400 for a bad filter", async () => {
    const empty = await get("/api/admin/jobs/export.csv?q=nothing-like-this");
    expect(empty.rawPayload.toString("utf8")).toBe(`\uFEFF${JOB_CSV_HEADER.map((h) => `"${h}"`).join(",")}\r\n`);
    const bad = await get("/api/admin/jobs/export.csv?status=done");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("status");
  });
});

describe("the job form's lookups", () => {
  it("finds customers by name or e-mail, in name order, page by page", async () => {
    const alma = await makeCustomer(t, { first_name: "Alma", last_name: "Zephyr", email: "alma@zephyr.test" });
    // The address on the customer's record comes with them: choosing them fills the job's service address.
    await t.database.db
      .update(customers)
      .set({ address: "38 Palm Breeze Ct", city: "Kissimmee", state: "FL", zip_code: "34741" })
      .where(eq(customers.id, alma));
    await makeCustomer(t, { first_name: "Bruno", last_name: "Zephyr", email: "bruno@example.com" });
    await makeCustomer(t, { first_name: "Cato", last_name: "Wind", email: "cato@zephyr.test" });
    const first = (await get("/api/admin/jobs/customer-options?q=zephyr&limit=2")).json();
    expect(first.items.map((c: { first_name: string }) => c.first_name)).toEqual(["Alma", "Bruno"]);
    expect(first.items[0]).toEqual({
      id: alma,
      first_name: "Alma",
      last_name: "Zephyr",
      email: "alma@zephyr.test",
      // The phone too, which tells apart customers added without an e-mail.
      phone: "(407) 555-0100",
      address: "38 Palm Breeze Ct",
      city: "Kissimmee",
      state: "FL",
      zip_code: "34741",
    });
    expect(first.items[1]).toMatchObject({ first_name: "Bruno", address: null, city: null, state: null, zip_code: null });
    const second = (await get(`/api/admin/jobs/customer-options?q=zephyr&limit=2&cursor=${first.next_cursor}`)).json();
    expect(second).toEqual({ items: [expect.objectContaining({ first_name: "Cato" })], next_cursor: null });
    expect((await get("/api/admin/jobs/customer-options?q=GRACE@")).json().items.map((c: { id: string }) => c.id)).toEqual([grace]);
    expect((await get("/api/admin/jobs/customer-options?limit=0")).statusCode).toBe(400);
  });

  it("lists every technician with a name and the active flag, active first", async () => {
    const retired = await makeTechnician(t, { first_name: "Rita", last_name: "Retired" }, false);
    const { items } = (await get("/api/admin/jobs/technician-options")).json();
    expect(items).toEqual([
      { id: tech.id, first_name: "Tom", last_name: "Tech", is_active: true },
      { id: retired.id, first_name: "Rita", last_name: "Retired", is_active: false },
    ]);
  });
});

describe("/api/admin/preferences/jobs", () => {
  it("answers the defaults until the admin saves theirs, and keeps them per admin", async () => {
    expect((await get("/api/admin/preferences/jobs")).json()).toEqual({ default_view: "grid", wide_layout: false, page_size: 20 });
    const saved = await t.request({
      method: "PUT",
      url: "/api/admin/preferences/jobs",
      cookie: admin,
      payload: { default_view: "map", wide_layout: true, page_size: 50 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ default_view: "map", wide_layout: true, page_size: 50 });
    expect((await get("/api/admin/preferences/jobs")).json()).toEqual({ default_view: "map", wide_layout: true, page_size: 50 });
    const other = (await t.signedIn("admin")).cookie;
    expect((await t.request({ method: "GET", url: "/api/admin/preferences/jobs", cookie: other })).json()).toEqual({
      default_view: "grid",
      wide_layout: false,
      page_size: 20,
    });
  });

  it("refuses settings outside the offered ones with 400 naming the field", async () => {
    const put = (payload: object) => t.request({ method: "PUT", url: "/api/admin/preferences/jobs", cookie: admin, payload });
    const size = await put({ default_view: "list", wide_layout: false, page_size: 30 });
    expect(size.statusCode).toBe(400);
    expect(size.json().fields).toEqual([{ field: "page_size", message: "must be 20, 50 or 100" }]);
    expect((await put({ default_view: "table", wide_layout: false, page_size: 20 })).json().fields[0].field).toBe("default_view");
  });
});
