// npx tsx bench/admin-home.ts — Admin home at a million jobs (decision 0049).
// Loads a database of its own on the PostgreSQL at BENCH_DATABASE_URL (an admin connection; the
// system one at 127.0.0.1:5432 by default) with 1,000,000 jobs over three years, 20,000
// customers, 25 technicians, 20,000 paid emergencies and 100,000 quote requests, then prints
// each home query's plan (EXPLAIN ANALYZE) and the whole home's p50/p95 over 60 reads.
// The database is kept for the next run; `--fresh` loads it again.
import pg from "pg";
import { connectDatabase, migrateDatabase } from "../src/server/db/client.ts";
import { adminHomeRepository } from "../src/server/modules/admin-home/admin-home.repository.ts";
import { adminHomeService } from "../src/server/modules/admin-home/admin-home.service.ts";
import { promiseOutcomesRepository } from "../src/server/modules/emergency/promise-outcomes.ts";
import { businessToday } from "../src/shared/rules/dates.ts";

const NAME = "homefix_bench_admin_home";
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const url = new URL(adminUrl);
url.pathname = `/${NAME}`;

async function load(pool: pg.Pool) {
  const started = performance.now();
  await pool.query(`insert into "user"(id, name, email, email_verified, created_at, updated_at)
    select 'tech'||g, 'Tech '||g, 'tech'||g||'@bench.test', true, now(), now() from generate_series(1, 25) g`);
  await pool.query(`insert into profiles(id, email, first_name, last_name, role)
    select 'tech'||g, 'tech'||g||'@bench.test', 'First'||g, 'Last'||g, 'technician' from generate_series(1, 25) g`);
  await pool.query(`insert into technicians(profile_id) select 'tech'||g from generate_series(1, 25) g`);
  await pool.query(`insert into customers(email, first_name, last_name) select 'c'||g||'@bench.test', 'Customer'||g, 'Bench' from generate_series(1, 20000) g`);
  // Past days mostly completed, today mixed, the next 30 days pending or scheduled; one in seven
  // upcoming jobs without a technician.
  await pool.query(`
    with t as (select array_agg(id) a from technicians), c as (select array_agg(id) a from customers)
    insert into jobs(title, status, priority, scheduled_date, scheduled_time, service_address, service_city, service_state, service_zip, customer_id, technician_id, created_at)
    select 'Job '||g,
      case when d < 0 then (array['completed','completed','completed','completed','completed','completed','cancelled','completed','on_hold','completed'])[1 + g % 10]
           when d = 0 then (array['scheduled','in_progress','completed','pending'])[1 + g % 4]
           else (array['pending','scheduled','scheduled','scheduled'])[1 + g % 4] end,
      1 + g % 3, current_date + d,
      (array['8:00 AM','9:00 AM','10:00 AM','11:00 AM','12:00 PM','1:00 PM','2:00 PM','3:00 PM','4:00 PM','5:00 PM'])[1 + g % 10],
      g||' Main St', 'Orlando', 'FL', '32801', c.a[1 + g % 20000],
      case when d >= 0 and g % 7 = 0 then null else t.a[1 + g % 25] end,
      now() - make_interval(days => 1095 - (g % 1125))
    from generate_series(1, 1000000) g, t, c, lateral (select (-1095 + (g % 1125))::int as d) x`);
  await pool.query(`insert into bookings(customer_email, scheduled_date, scheduled_time, is_emergency, emergency_fee_paid, booking_completed, emergency_payment_date, status)
    select 'e'||g||'@bench.test', current_date - (g % 1000), 'ASAP (Within 2 hours)', true, true, g > 5, now() - make_interval(mins => g * 37), 'pending'
    from generate_series(1, 20000) g`);
  await pool.query(
    `update jobs set booking_id = b.id from (select id, row_number() over () rn from bookings where booking_completed) b where jobs.title = 'Job '||(b.rn * 37)`,
  );
  await pool.query(`insert into quote_requests(name, phone, email, service, message, status, created_at)
    select 'Quote '||g, '(407) 555-'||lpad((g % 10000)::text, 4, '0'), 'q'||g||'@bench.test', 'Painting', 'Two rooms', case when g % 50 = 0 then 'new' else 'answered' end, now() - make_interval(mins => g)
    from generate_series(1, 100000) g`);
  await pool.query("vacuum analyze");
  console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function main() {
  const fresh = process.argv.includes("--fresh");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = Boolean((await admin.query("select 1 from pg_database where datname = $1", [NAME])).rowCount);
  if (fresh && exists) await admin.query(`drop database ${NAME} with (force)`);
  if (fresh || !exists) await admin.query(`create database ${NAME}`);
  await admin.end();

  const database = connectDatabase(url.toString(), { max: 6 });
  await migrateDatabase(database);
  if (fresh || !exists) await load(database.pool);

  const repository = adminHomeRepository(database.db);
  const today = businessToday();
  const queries = {
    "today's jobs": repository.todayByTechnician(today, 12),
    "unassigned, dated": repository.unassignedDated(today, 15),
    "unassigned, undated": repository.unassignedUndated(15),
    "unassigned, count": repository.unassignedCount(today),
    "emergencies awaiting details": repository.emergenciesAwaitingDetails(30),
    "emergencies awaiting dispatch": repository.emergenciesAwaitingDispatch(30),
    "new quotes": repository.newQuotes(5),
    "unanswered chats": repository.unansweredChats(5),
  };
  for (const [name, query] of Object.entries(queries)) {
    const { sql, params } = query.toSQL();
    const plan = await database.pool.query(`explain (analyze, costs off) ${sql}`, params);
    console.log(`\n--- ${name}\n${plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n")}`);
  }

  const home = adminHomeService({ repository, promises: promiseOutcomesRepository(database.db) });
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await home.read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)].toFixed(1);
  const sample = await home.read();
  console.log(`\nGET /api/admin/home (service, 60 reads): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  console.log(
    `today ${sample.today_jobs.total} jobs, ${sample.unassigned.total} unassigned, ${sample.emergencies.total} emergencies, ${sample.quotes.total} new quotes`,
  );
  await database.close();
}

await main();
