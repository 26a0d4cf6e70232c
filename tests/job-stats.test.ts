import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { services } from "../src/server/db/schema.ts";
import { JOB_COUNT_CAP } from "../src/shared/rules/job-stats.ts";
import type { TJobCount, TJobSummary } from "../src/shared/schemas/jobs.ts";
import { deltaRows, excessRows, independentSummary, insertJobs, servicesOffCount } from "./setup/job-stats-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// staff-side.md §9 summary cards and §2 counters: the server's numbers, kept by the
// database's triggers, equal a count made here over the jobs after every kind of write —
// single and bulk statements, rollbacks, concurrent transactions, compaction and TRUNCATE.
// The writes are plain SQL on the table: whichever code path changes jobs, the cards follow.
let t: TTestApp;
let admin: string;
let customerId: string;
let serviceIds: string[];
let sql: pg.Pool;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  sql = t.database.pool;
  const { rows } = await sql.query<{ id: string }>(
    `insert into customers (email, first_name, last_name) values ('stats@example.com', 'Faucet', 'Fan') returning id`,
  );
  customerId = rows[0].id;
  const inserted = await t.database.db
    .insert(services)
    .values([
      { name: "Stats Plumbing", category: "Plumbing" },
      { name: "Stats Electrical", category: "Electrical" },
    ])
    .returning({ id: services.id });
  serviceIds = inserted.map((row) => row.id);
});
afterAll(() => t.close());

