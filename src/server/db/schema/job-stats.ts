import { bigint, date, numeric, pgTable, smallint, text } from "drizzle-orm/pg-core";

// staff-side.md §9 summary cards, Decision 0046: the jobs' counters, kept by
// statement-level triggers on `jobs` in the same transaction as every change (migration
// job_stats). Each row is a delta appended by one statement: a key's value is the SUM of its
// rows, so writers never wait on one another for a hot counter row. Compaction folds the rows
// of a key back into one (job_stats_compact()); job_stats_rebuild() recomputes them from jobs.

/** Per (status, priority): how many jobs, the sum of their amounts (cents) and of their estimated hours. */
export const jobCounterDeltas = pgTable("job_counter_deltas", {
  status: text("status").notNull(),
  priority: smallint("priority").notNull(),
  jobs: bigint("jobs", { mode: "number" }).notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  hours: numeric("hours").notNull(),
});

/** Per place, lower(trim(city)) and upper(trim(state)): how many jobs are there (blank cities are no place). */
export const jobLocationDeltas = pgTable("job_location_deltas", {
  city: text("city").notNull(),
  state: text("state").notNull(),
  jobs: bigint("jobs", { mode: "number" }).notNull(),
});

/**
 * Per day in the business's time zone: how many jobs were created that day (kind 'created', the
 * 'Total Jobs' trend) and how many are scheduled for it (kind 'scheduled', 'Today's Jobs').
 */
export const jobDayDeltas = pgTable("job_day_deltas", {
  kind: text("kind").$type<"created" | "scheduled">().notNull(),
  day: date("day").notNull(),
  jobs: bigint("jobs", { mode: "number" }).notNull(),
});
