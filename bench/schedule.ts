// npx tsx bench/schedule.ts — the schedule board at a million jobs (decision 0155).
// Loads a database of its own on the PostgreSQL at BENCH_DATABASE_URL (an admin connection; the
// system one at 127.0.0.1:5432 by default) with BENCH_JOBS jobs (1,000,000 by default) over
// three years, 50 technicians and 20,000 customers, then prints the board's query plans
// (EXPLAIN ANALYZE) and the service's p50/p95: the week view (GET /api/admin/schedule) and a
// move (the drag's write, confirmed) followed by the second board's read of the week. The live
// event's trip through LISTEN and the stream is not in these figures (bench/streams.ts measures it).
// The database is kept for the next run; `--fresh` loads it again.
import pg from "pg";
import { connectDatabase, migrateDatabase } from "../src/server/db/client.ts";
import { jobsRepository } from "../src/server/modules/jobs/jobs.repository.ts";
import { jobsService } from "../src/server/modules/jobs/jobs.service.ts";
import { scheduleRepository } from "../src/server/modules/jobs/schedule.repository.ts";
import { scheduleDays, scheduleService } from "../src/server/modules/jobs/schedule.service.ts";
import { TIME_SLOTS } from "../src/shared/constants.ts";
import { addDaysIso, businessToday } from "../src/shared/rules/dates.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";
import { bookingsRepository } from "../src/server/modules/bookings/bookings.repository.ts";
import { slotSupply } from "../src/server/modules/bookings/slot-supply.ts";
import { technicianHoursRepository } from "../src/server/modules/technicians/technician-hours.repository.ts";
import { workforceDay } from "../src/server/modules/technicians/technicians.ts";

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const NAME = `homefix_bench_schedule_${JOBS}`;
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const url = new URL(adminUrl);
url.pathname = `/${NAME}`;

