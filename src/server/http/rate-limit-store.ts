import type { Redis } from "ioredis";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { TDb } from "../db/client.ts";

type TCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type TRouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/**
 * Decision 0077: @fastify/rate-limit's counters kept where every app process sees them,
 * so two processes do not double a limit. A fixed window per key, counted by one atomic
 * `insert … on conflict do update` (a window that ended starts again), as its Redis store does
 * with INCR and PEXPIRE. Expired rows are swept by the scheduled housekeeping.
 */
export function postgresRateLimitStore(db: TDb) {
  class PostgresStore {
    private readonly prefix: string;
    /** @fastify/rate-limit passes its options; a route's child passes its namespace. */
    constructor(_options?: unknown, prefix = "rate-limit:") {
      this.prefix = prefix;
    }

    incr(key: string, callback: TCallback, timeWindow: number) {
      db.execute<{ hits: string; ttl: string }>(
        sql`
        insert into rate_limit_hits (key, hits, window_ends_at)
        values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
          window_ends_at = case when rate_limit_hits.window_ends_at <= now() then excluded.window_ends_at else rate_limit_hits.window_ends_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::bigint as ttl`,
      )
        .then((result) => callback(null, { current: Number(result.rows[0].hits), ttl: Number(result.rows[0].ttl) }))
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: TCallback) {
      db.execute<{ hits: string; ttl: string }>(
        sql`
        select hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::bigint as ttl
        from rate_limit_hits where key = ${this.prefix + key} and window_ends_at > now()`,
      )
        .then((result) => {
          const row = result.rows[0];
          callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => callback(error));
    }

    /** One namespace per route, as the Redis store keys them. */
    child(routeOptions: TRouteOptions): FastifyRateLimitStore {
      // At run time the plugin passes its merged options with the route under `routeInfo`.
      const route = "routeInfo" in routeOptions ? (routeOptions.routeInfo as TRouteOptions) : routeOptions;
      return new PostgresStore(undefined, `${this.prefix}${[route.method].flat().join(",")}${route.url ?? ""}-`);
    }
  }
  return PostgresStore;
}

/** The options @fastify/rate-limit takes for the shared store: Redis at REDIS_URL, else PostgreSQL. */
export function sharedRateLimitOptions(db: TDb, redis: Redis | null) {
  return redis ? { redis, nameSpace: "homefix-rate-limit:" } : { store: postgresRateLimitStore(db) };
}
