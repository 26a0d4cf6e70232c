import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type pg from "pg";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { AppError } from "../errors.ts";

/**
 * Decision 0163: GET /metrics in Prometheus's text format, per process (each process is a target
 * of its own). Requests by route pattern (never the raw URL: ids would make a series each),
 * the database pool, the job queue and the mail outbox (read from the database at each scrape,
 * so every process reports the shared queue), and this process's open live streams.
 *
 * Who may read it: with METRICS_TOKEN, a request bearing it (`Authorization: Bearer …`);
 * without, only a scraper on this machine's loopback, speaking to the process directly (a
 * request relayed by a proxy carries X-Forwarded-For and is refused).
 */
export function installMetrics(
  app: FastifyInstance,
  deps: {
    pool: pg.Pool;
    token: string | undefined;
    openStreams: () => number;
    /** Every emergency's 2-hour promise decided so far (promise-outcomes.ts, as the admin home counts them). */
    promises: () => Promise<{ kept: number; missed: number }>;
    log: FastifyInstance["log"];
  },
) {
  // A registry of this app's own (the tests build many apps in one process), with the
  // process's own metrics (memory, event loop, garbage collection), collected once per process.
  const own = new Registry();

  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route pattern", labelNames, registers: [own] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });
  app.addHook("onResponse", async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const { pool } = deps;
  new Gauge({
    name: "homefix_db_pool_connections",
    help: "The database pool's connections: total, idle, and queries waiting for one",
    labelNames: ["state"],
    registers: [own],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "homefix_live_streams_open",
    help: "Live event streams open in this process",
    registers: [own],
    collect() {
      this.set(deps.openStreams());
    },
  });
  // A scrape while the database is away reports what it can: these two are left out.
  const queueJobs = new Gauge({
    name: "homefix_queue_jobs",
    help: "Jobs in the queue by queue and state: created, retry and active are its depth; failed ran out of tries",
    labelNames: ["queue", "state"],
    registers: [own],
    async collect() {
      queueJobs.reset();
      const rows = await countRows<{ queue: string; state: string }>(
        "select name as queue, state::text as state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2",
      );
      for (const row of rows) queueJobs.set({ queue: row.queue, state: row.state }, row.n);
    },
  });
  const outbox = new Gauge({
    name: "homefix_mail_outbox",
    help: "Mail in the outbox by status",
    labelNames: ["status"],
    registers: [own],
    async collect() {
      outbox.reset();
      for (const row of await countRows<{ status: string }>("select status, count(*)::int as n from mail_outbox group by 1"))
        outbox.set({ status: row.status }, row.n);
    },
  });
  const promises = new Gauge({
    name: "homefix_emergency_promises",
    help: "Emergencies whose 2-hour promise is decided, by outcome: kept (arrived in time) or missed (late, or nobody there when it ran out)",
    labelNames: ["outcome"],
    registers: [own],
    async collect() {
      promises.reset();
      try {
        const { kept, missed } = await deps.promises();
        promises.set({ outcome: "kept" }, kept);
        promises.set({ outcome: "missed" }, missed);
      } catch (error) {
        deps.log.warn({ err: error }, "metrics: the database could not be read");
      }
    },
  });
  async function countRows<T>(sql: string): Promise<(T & { n: number })[]> {
    try {
      return (await pool.query<T & { n: number }>(sql)).rows;
    } catch (error) {
      deps.log.warn({ err: error }, "metrics: the database could not be read");
      return [];
    }
  }

  // Merged once every metric above is registered: a merge takes the metrics registered by then.
  const registry = Registry.merge([own, processMetrics()]);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, deps.token)) {
      throw deps.token ? new AppError("UNAUTHENTICATED", "The metrics need their token") : new AppError("FORBIDDEN", "You do not have access to this");
    }
    return reply
      .header("content-type", registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });
}

let processRegistry: Registry | undefined;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The route as registered (`/api/services/:id`); a request no route matched is "unmatched". */
function routeOf(request: FastifyRequest) {
  return request.routeOptions.url ?? "unmatched";
}

function mayRead(request: FastifyRequest, token: string | undefined) {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? "");
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const address = request.socket.remoteAddress ?? "";
  const loopback = address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
  return loopback && request.headers["x-forwarded-for"] === undefined;
}
