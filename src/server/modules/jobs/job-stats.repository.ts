import { isNull, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { invoices, jobCounterDeltas, jobDayDeltas, jobLocationDeltas, jobs, payments } from "../../db/schema.ts";
import { SETTLED_SUMS } from "../payments/payments.ts";
import type { TPaymentSums } from "../../../shared/rules/payment-totals.ts";
import type { TJobCounter } from "../../../shared/rules/job-stats.ts";
import type { TJobFilters } from "../../../shared/schemas/jobs.ts";
import { resolveJobFilters } from "./job-filters.ts";

// staff-side.md §9 summary cards and §2 counters (decision 0046): read from the counters the
// jobs' triggers keep (migrations job_stats and job_day_counters); no read of jobs itself.

export type TSummaryWindows = { today: string; upcomingEnd: string; createdFrom: string; previousFrom: string };

export type TSummaryCounts = {
  counters: TJobCounter[];
  locations: number;
  scheduledToday: number;
  scheduledNext7Days: number;
  createdLast30Days: number;
  createdPrevious30Days: number;
  /** Delta rows beyond one per key: when they grow, a compaction folds them. */
  excessRows: number;
};

// One (status, priority) per row: each key's deltas summed.
const COUNTERS = sql`
  select coalesce(json_agg(json_build_object('status', status, 'priority', priority, 'jobs', jobs, 'amount', amount, 'hours', hours)), '[]'::json)
  from (
    select ${jobCounterDeltas.status} as status, ${jobCounterDeltas.priority} as priority, sum(${jobCounterDeltas.jobs}) as jobs,
      sum(${jobCounterDeltas.amount}) as amount, sum(${jobCounterDeltas.hours}) as hours
    from ${jobCounterDeltas} group by 1, 2
  ) keyed`;

// Rows beyond one per key: what a compaction would fold away.
const EXCESS_ROWS = sql`
  (select count(*) - count(distinct (${jobCounterDeltas.status}, ${jobCounterDeltas.priority})) from ${jobCounterDeltas})
  + (select count(*) - count(distinct (${jobLocationDeltas.city}, ${jobLocationDeltas.state})) from ${jobLocationDeltas})
  + (select count(*) - count(distinct (${jobDayDeltas.kind}, ${jobDayDeltas.day})) from ${jobDayDeltas})`;

export function jobStatsRepository(db: TDb) {
  return {
    /** Everything the eight cards need, in one statement (one snapshot, one round trip). */
    async summaryCounts(windows: TSummaryWindows): Promise<TSummaryCounts> {
      const result = await db.execute<{
        counters: TJobCounter[];
        locations: number;
        scheduled_today: number;
        scheduled_next: number;
        created_last: number;
        created_previous: number;
        excess_rows: number;
      }>(sql`
        select
          (${COUNTERS}) as counters,
          (select count(*) from (
            select 1 from ${jobLocationDeltas} group by ${jobLocationDeltas.city}, ${jobLocationDeltas.state} having sum(${jobLocationDeltas.jobs}) > 0
          ) places)::int as locations,
          days.scheduled_today, days.scheduled_next, days.created_last, days.created_previous,
          (${EXCESS_ROWS})::int as excess_rows
        from (
          select
            coalesce(sum(${jobDayDeltas.jobs}) filter (where ${jobDayDeltas.kind} = 'scheduled' and ${jobDayDeltas.day} = ${windows.today}), 0)::int as scheduled_today,
            coalesce(sum(${jobDayDeltas.jobs}) filter (
              where ${jobDayDeltas.kind} = 'scheduled' and ${jobDayDeltas.day} >= ${windows.today} and ${jobDayDeltas.day} < ${windows.upcomingEnd}
            ), 0)::int as scheduled_next,
            coalesce(sum(${jobDayDeltas.jobs}) filter (where ${jobDayDeltas.kind} = 'created' and ${jobDayDeltas.day} >= ${windows.createdFrom}), 0)::int as created_last,
            coalesce(sum(${jobDayDeltas.jobs}) filter (
              where ${jobDayDeltas.kind} = 'created' and ${jobDayDeltas.day} >= ${windows.previousFrom} and ${jobDayDeltas.day} < ${windows.createdFrom}
            ), 0)::int as created_previous
          from ${jobDayDeltas}
        ) days
      `);
      const row = result.rows[0];
      return {
        counters: row.counters.map(toCounter),
        locations: row.locations,
        scheduledToday: row.scheduled_today,
        scheduledNext7Days: row.scheduled_next,
        createdLast30Days: row.created_last,
        createdPrevious30Days: row.created_previous,
        excessRows: row.excess_rows,
      };
    },

    /** The money of the Revenue card (decision 0135): every settled payment by kind, and every live invoice's subtotal (a void one bills nothing). */
    async money(): Promise<{ collected: TPaymentSums; billedBeforeTax: number }> {
      const [[collected], [billed]] = await Promise.all([
        db.select(SETTLED_SUMS).from(payments),
        db
          .select({ subtotal: sql<number>`coalesce(sum(${invoices.subtotal}), 0)::bigint`.mapWith(Number) })
          .from(invoices)
          .where(isNull(invoices.voided_at)),
      ]);
      return { collected, billedBeforeTax: billed.subtotal };
    },

    /** The (status, priority) counters alone: the total and any status/priority filter. */
    async counters(): Promise<{ counters: TJobCounter[]; excessRows: number }> {
      const result = await db.execute<{ counters: TJobCounter[]; excess_rows: number }>(
        sql`select (${COUNTERS}) as counters, (${EXCESS_ROWS})::int as excess_rows`,
      );
      const row = result.rows[0];
      return { counters: row.counters.map(toCounter), excessRows: row.excess_rows };
    },

    /** The jobs the filters select, counted one by one but never past `cap` + 1 (decision 0047). */
    async countUpTo(filters: Partial<TJobFilters>, cap: number): Promise<number> {
      const where = await resolveJobFilters(db, filters);
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (select 1 from ${jobs} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) matching
      `);
      return result.rows[0].n;
    },

    /** Folds the delta rows of each key into one; false when another compaction is running. */
    async compact(): Promise<boolean> {
      const result = await db.execute<{ done: boolean }>(sql`select job_stats_compact() as done`);
      return result.rows[0].done;
    },
  };
}

export type TJobStatsRepository = ReturnType<typeof jobStatsRepository>;

// json numbers arrive as numbers; the sums of bigint and numeric stay well under 2^53.
const toCounter = (row: TJobCounter): TJobCounter => ({
  status: row.status,
  priority: Number(row.priority),
  jobs: Number(row.jobs),
  amount: Number(row.amount),
  hours: Number(row.hours),
});