async function load(pool: pg.Client) {
  const started = performance.now();
  await pool.query(`insert into "user"(id, name, email, email_verified, created_at, updated_at)
    select 'tech'||g, 'Tech '||g, 'tech'||g||'@bench.test', true, now(), now() from generate_series(1, 50) g`);
  await pool.query(`insert into profiles(id, email, first_name, last_name, role)
    select 'tech'||g, 'tech'||g||'@bench.test', 'First'||g, 'Last'||g, 'technician' from generate_series(1, 50) g`);
  await pool.query(`insert into technicians(profile_id) select 'tech'||g from generate_series(1, 50) g`);
  await pool.query(`insert into customers(email, first_name, last_name) select 'c'||g||'@bench.test', 'Customer'||g, 'Bench' from generate_series(1, 20000) g`);
  // Three years around today, about the same number of jobs each day; past days mostly completed,
  // one in seven upcoming jobs without a technician.
  await pool.query(
    `
    with t as (select array_agg(id) a from technicians), c as (select array_agg(id) a from customers)
    insert into jobs(title, status, priority, scheduled_date, scheduled_time, estimated_hours, service_address, service_city, service_state, service_zip, customer_id, technician_id, created_at)
    select 'Job '||g,
      case when d < 0 then (array['completed','completed','completed','cancelled','completed'])[1 + g % 5]
           else (array['pending','scheduled','scheduled','scheduled'])[1 + g % 4] end,
      1 + g % 3, current_date + d,
      (array['8:00 AM','9:00 AM','10:00 AM','11:00 AM','12:00 PM','1:00 PM','2:00 PM','3:00 PM','4:00 PM','5:00 PM'])[1 + g % 10],
      (array[1, 1.5, 2, null])[1 + g % 4],
      g||' Main St', 'Orlando', 'FL', '32801', c.a[1 + g % 20000],
      case when d >= 0 and g % 7 = 0 then null else t.a[1 + g % 50] end,
      now() - make_interval(days => 1095 - (g % 1125))
    from generate_series(1, $1::int) g, t, c, lateral (select (-1095 + (g % 1125))::int as d) x`,
    [JOBS],
  );
  await pool.query("vacuum analyze");
  console.log(`loaded ${JOBS} jobs in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
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
  if (fresh || !exists) {
    // Its own connection: the app's pool has a statement timeout, and the load takes minutes.
    const loader = new pg.Client({ connectionString: url.toString() });
    await loader.connect();
    await load(loader);
    await loader.end();
  }

  const schedule = scheduleRepository(database.db);
  const repository = jobsRepository(database.db);
  const jobs = jobsService({ repository, issueInvoices: async () => [], refundPolicy: async () => DEFAULT_BUSINESS_SETTINGS.refund_policy });
  // Without the job notices: a move's notices are one insert per person told, measured with the edits.
  const service = scheduleService({ schedule, repository, jobs, openingHours: async () => DEFAULT_BUSINESS_SETTINGS.opening_hours });

  const monday = scheduleDays({ view: "week", date: addDaysIso(businessToday(), 7) });
  const technicians = await schedule.technicians(60);
  const ids = technicians.rows.map((row) => row.id);
  const plans = {
    "the week's jobs (jobs_day_idx)": schedule.days(monday[0], monday[6], ids),
    "the Unscheduled tray": schedule.unscheduled(101),
  };
  for (const [name, query] of Object.entries(plans)) {
    const { sql, params } = (query as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
    const plan = await database.pool.query(`explain (analyze, costs off) ${sql}`, params);
    console.log(`\n--- ${name}\n${plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n")}`);
  }

  const query = { view: "week" as const, date: monday[0] };
  const weekTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await service.board(query);
    weekTimes.push(performance.now() - started);
  }
  const week = await service.board(query);
  console.log(`\nweek view (service, ${RUNS} reads, ${week.jobs.length} jobs, ${week.technicians.length} technicians): ${percentiles(weekTimes)}`);

  // A drag: a week job moved to another technician and slot (confirmed), then the other board's read.
  const moveTimes: number[] = [];
  const dragTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const job = week.jobs[(i * 37) % week.jobs.length];
    const current = (await service.board(query)).jobs.find((row) => row.id === job.id)!;
    const to = { scheduled_date: monday[i % 5], scheduled_time: TIME_SLOTS[i % TIME_SLOTS.length], technician_id: ids[(i * 7) % ids.length] };
    const expected = { scheduled_date: current.scheduled_date, scheduled_time: current.scheduled_time, technician_id: current.technician_id };
    const started = performance.now();
    await service.move("tech1", job.id, { ...to, expected, confirm: true });
    moveTimes.push(performance.now() - started);
    await service.board(query);
    dragTimes.push(performance.now() - started);
  }
  console.log(`move (service, ${RUNS} moves): ${percentiles(moveTimes)}`);
  console.log(`move + the second board's week read: ${percentiles(dragTimes)}`);

  // The public booking's slots for a day (decision 0152): every technician set up (Mon-Sat, 7 AM to
  // 7 PM, one in five a plumber), their day's jobs and the unassigned work, then the ten slots.
  const workingWeek = [null, ...Array.from({ length: 6 }, () => ({ start: 7 * 60, end: 19 * 60 }))];
  await database.pool.query("update technicians set weekly_hours = $1::jsonb, skills = case when random() < 0.2 then array['Plumbing'] else '{}' end", [
    JSON.stringify(workingWeek),
  ]);
  const places = slotSupply({ repository: bookingsRepository(database.db), workforce: workforceDay(technicianHoursRepository(database.db)) });
  const plumbing = { category: "Plumbing", pricing_type: "hourly", min_hours: 2, estimated_duration_minutes: null };
  const slotTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const day = await places(monday[i % 6], plumbing, DEFAULT_BUSINESS_SETTINGS);
    for (const time of TIME_SLOTS) day.remaining(time);
    slotTimes.push(performance.now() - started);
  }
  console.log(`a day's public slots (${RUNS} days, 50 technicians, ${plumbing.category}, 2 hours): ${percentiles(slotTimes)}`);
  await database.pool.query("update technicians set weekly_hours = null, skills = '{}'");
  await database.close();
}

await main();
