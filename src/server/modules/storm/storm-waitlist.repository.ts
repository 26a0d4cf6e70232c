import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { stormWaitlist } from "../../db/schema.ts";

export type TWaitlistInsert = typeof stormWaitlist.$inferInsert;

const waiting = eq(stormWaitlist.status, "waiting");
/** The outer row named in full: a bare column in the subquery would read the inner alias's. */
const OUTER = sql.raw(`"storm_waitlist"`);

// The triage order (decision 0160): the most urgent need first, then the oldest request; the
// partial index storm_waitlist_queue_idx serves both the list and a request's place.
export function stormWaitlistRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** The request, or the one this key already made (a retry: `created` false). */
    async insert(tx: TTx, values: TWaitlistInsert) {
      const [row] = await tx
        .insert(stormWaitlist)
        .values(values)
        .onConflictDoNothing({ target: stormWaitlist.idempotency_key })
        .returning({ id: stormWaitlist.id });
      if (row) return { id: row.id, created: true };
      const [existing] = await tx.select({ id: stormWaitlist.id }).from(stormWaitlist).where(eq(stormWaitlist.idempotency_key, values.idempotency_key!));
      return { id: existing.id, created: false };
    },

    /** The office's pace: the requests it booked since `since`, and when it booked the first of them (storm_waitlist_booked_idx). */
    async pace(since: Date) {
      const [row] = await db
        .select({ booked: sql<number>`count(*)::int`, first: sql<Date | null>`min(${stormWaitlist.booked_at})` })
        .from(stormWaitlist)
        .where(and(eq(stormWaitlist.status, "booked"), gt(stormWaitlist.booked_at, since)));
      return { booked: row.booked, since: row.first === null ? null : new Date(row.first) };
    },

    /** The request with its place among those waiting (null once it is not waiting). */
    async withPlace(id: string, executor: TExecutor = db) {
      const [row] = await executor
        .select({
          id: stormWaitlist.id,
          need: stormWaitlist.need,
          status: stormWaitlist.status,
          created_at: stormWaitlist.created_at,
          place: sql<number | null>`case when ${stormWaitlist.status} = 'waiting' then 1 + (
            select count(*)::int from ${stormWaitlist} ahead
            where ahead.status = 'waiting'
              and (ahead.need_rank, ahead.created_at, ahead.id) < (${OUTER}.need_rank, ${OUTER}.created_at, ${OUTER}.id)
          ) end`,
        })
        .from(stormWaitlist)
        .where(eq(stormWaitlist.id, id));
      return row ?? null;
    },

    async page(limit: number, offset: number) {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: stormWaitlist.id,
            need: stormWaitlist.need,
            customer_name: stormWaitlist.customer_name,
            customer_email: stormWaitlist.customer_email,
            customer_phone: stormWaitlist.customer_phone,
            service_address: stormWaitlist.service_address,
            service_city: stormWaitlist.service_city,
            county: stormWaitlist.county,
            details: stormWaitlist.details,
            created_at: stormWaitlist.created_at,
          })
          .from(stormWaitlist)
          .where(waiting)
          .orderBy(asc(stormWaitlist.need_rank), asc(stormWaitlist.created_at), asc(stormWaitlist.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(stormWaitlist)
          .where(waiting),
      ]);
      return { rows, total };
    },

    /** Marks a waiting request booked; null when there is none waiting with this id. */
    async markBooked(tx: TTx, id: string) {
      const [row] = await tx
        .update(stormWaitlist)
        .set({ status: "booked", booked_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(stormWaitlist.id, id), waiting))
        .returning({ id: stormWaitlist.id });
      return row ?? null;
    },

    async status(executor: TExecutor, id: string) {
      const [row] = await executor.select({ status: stormWaitlist.status }).from(stormWaitlist).where(eq(stormWaitlist.id, id));
      return row?.status ?? null;
    },
  };
}
export type TStormWaitlistRepository = ReturnType<typeof stormWaitlistRepository>;
