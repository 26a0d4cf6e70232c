import { sql } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import type { TExecutor } from "../db/tx.ts";

// Decision 0072: the only place that reads or writes live_events. A position in the stream is
// the pair (tx, id): the writing transaction's id, then the row's. Rows are read in that order
// and only when `settled` (their transaction is older than every transaction still running), so
// a row written by a slow transaction that commits after a faster, newer one is never skipped.

export type TLiveCursor = { tx: string; id: number };
export type TStoredLiveEvent = { tx: string; id: number; type: string; payload: Record<string, unknown>; audience: string[]; settled: boolean };

/** The position as the stream's `id:` field and `Last-Event-ID` carry it: `<tx>-<id>`. */
export const formatCursor = (cursor: TLiveCursor) => `${cursor.tx}-${cursor.id}`;

export function parseCursor(value: string | undefined | null): TLiveCursor | null {
  const match = /^(\d{1,20})-(\d{1,18})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { tx: match[1], id } : null;
}

export const START: TLiveCursor = { tx: "0", id: 0 };

/** Writes one event in the writer's transaction; PostgreSQL delivers the wake-up only on commit. */
export async function insertLiveEvent(executor: TExecutor, event: { type: string; payload: object; audience: readonly string[] }) {
  await executor.execute(
    sql`insert into live_events (type, payload, audience) values (${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${sql.param([...event.audience])}::text[])`,
  );
  // Equal notifications of one transaction are folded into one by PostgreSQL.
  await executor.execute(sql`select pg_notify('live_events', '')`);
}

export function liveEventsRepository(db: TDb) {
  return {
    /** Up to `limit` events after `cursor`, in order; `settled` false marks those not yet safe to pass on. */
    async after(cursor: TLiveCursor, limit: number): Promise<TStoredLiveEvent[]> {
      const result = await db.execute<{ tx: string; id: string; type: string; payload: Record<string, unknown>; audience: string[]; settled: boolean }>(sql`
        select tx::text as tx, id, type, payload, audience, tx < pg_snapshot_xmin(pg_current_snapshot()) as settled
        from live_events
        where (tx, id) > (${cursor.tx}::xid8, ${cursor.id}::bigint)
        order by tx, id
        limit ${limit}`);
      return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** The position of the newest settled event: where a process starting now begins. */
    async head(): Promise<TLiveCursor> {
      const result = await db.execute<{ tx: string; id: string }>(sql`
        select tx::text as tx, id from live_events
        where tx < pg_snapshot_xmin(pg_current_snapshot())
        order by tx desc, id desc limit 1`);
      const row = result.rows[0];
      return row ? { tx: row.tx, id: Number(row.id) } : START;
    },

    /** Whether the event at `cursor` is still kept: a client resuming from an older one must read afresh. */
    async has(cursor: TLiveCursor): Promise<boolean> {
      const result = await db.execute(sql`select 1 from live_events where tx = ${cursor.tx}::xid8 and id = ${cursor.id}::bigint`);
      return result.rows.length > 0;
    },

    /** Forgets events older than `before` (a reconnecting client that missed them reads afresh). */
    async prune(before: Date): Promise<number> {
      const result = await db.execute(sql`delete from live_events where created_at < ${before}`);
      return result.rowCount ?? 0;
    },
  };
}

export type TLiveEventsRepository = ReturnType<typeof liveEventsRepository>;
