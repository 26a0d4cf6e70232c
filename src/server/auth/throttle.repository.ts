import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { authThrottle } from "../db/schema.ts";

export type THit = {
  key: string;
  now: Date;
  windowSeconds: number;
  max: number;
  /** How long a key is refused once it passes `max`; omitted, until its window ends. */
  blockSeconds?: number;
};

/** Keys hold e-mails that may belong to nobody (anyone can type one): store only their hash. */
const hashed = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * The window arithmetic `hit` and `pace` share, as SQL on the row being upserted: a blocked key
 * keeps its window and count; an expired window starts again at `now` with 1 hit; else one more.
 */
function windowTerms(now: Date, windowSeconds: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const blocked = sql`${authThrottle.blocked_until} > ${at}`;
  const expired = sql`${authThrottle.window_started_at} <= ${at} - make_interval(secs => ${windowSeconds})`;
  return {
    at,
    blocked,
    expired,
    window_started_at: sql`case when ${blocked} then ${authThrottle.window_started_at} when ${expired} then ${at} else ${authThrottle.window_started_at} end`,
    hits: sql`case when ${blocked} then ${authThrottle.hits} when ${expired} then 1 else ${authThrottle.hits} + 1 end`,
  };
}

export function throttleRepository(db: TDb) {
  return {
    /**
     * Counts one hit on `key` in one statement, so racing requests of every app process count
     * exactly: a blocked key stays as it is; an expired window starts again at 1; a hit past
     * `max` blocks the key. Returns until when the key is blocked, or null when this hit is allowed.
     */
    async hit({ key, now, windowSeconds, max, blockSeconds }: THit): Promise<Date | null> {
      const { at, blocked, expired, window_started_at, hits } = windowTerms(now, windowSeconds);
      const blockEnd =
        blockSeconds === undefined
          ? sql`${authThrottle.window_started_at} + make_interval(secs => ${windowSeconds})`
          : sql`${at} + make_interval(secs => ${blockSeconds})`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key: hashed(key), window_started_at: now, hits: 1 })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            window_started_at,
            hits,
            blocked_until: sql`case when ${blocked} then ${authThrottle.blocked_until} when not ${expired} and ${authThrottle.hits} + 1 > ${max} then ${blockEnd} else null end`,
          },
        })
        .returning({ blocked_until: authThrottle.blocked_until });
      const until = row?.blocked_until ?? null;
      return until && until > now ? until : null;
    },

    /**
     * Decision 0112: a progressive delay. The first `free` hits of a window go through; each hit
     * from the `free`-th on makes the next one wait 1, 2, 4 … seconds (at most `maxSeconds`).
     * A hit that comes while the key waits is refused and counts nothing. Returns until when
     * this hit must wait, or null when it goes through. One transaction: the row is locked while
     * its previous wait is read, so racing hits of every process are paced exactly.
     */
    async pace({
      key,
      now,
      windowSeconds,
      free,
      maxSeconds,
    }: {
      key: string;
      now: Date;
      windowSeconds: number;
      free: number;
      maxSeconds: number;
    }): Promise<Date | null> {
      const { at, blocked, expired, window_started_at, hits } = windowTerms(now, windowSeconds);
      const wait = sql`make_interval(secs => least(${maxSeconds}, power(2, ${authThrottle.hits} + 1 - ${free})))`;
      return db.transaction(async (tx) => {
        // The row locked while its previous wait is read: racing hits of every process queue here.
        const [previous] = await tx
          .select({ until: authThrottle.blocked_until })
          .from(authThrottle)
          .where(eq(authThrottle.key, hashed(key)))
          .for("update");
        await tx
          .insert(authThrottle)
          .values({ key: hashed(key), window_started_at: now, hits: 1 })
          .onConflictDoUpdate({
            target: authThrottle.key,
            set: {
              window_started_at,
              hits,
              blocked_until: sql`case when ${blocked} then ${authThrottle.blocked_until} when ${expired} then null when ${authThrottle.hits} + 1 >= ${free} then ${at} + ${wait} else null end`,
            },
          });
        const until = previous?.until ?? null;
        return until && until > now ? until : null;
      });
    },

    /** Whether `key` is blocked until exactly `until` (a lock an unlock link names); the row is deleted when it is. */
    async clearBlock(key: string, until: Date): Promise<boolean> {
      const rows = await db
        .delete(authThrottle)
        .where(and(eq(authThrottle.key, hashed(key)), eq(authThrottle.blocked_until, until)))
        .returning({ key: authThrottle.key });
      return rows.length > 0;
    },

    async clear(key: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, hashed(key)));
    },
  };
}

export type TThrottleRepository = ReturnType<typeof throttleRepository>;
