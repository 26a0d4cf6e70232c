import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, emergencyTimelines, jobs } from "../../db/schema.ts";
import { promiseAsOf, promiseFigure, type TPromiseFigure } from "../../../shared/rules/emergency-escalation.ts";
import { businessToday, slotStart } from "../../../shared/rules/dates.ts";

/**
 * The 2-hour promise's outcomes, the one place the admin home's figures and /metrics read them.
 * An emergency counts once it is decided (`promiseAsOf`): by its arrival, or missed once its
 * promise ran out with nobody there. One cancelled before anyone arrived is left out: the
 * promise was not asked for to the end.
 */
const counted = sql`(${emergencyTimelines.arrived_at} is not null or (${bookings.status} <> 'cancelled' and coalesce(${jobs.status} <> 'cancelled', true)))`;
const decided = (now: Date) => sql`(${emergencyTimelines.arrived_at} is not null or ${emergencyTimelines.due_at} < ${now})`;

export type TPromiseOutcomeRow = {
  booking_id: string;
  job_id: string | null;
  customer_name: string;
  received_at: Date;
  due_at: Date;
  arrived_at: Date | null;
  kept: boolean;
  minutes: number;
};

/** The first instant of `now`'s month on the business's clock. */
export function businessMonthStart(now: Date): Date {
  return slotStart(`${businessToday(now).slice(0, 7)}-01`, "12:00 AM");
}

export function promiseOutcomesRepository(db: TDb) {
  const from = () =>
    db
      .select({
        kept: sql<number>`(count(*) filter (where ${emergencyTimelines.promise_kept}))::int`,
        decided: sql<number>`count(*)::int`,
      })
      .from(emergencyTimelines)
      .innerJoin(bookings, eq(bookings.id, emergencyTimelines.booking_id))
      .leftJoin(jobs, eq(jobs.id, emergencyTimelines.job_id));
  async function figure(now: Date, ...more: SQL[]): Promise<TPromiseFigure> {
    const [row] = await from().where(and(counted, decided(now), lt(emergencyTimelines.received_at, now), ...more));
    return promiseFigure(row?.kept ?? 0, (row?.decided ?? 0) - (row?.kept ?? 0));
  }
  return {
    /** This month's promises (received since the month began, business time): kept of decided. */
    month: (now: Date) => figure(now, gte(emergencyTimelines.received_at, businessMonthStart(now))),
    /** Every promise decided by `now`: /metrics' kept and missed. */
    allTime: (now: Date) => figure(now),
    /** The latest decided, newest first (by the arrival, or the promise's end for one still awaited), of the last `days`. */
    async recent(now: Date, days: number, limit: number): Promise<TPromiseOutcomeRow[]> {
      const decidedAt = sql`coalesce(${emergencyTimelines.arrived_at}, ${emergencyTimelines.due_at})`;
      const rows = await db
        .select({
          booking_id: emergencyTimelines.booking_id,
          job_id: emergencyTimelines.job_id,
          customer_name: bookings.customer_name,
          received_at: emergencyTimelines.received_at,
          due_at: emergencyTimelines.due_at,
          arrived_at: emergencyTimelines.arrived_at,
        })
        .from(emergencyTimelines)
        .innerJoin(bookings, eq(bookings.id, emergencyTimelines.booking_id))
        .leftJoin(jobs, eq(jobs.id, emergencyTimelines.job_id))
        .where(and(counted, decided(now), sql`${decidedAt} >= ${new Date(now.getTime() - days * 24 * 60 * 60_000)}`, sql`${decidedAt} <= ${now}`))
        .orderBy(desc(decidedAt), desc(emergencyTimelines.booking_id))
        .limit(limit);
      return rows.map((row) => ({ ...row, ...promiseAsOf(row.due_at, row.arrived_at, now)! }));
    },
  };
}

export type TPromiseOutcomesRepository = ReturnType<typeof promiseOutcomesRepository>;
