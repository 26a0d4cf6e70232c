import type pg from "pg";
import { addDaysIso, businessToday } from "../../src/shared/rules/dates.ts";
import type { TJobSummary } from "../../src/shared/schemas/jobs.ts";

// The summary cards checked against counts made here, independently, with plain SQL
// over the jobs themselves (never the counters the server reads).

type TQueryable = Pick<pg.Pool, "query">;

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function independentSummary(db: TQueryable, now = new Date()): Promise<TJobSummary> {
  const today = businessToday(now);
  const { rows } = await db.query<Record<string, string | number>>(
    `select
      count(*)::int as total,
      count(*) filter (where status = 'completed')::int as completed,
      count(*) filter (where status = 'in_progress')::int as in_progress,
      count(*) filter (where status = 'scheduled')::int as scheduled,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'on_hold')::int as on_hold,
      count(*) filter (where status = 'cancelled')::int as cancelled,
      (select coalesce(sum(case when kind = 'refund' then -amount else amount end), 0)
        from payments where status = 'succeeded' or (kind <> 'refund' and status = 'refunded'))::text as revenue,
      (select coalesce(sum(subtotal), 0) from invoices)::text as billed,
      count(*) filter (where priority >= 3)::int as high_priority,
      count(*) filter (where scheduled_date = $1::date)::int as today,
      count(*) filter (where scheduled_date >= $1::date and scheduled_date < $2::date)::int as next_7_days,
      count(distinct (lower(btrim(service_city)), upper(btrim(service_state)))) filter (where btrim(service_city) <> '')::int as locations,
      coalesce(sum(estimated_hours::numeric), 0)::text as hours,
      count(*) filter (where (created_at at time zone 'America/New_York')::date >= $3::date)::int as last30,
      count(*) filter (where (created_at at time zone 'America/New_York')::date between $4::date and $3::date - 1)::int as previous30
    from jobs`,
    [today, addDaysIso(today, 7), addDaysIso(today, -29), addDaysIso(today, -59)],
  );
  const r = rows[0] as Record<string, number> & { revenue: string; billed: string; hours: string };
  // Decision 0135: Revenue is the money collected less refunds; what was billed is its own figure.
  const revenue = Number(r.revenue);
  const billed = Number(r.billed);
  return {
    total: r.total,
    total_trend_percent: r.previous30 > 0 ? round1(((r.last30 - r.previous30) / r.previous30) * 100) : null,
    completed: r.completed,
    completion_rate_percent: r.total > 0 ? round1((r.completed / r.total) * 100) : 0,
    in_progress: r.in_progress,
    scheduled: r.scheduled,
    revenue,
    billed_before_tax: billed,
    average_per_completed: r.completed > 0 ? Math.round(billed / r.completed) : 0,
    high_priority: r.high_priority,
    pending: r.pending,
    today: r.today,
    next_7_days: r.next_7_days,
    locations: r.locations,
    total_estimated_hours: Number(r.hours),
    on_hold: r.on_hold,
    cancelled: r.cancelled,
  };
}

/** services.jobs_completed against a count of each service's completed jobs: the services that disagree. */
export async function servicesOffCount(db: TQueryable) {
  const { rows } = await db.query(
    `select s.id, s.jobs_completed, count(j.id)::int as counted from services s
     left join jobs j on j.service_id = s.id and j.status = 'completed'
     group by s.id having s.jobs_completed <> count(j.id)`,
  );
  return rows;
}

/**
 * `count` varied jobs in one INSERT … SELECT (a bulk statement): statuses, priorities, amounts
 * and hours (some null), cities written differently ('Orlando', ' orlando ', blank), scheduled
 * around today and created over the last four months.
 */
export async function insertJobs(db: TQueryable, options: { count: number; customerId: string; serviceIds?: string[]; salt?: number; title?: string }) {
  const { rows } = await db.query<{ id: string }>(
    `insert into jobs (title, status, priority, scheduled_date, service_address, service_city, service_state, service_zip,
       estimated_hours, total_amount, customer_id, service_id, created_at)
     select
       coalesce($5, (array['Leaky faucet', 'Ceiling fan install', 'Drywall patch', 'AC tune-up', 'Gutter cleaning'])[1 + (i + $4) % 5]),
       (array['pending', 'scheduled', 'in_progress', 'on_hold', 'completed', 'cancelled', 'completed'])[1 + (i * 7 + $4) % 7],
       1 + (i + $4) % 3,
       case when (i + $4) % 11 = 0 then null else (now() at time zone 'America/New_York')::date + ((i * 3 + $4) % 21 - 7) end,
       i || ' Palm Ave',
       (array['Orlando', ' orlando ', 'Kissimmee', 'Winter Park', '', 'Sanford', 'Lakeland'])[1 + (i + $4) % 7],
       (array['FL', 'fl', 'FL'])[1 + (i + $4) % 3],
       (array['32801', '34741', '32789', '', '32771'])[1 + (i + $4) % 5],
       case when (i + $4) % 6 = 0 then null else ((i + $4) % 16) / 2.0 end,
       case when (i + $4) % 9 = 0 then null else 5000 + ((i * 37 + $4) % 400) * 125 end,
       $2::uuid,
       case when cardinality($3::uuid[]) = 0 then null else ($3::uuid[])[1 + (i + $4) % cardinality($3::uuid[])] end,
       now() - make_interval(days => (i * 13 + $4) % 120, hours => i % 24, mins => 30)
     from generate_series(1, $1::int) as i
     returning id`,
    [options.count, options.customerId, options.serviceIds ?? [], options.salt ?? 0, options.title ?? null],
  );
  return rows.map((row) => row.id);
}

export async function deltaRows(db: TQueryable) {
  const { rows } = await db.query<{ n: number }>(
    `select ((select count(*) from job_counter_deltas) + (select count(*) from job_location_deltas) + (select count(*) from job_day_deltas))::int as n`,
  );
  return rows[0].n;
}

/** Delta rows beyond one per key: none right after a compaction. */
export async function excessRows(db: TQueryable) {
  const { rows } = await db.query<{ n: number }>(
    `select ((select count(*) - count(distinct (status, priority)) from job_counter_deltas)
      + (select count(*) - count(distinct (city, state)) from job_location_deltas)
      + (select count(*) - count(distinct (kind, day)) from job_day_deltas))::int as n`,
  );
  return rows[0].n;
}
