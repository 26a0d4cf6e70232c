// Scale and speed: a large, realistic jobs data set for the admin screens and
// `npm run bench:admin` (decision 0048). Everything is generated inside PostgreSQL with
// generate_series (no row travels through Node), in batches, with the counter triggers paused
// for this session and the counters rebuilt from the jobs at the end.
import type pg from "pg";
import { TIME_SLOTS } from "../../shared/constants.ts";
import { businessToday, slotMinutes } from "../../shared/rules/dates.ts";
import type { TDatabase } from "./client.ts";
import type { TCreateSeedUser } from "./seed.ts";
import { SCALE_JOB_KINDS } from "./seed-data/scale-jobs.ts";
import { FIRST_NAMES, LAST_NAMES, SCALE_TECHNICIANS } from "./seed-data/scale-people.ts";
import { SCALE_PLACES, STREETS, UNPLACEABLE, weightedPlaces } from "./seed-data/scale-places.ts";

/** Scale customers are found (and replaced) by their e-mail domain. */
export const SCALE_EMAIL_DOMAIN = "scale.example.com";
const technicianEmail = (n: number) => `tech-scale-${String(n).padStart(2, "0")}@homefix.test`;

export type TScaleOptions = {
  jobs: number;
  customers: number;
  technicians: number;
  /** Creates an account (auth user, profile, technician record); the caller sets the password. */
  createUser: TCreateSeedUser;
  /** Replace a scale data set loaded before (its jobs and customers); otherwise refuse to load twice. */
  replace?: boolean;
  /** Jobs per INSERT statement (and transaction). */
  batchSize?: number;
  /** The jobs span this many years back from now. */
  years?: number;
  now?: Date;
  /** setseed(): the same options make the same data. */
  seed?: number;
  log?: (message: string) => void;
};