async function summary(): Promise<TJobSummary> {
  const response = await t.request({ method: "GET", url: "/api/admin/jobs/summary", cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function count(query = ""): Promise<TJobCount> {
  const response = await t.request({ method: "GET", url: `/api/admin/jobs/count${query}`, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The cards, the filtered counters and services.jobs_completed all agree with the jobs. */
async function expectExact() {
  expect(await summary()).toEqual(await independentSummary(sql));
  expect(await servicesOffCount(sql)).toEqual([]);
}

describe("the summary cards follow every write", () => {
  it("starts at zero, with no trend", async () => {
    expect(await summary()).toMatchObject({ total: 0, total_trend_percent: null, completion_rate_percent: 0, average_per_completed: 0, locations: 0 });
    await expectExact();
  });

  it("counts a bulk insert and single inserts", async () => {
    await insertJobs(sql, { count: 400, customerId, serviceIds });
    await expectExact();
    for (const salt of [1, 2, 3]) await insertJobs(sql, { count: 1, customerId, serviceIds, salt });
    await expectExact();
    const cards = await summary();
    expect(cards.total).toBe(403);
    // 'Orlando' and ' orlando ' (any case, any state case) are one place; a blank city is none.
    expect(cards.locations).toBe(5);
    expect(cards.total_trend_percent).not.toBeNull();
  });

  it("follows single and bulk status changes, priority, amount and hours edits", async () => {
    await sql.query(`update jobs set status = 'completed' where id = (select id from jobs where status = 'pending' limit 1)`);
    await expectExact();
    await sql.query(`update jobs set status = 'completed', completed_at = now() where status = 'in_progress'`);
    await expectExact();
    await sql.query(`update jobs set priority = 3 where priority = 1 and status = 'scheduled'`);
    await sql.query(`update jobs set total_amount = total_amount + 999 where status = 'completed' and total_amount is not null`);
    await sql.query(`update jobs set estimated_hours = 2.5 where estimated_hours is null`);
    await sql.query(`update jobs set total_amount = null where status = 'completed' and priority = 2`);
    await expectExact();
  });

  it("moves places: a city's last job leaving drops it, a new city adds one", async () => {
    const before = (await summary()).locations;
    await sql.query(`update jobs set service_city = 'Winter Park' where lower(btrim(service_city)) = 'sanford'`);
    expect((await summary()).locations).toBe(before - 1);
    await sql.query(`update jobs set service_city = 'Ocala', service_state = 'FL' where id = (select id from jobs where service_city = '' limit 1)`);
    expect((await summary()).locations).toBe(before);
    await expectExact();
  });

  it("writes nothing for a change the counters do not see", async () => {
    const rows = await deltaRows(sql);
    await sql.query(`update jobs set title = title || ' (revised)', description = 'Checked', updated_at = now()`);
    expect(await deltaRows(sql)).toBe(rows);
    await expectExact();
  });

  it("follows reschedules into and out of today and the next 7 days", async () => {
    await sql.query(`update jobs set scheduled_date = (now() at time zone 'America/New_York')::date where priority = 3 and status = 'scheduled'`);
    expect((await summary()).today).toBeGreaterThan(0);
    await expectExact();
    await sql.query(`update jobs set scheduled_date = scheduled_date + 3 where scheduled_date is not null and status <> 'completed'`);
    await sql.query(`update jobs set scheduled_date = null where status = 'pending' and priority = 1`);
    await expectExact();
  });

  it("follows a change of creation time across the trend's windows", async () => {
    await sql.query(`update jobs set created_at = created_at - interval '31 days' where priority = 2 and created_at > now() - interval '30 days'`);
    await expectExact();
  });

  it("follows single and bulk deletes, and a change of service", async () => {
    await sql.query(`delete from jobs where id = (select id from jobs where status = 'completed' limit 1)`);
    await sql.query(`delete from jobs where priority = 2 and status = 'cancelled'`);
    await sql.query(`update jobs set service_id = $1 where service_id = $2 and status = 'completed' and priority = 3`, [serviceIds[0], serviceIds[1]]);
    await expectExact();
  });

  it("counts nothing of a transaction that rolled back", async () => {
    const before = await summary();
    const client = await sql.connect();
    try {
      await client.query("begin");
      await insertJobs(client, { count: 50, customerId, serviceIds, salt: 5 });
      await client.query(`update jobs set status = 'completed'`);
      await client.query(`delete from jobs where priority = 1`);
      await client.query("rollback");
    } finally {
      client.release();
    }
    expect(await summary()).toEqual(before);
    await expectExact();
  });

  it("stays exact under concurrent transactions, some rolled back, while compactions run", async () => {
    const writers = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 8 });
    try {
      const task = async (k: number) => {
        const client = await writers.connect();
        try {
          await client.query("begin");
          const ids = await insertJobs(client, { count: 5 + (k % 7), customerId, serviceIds, salt: 100 + k });
          // Each task changes its own jobs and a slice of the old ones: concurrent writers share
          // only the counters (and services' rows), which is what this is about.
          await client.query(`update jobs set status = $2 where id = any($1::uuid[])`, [ids.slice(0, 3), ["completed", "on_hold", "scheduled"][k % 3]]);
          await client.query(
            `update jobs set status = 'completed', priority = 1 + ($2::int % 3) where abs(hashtext(id::text)) % 24 = $1 and status <> 'completed'`,
            [k, k],
          );
          await client.query(`delete from jobs where id = any($1::uuid[])`, [ids.slice(3, 4)]);
          if (k % 5 === 0) await client.query(`select job_stats_compact()`);
          await client.query(k % 4 === 3 ? "rollback" : "commit");
        } catch (error) {
          await client.query("rollback");
          throw error;
        } finally {
          client.release();
        }
      };
      const reader = async () => {
        for (let i = 0; i < 5; i++) await summary();
      };
      await Promise.all([...Array.from({ length: 24 }, (_, k) => task(k)), reader()]);
    } finally {
      await writers.end();
    }
    await expectExact();
  });

  it("compacts the deltas on read once they have grown, and stays exact", async () => {
    for (let k = 0; k < 40; k++) await insertJobs(sql, { count: 3, customerId, serviceIds, salt: 300 + k });
    expect(await excessRows(sql)).toBeGreaterThan(256);
    await summary(); // compacts after reading
    expect(await excessRows(sql)).toBe(0);
    await expectExact();
  });

  it("rebuilds the counters from the jobs, and empties them on TRUNCATE", async () => {
    await sql.query(`select job_stats_rebuild()`);
    await expectExact();
    await sql.query(`truncate jobs cascade`);
    expect(await summary()).toMatchObject({ total: 0, locations: 0, revenue: 0 });
    await expectExact();
  });
});

describe("the title counters (GET /api/admin/jobs/count)", () => {
  const exactCount = async (where: string, params: unknown[] = []) =>
    (await sql.query<{ n: number }>(`select count(*)::int as n from jobs j join customers c on c.id = j.customer_id where ${where}`, params)).rows[0].n;

  beforeAll(async () => {
    await insertJobs(sql, { count: 240, customerId, serviceIds, salt: 7 });
    const { rows } = await sql.query<{ id: string }>(
      `insert into customers (email, first_name, last_name) values ('kim@example.com', 'Kim', 'Nguyen') returning id`,
    );
    await insertJobs(sql, { count: 30, customerId: rows[0].id, salt: 9 });
  });

  it("gives the total and the filtered count from the counters for status and priority", async () => {
    const total = await exactCount("true");
    expect(await count()).toEqual({ total, filtered: total, filtered_capped: false });
    expect(await count("?status=pending")).toEqual({ total, filtered: await exactCount("j.status = 'pending'"), filtered_capped: false });
    expect((await count("?priority=high")).filtered).toBe(await exactCount("j.priority = 3"));
    expect((await count("?status=completed&priority=low")).filtered).toBe(await exactCount("j.status = 'completed' and j.priority = 1"));
    expect((await count("?status=all&priority=all")).filtered).toBe(total);
  });

  it("counts a search over title, city, customer name and the id", async () => {
    const search = (term: string) =>
      exactCount(`(j.title ilike $1 or j.service_city ilike $1 or (c.first_name || ' ' || c.last_name) ilike $1 or j.id::text ilike $2)`, [
        `%${term}%`,
        `${term}%`,
      ]);
    expect((await count("?q=faucet")).filtered).toBe(await search("faucet"));
    expect((await count("?q=KISSIM")).filtered).toBe(await search("kissim"));
    expect((await count("?q=kim%20nguyen")).filtered).toBe(30);
    expect((await count("?q=kim%20nguyen&status=completed")).filtered).toBe(await exactCount("c.email = 'kim@example.com' and j.status = 'completed'"));
    const { rows } = await sql.query<{ id: string }>(`select id from jobs limit 1`);
    expect((await count(`?q=${rows[0].id.slice(0, 8)}`)).filtered).toBeGreaterThanOrEqual(1);
    expect(await count("?q=no-such-job-anywhere")).toMatchObject({ filtered: 0, filtered_capped: false });
  });

  it("stops counting a search at the cap and says so", async () => {
    await insertJobs(sql, { count: JOB_COUNT_CAP + 5, customerId, title: "Capped gutter guard" });
    const body = await count("?q=capped%20gutter");
    expect(body).toMatchObject({ filtered: JOB_COUNT_CAP, filtered_capped: true });
    expect(body.total).toBe(await exactCount("true"));
    expect(await count("?q=capped%20gutter&priority=high")).toMatchObject({ filtered: await exactCount("j.title like 'Capped%' and j.priority = 3") });
  });

  it("refuses bad filters with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?status=finished", "status"],
      ["?priority=urgent", "priority"],
      [`?q=${"x".repeat(101)}`, "q"],
    ]) {
      const response = await t.request({ method: "GET", url: `/api/admin/jobs/count${query}`, cookie: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields?.[0]?.field ?? response.json().message).toContain(field);
    }
  });
});

describe("who may read them", () => {
  it("answers 401 signed out and 403 to customers and technicians", async () => {
    const customer = (await t.signedIn("customer")).cookie;
    const technician = (await t.signedIn("technician")).cookie;
    for (const url of ["/api/admin/jobs/summary", "/api/admin/jobs/count"]) {
      expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
      expect((await t.request({ method: "GET", url, cookie: customer })).statusCode).toBe(403);
      expect((await t.request({ method: "GET", url, cookie: technician })).statusCode).toBe(403);
    }
  });
});
