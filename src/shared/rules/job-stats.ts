import { addDaysIso, businessToday } from "./dates.ts";
import { priorityFromName, type TJobPriorityName, type TJobStatus } from "./job-status.ts";
import type { TJobSummary } from "../schemas/jobs.ts";
import { netOf, type TPaymentSums } from "./payment-totals.ts";

// staff-side.md §9 summary cards: what the eight cards derive from the counters the
// server keeps (decision 0046). The counts come from the database; the rates, averages and the
// 'Total Jobs' trend are computed here, once, for the server and its tests.

/** The trend compares jobs created in the last 30 days with the 30 days before (never a fixed '+12%'). */
export const TREND_WINDOW_DAYS = 30;
/** 'Today's Jobs' shows how many are scheduled in the next 7 days, today included. */
export const UPCOMING_DAYS = 7;
/**
 * A search's filtered counter counts matching jobs one by one up to this many, then says
 * "at least" (decision 0047): a search over a million jobs cannot be counted exactly in 50 ms.
 */
export const JOB_COUNT_CAP = 1_000;

/** The jobs of one (status, priority): how many, their amounts (cents) and estimated hours. */
export type TJobCounter = { status: TJobStatus; priority: number; jobs: number; amount: number; hours: number };

export type TJobStatsInput = {
  counters: readonly TJobCounter[];
  /** Distinct (city, state) among the jobs. */
  locations: number;
  scheduledToday: number;
  scheduledNext7Days: number;
  createdLast30Days: number;
  createdPrevious30Days: number;
  /** Every settled payment by kind: Revenue is what they collected less refunds (decision 0135). */
  collected: TPaymentSums;
  /** The issued invoices' subtotals: what was billed, before tax. */
  billedBeforeTax: number;
};

const HIGH_PRIORITY = 3;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Change from `previous` to `current` in percent (one decimal); null when there was nothing before to compare with. */
export function trendPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return round1(((current - previous) / previous) * 100);
}

/** `part` of `whole` in percent (one decimal); 0 of nothing is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? round1((part / whole) * 100) : 0;
}

/** Whole cents per item; 0 when there are none. */
export function averageCents(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) : 0;
}

const sumOf = (counters: readonly TJobCounter[], pick: (counter: TJobCounter) => number, where: (counter: TJobCounter) => boolean = () => true) =>
  counters.reduce((total, counter) => (where(counter) ? total + pick(counter) : total), 0);

/** The eight cards of §9 from the counters and the date-window counts. */
export function summarizeJobs(input: TJobStatsInput): TJobSummary {
  const { counters } = input;
  const jobsIn = (status: TJobStatus) =>
    sumOf(
      counters,
      (c) => c.jobs,
      (c) => c.status === status,
    );
  const total = sumOf(counters, (c) => c.jobs);
  const completed = jobsIn("completed");
  // Revenue is defined once (decision 0135): money collected less refunds. A job's amount is no
  // revenue: it is before tax until an estimate is approved, and nothing may have been paid.
  const revenue = netOf(input.collected);
  return {
    total,
    total_trend_percent: trendPercent(input.createdLast30Days, input.createdPrevious30Days),
    completed,
    completion_rate_percent: percentOf(completed, total),
    in_progress: jobsIn("in_progress"),
    scheduled: jobsIn("scheduled"),
    revenue,
    billed_before_tax: input.billedBeforeTax,
    average_per_completed: averageCents(input.billedBeforeTax, completed),
    high_priority: sumOf(
      counters,
      (c) => c.jobs,
      (c) => c.priority >= HIGH_PRIORITY,
    ),
    pending: jobsIn("pending"),
    today: input.scheduledToday,
    next_7_days: input.scheduledNext7Days,
    locations: input.locations,
    total_estimated_hours: Math.round(sumOf(counters, (c) => c.hours) * 100) / 100,
    on_hold: jobsIn("on_hold"),
    cancelled: jobsIn("cancelled"),
  };
}

/** How many jobs a status and priority filter selects (§2 filtered counter), from the counters alone. */
export function countMatching(counters: readonly TJobCounter[], filters: { status?: "all" | TJobStatus; priority?: "all" | TJobPriorityName }): number {
  const status = filters.status && filters.status !== "all" ? filters.status : null;
  const priority = filters.priority && filters.priority !== "all" ? priorityFromName(filters.priority) : null;
  return sumOf(
    counters,
    (c) => c.jobs,
    (c) => (status === null || c.status === status) && (priority === null || c.priority === priority),
  );
}

/**
 * The days the cards count at `now`, in the business's time zone: scheduled from today to the
 * 7th day (exclusive end); created in the last 30 days (today included) and the 30 before.
 */
export function summaryWindows(now: Date) {
  const today = businessToday(now);
  return {
    today,
    upcomingEnd: addDaysIso(today, UPCOMING_DAYS),
    createdFrom: addDaysIso(today, 1 - TREND_WINDOW_DAYS),
    previousFrom: addDaysIso(today, 1 - 2 * TREND_WINDOW_DAYS),
  };
}