export async function seedScale(database: TDatabase, options: TScaleOptions) {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = options.now ?? new Date();
  // Work starts this late so that jobs booked up to three weeks ahead of it were still created within the years asked for.
  const start = new Date(now.getTime() - ((options.years ?? 3) * 365.25 - 22) * 86_400_000);
  const technicianIds = await ensureTechnicians(database.pool, options.createUser, options.technicians);
  const client = await database.pool.connect();
  try {
    // Decision 0046: this session's job writes skip the counter triggers; job_stats_rebuild()
    // below recomputes every counter from the jobs (other sessions keep counting meanwhile).
    await client.query(`set homefix.job_stats = 'paused'`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`select setseed($1)`, [options.seed ?? 0.42]);
    const existing = await countScaleCustomers(client);
    if (existing > 0 && !options.replace) {
      throw new Error(`a scale data set is already loaded (${existing} customers at @${SCALE_EMAIL_DOMAIN}); pass --replace to load a new one`);
    }
    if (existing > 0) {
      log("removing the earlier scale data set…");
      await client.query(`delete from jobs where customer_id in (select id from customers where email like $1)`, [`%@${SCALE_EMAIL_DOMAIN}`]);
      await client.query(`delete from customers where email like $1`, [`%@${SCALE_EMAIL_DOMAIN}`]);
    }
    await insertCustomers(client, options.customers, start);
    log(`${options.customers} customers`);
    await client.query(`drop table if exists pg_temp.scale_customers`);
    await client.query(
      `create temp table scale_customers as
       select row_number() over (order by email) as n, id, address, city, zip_code from customers where email like $1`,
      [`%@${SCALE_EMAIL_DOMAIN}`],
    );
    await client.query(`create unique index on scale_customers (n)`);
    await client.query(`analyze scale_customers`);

    const batch = options.batchSize ?? 100_000;
    const serviceIds = await serviceIdsByName(client);
    for (let from = 1; from <= options.jobs; from += batch) {
      const to = Math.min(options.jobs, from + batch - 1);
      await insertJobs(client, { from, to, customers: options.customers, technicianIds, serviceIds, start, now });
      log(`${to.toLocaleString("en-US")} of ${options.jobs.toLocaleString("en-US")} jobs (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query(`reset homefix.job_stats`);
    await client.query(`select job_stats_rebuild()`);
    log("counters rebuilt; vacuum and analyze…");
    // The visibility map lets the cards' range counts run as index-only scans.
    await client.query(`vacuum (analyze) jobs`);
    await client.query(`vacuum (analyze) customers`);
  } finally {
    await client.query(`reset homefix.job_stats`).catch(() => {});
    client.release();
  }
  const seconds = (Date.now() - started) / 1000;
  log(`done in ${seconds.toFixed(0)} s`);
  return { jobs: options.jobs, customers: options.customers, technicians: technicianIds.length, seconds };
}

async function countScaleCustomers(client: pg.PoolClient) {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from customers where email like $1`, [`%@${SCALE_EMAIL_DOMAIN}`]);
  return rows[0].n;
}

/** The field team's accounts, created once and reused by later loads. */
async function ensureTechnicians(pool: pg.Pool, createUser: TCreateSeedUser, count: number) {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const email = technicianEmail(n);
    const [first, last] = SCALE_TECHNICIANS[(n - 1) % SCALE_TECHNICIANS.length];
    const found = await pool.query<{ id: string }>(`select t.id from technicians t join profiles p on p.id = t.profile_id where lower(p.email) = $1`, [email]);
    if (!found.rows[0]) {
      await createUser({
        email,
        name: `${first} ${last}`,
        role: "technician",
        first_name: first,
        last_name: last,
        phone: `(407) 555-01${String(n % 100).padStart(2, "0")}`,
      });
    }
    const { rows } = await pool.query<{ id: string }>(
      `update technicians t set is_active = true from profiles p where p.id = t.profile_id and lower(p.email) = $1 returning t.id`,
      [email],
    );
    if (!rows[0]) throw new Error(`seed: no technician record for ${email}`);
    ids.push(rows[0].id);
  }
  return ids;
}

async function serviceIdsByName(client: pg.PoolClient) {
  const { rows } = await client.query<{ id: string; name: string }>(`select id, name from services`);
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return SCALE_JOB_KINDS.map((kind) => byName.get(kind.service) ?? null);
}

async function insertCustomers(client: pg.PoolClient, count: number, start: Date) {
  const places = weightedPlaces();
  await client.query(
    `insert into customers (email, first_name, last_name, phone, address, city, state, zip_code, created_at)
     select lower(first || '.' || last || '.' || i) || '@' || $8, first, last,
       '(' || area || ') 555-01' || lpad((i % 100)::text, 2, '0'),
       (100 + floor(r_number * 9800))::int || ' ' || street, city, 'FL', zip,
       $9::timestamptz - make_interval(days => floor(r_created * 365)::int)
     from (
       select i,
         ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as first,
         ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] as last,
         ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] as street,
         place, random() as r_number, random() as r_created
       from (select i, 1 + floor(random() * cardinality($5::text[]))::int as place from generate_series(1, $1::int) as i) numbered
     ) picked
     cross join lateral (select ($5::text[])[place] as city, ($6::text[])[place] as zip, ($7::text[])[place] as area) located`,
    [count, FIRST_NAMES, LAST_NAMES, STREETS, places.cities, places.zips, places.areaCodes, SCALE_EMAIL_DOMAIN, start.toISOString()],
  );
}

type TJobBatch = { from: number; to: number; customers: number; technicianIds: string[]; serviceIds: (string | null)[]; start: Date; now: Date };

/** One batch of jobs, entirely in SQL: see the comments for what makes them realistic. */
async function insertJobs(client: pg.PoolClient, batch: TJobBatch) {
  const places = weightedPlaces();
  // Kinds repeated by weight: a uniform pick over this list is a weighted pick of a kind.
  const kindSlots = SCALE_JOB_KINDS.flatMap((kind, index) => Array.from({ length: kind.weight }, () => index + 1));
  const hoursOption = (k: number) => SCALE_JOB_KINDS.map((kind) => kind.hours[k % kind.hours.length]);
  await client.query(
    `insert into jobs (title, description, status, priority, scheduled_date, scheduled_time, service_address, service_city, service_state,
       service_zip, estimated_hours, total_amount, customer_id, technician_id, service_id, created_at, updated_at, started_at, completed_at)
     select title, description, status, priority, scheduled_date, case when scheduled_date is not null then scheduled_time end,
       located.address, located.city, 'FL', located.zip, hours, located.amount, located.customer_id,
       case when status in ('completed', 'in_progress', 'scheduled', 'on_hold') or (status = 'pending' and r_tech < 0.2) or (status = 'cancelled' and r_tech < 0.5)
         then ($12::uuid[])[1 + floor(r_tech * 997)::int % cardinality($12::uuid[])] end,
       service_id, created_at,
       least($22::timestamptz, coalesce(completed_at, started_at, created_at)), started_at, completed_at
     from (
       select stamped.*,
         case when status in ('completed', 'in_progress') then least($22::timestamptz, slot_start) end as started_at,
         case when status = 'completed' then least($22::timestamptz, slot_start + make_interval(mins => (hours * 60)::int)) end as completed_at
       from (
         select dated.*,
           -- What happened to a job depends on when it was (to be) done: old ones are mostly
           -- completed or cancelled, today's are under way, future ones pending or scheduled.
           case
             when scheduled_date is null then 'pending'
             when scheduled_date < $21::date - 14 then case when r_status < 0.89 then 'completed' when r_status < 0.99 then 'cancelled' else 'on_hold' end
             when scheduled_date < $21::date then
               case when r_status < 0.70 then 'completed' when r_status < 0.76 then 'in_progress' when r_status < 0.82 then 'on_hold'
                    when r_status < 0.90 then 'cancelled' else 'scheduled' end
             when scheduled_date = $21::date then
               case when r_status < 0.15 then 'completed' when r_status < 0.45 then 'in_progress' when r_status < 0.90 then 'scheduled' else 'pending' end
             else case when r_status < 0.55 then 'scheduled' when r_status < 0.98 then 'pending' else 'on_hold' end
           end as status
         from (
           select kinded.*,
             -- Booked ahead of the visit: an emergency hours before, other work days before.
             least(
               slot_start - case when priority = 3 then interval '1 hour' + r_lead * interval '20 hours' else interval '1 day' + r_lead * r_lead * interval '21 days' end,
               $22::timestamptz - r_lead * interval '2 days'
             ) as created_at,
             -- Requests of the last day or still ahead may not have a date yet.
             case when slot_start > $22::timestamptz - interval '1 day' and r_unscheduled < 0.2 then null else work_date end as scheduled_date
           from (
             select drawn.*, work_date, (work_date + make_time(($14::int[])[slot], 0, 0)) at time zone 'America/New_York' as slot_start,
               ($2::text[])[kind] as title, ($3::text[])[kind] as description, ($4::uuid[])[kind] as service_id,
               case when kind = $15::int or r_priority >= 0.87 then 3 when r_priority >= 0.55 then 2 else 1 end as priority,
               (array[($5::numeric[])[kind], ($6::numeric[])[kind], ($7::numeric[])[kind]])[1 + floor(r_hours * 3)::int] as hours,
               ($8::int[])[kind] as hourly_rate, ($9::int[])[kind] as flat_price, ($13::text[])[slot] as scheduled_time
             from (
               select i, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int] as kind, 1 + floor(random() * cardinality($13::text[]))::int as slot,
                 random() as r_priority, random() as r_hours, random() as r_when, random() as r_future, random() as r_lead,
                 random() as r_unscheduled, random() as r_status, random() as r_tech, random() as r_amount, random() as r_home,
                 random() as r_place, random() as r_street, 1 + floor(random() * $11::int)::int as customer_n
               from generate_series($10::int, $23::int) as i
             ) drawn
             -- When the work is (to be) done: three years back, more of it lately as the
             -- business grew, and a few weeks ahead, fewer the further out.
             cross join lateral (
               select ((case when r_future < 0.02 then $22::timestamptz + r_when * r_when * interval '21 days'
                             else $20::timestamptz + sqrt(r_when) * ($22::timestamptz - $20::timestamptz) end) at time zone 'America/New_York')::date as work_date
             ) worked
           ) kinded
         ) dated
       ) stamped
     ) described
     join scale_customers c on c.n = customer_n
     -- Most work is at the customer's home; some at a rental or a relative's; one job in a
     -- thousand has no place the map knows (blank, or a misspelt city without a ZIP).
     cross join lateral (
       select
         case when i % 1000 = 0 then ($18::text[])[1 + (i / 1000) % cardinality($18::text[])]
              when r_home < 0.92 then c.city else ($16::text[])[1 + floor(r_place * cardinality($16::text[]))::int] end as city,
         case when i % 1000 = 0 then ($19::text[])[1 + (i / 1000) % cardinality($19::text[])]
              when r_home < 0.92 then c.zip_code else ($17::text[])[1 + floor(r_place * cardinality($17::text[]))::int] end as zip,
         case when r_home < 0.92 then c.address else (100 + floor(r_street * 9800))::int || ' ' || ($24::text[])[1 + floor(r_street * cardinality($24::text[]))::int] end as address,
         c.id as customer_id,
         -- Hourly work is rate × hours; flat work its price, plus parts now and then. A few
         -- pending requests have no price yet.
         case when status = 'pending' and r_amount < 0.05 then null
              when hourly_rate > 0 then round(hourly_rate * hours)::int
              else flat_price + case when r_amount < 0.3 then (floor(r_amount * 100) * 250)::int else 0 end
         end as amount
     ) located`,
    [
      kindSlots,
      SCALE_JOB_KINDS.map((kind) => kind.title),
      SCALE_JOB_KINDS.map((kind) => kind.description),
      batch.serviceIds,
      hoursOption(0),
      hoursOption(1),
      hoursOption(2),
      SCALE_JOB_KINDS.map((kind) => kind.hourly ?? 0),
      SCALE_JOB_KINDS.map((kind) => kind.flat ?? 0),
      batch.from,
      batch.customers,
      batch.technicianIds,
      [...TIME_SLOTS],
      TIME_SLOTS.map((slot) => Math.floor(slotMinutes(slot) / 60)),
      SCALE_JOB_KINDS.findIndex((kind) => kind.title.startsWith("Emergency")) + 1,
      places.cities,
      places.zips,
      UNPLACEABLE.map((place) => place.city),
      UNPLACEABLE.map((place) => place.zip),
      batch.start.toISOString(),
      businessToday(batch.now),
      batch.now.toISOString(),
      batch.to,
      STREETS,
    ],
  );
}

/** How many places the data set spreads over (for the log and the README). */
export const SCALE_CITY_COUNT = SCALE_PLACES.length;
