import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { reconnectDelay } from "../../shared/schemas/live.ts";

export const LIVE_CHANNEL = "live_events";

/**
 * The process's one LISTEN connection (decision 0072), outside the pool: a pooled connection
 * would be handed to a query. When PostgreSQL restarts or the connection drops, it connects
 * again with the spec's delays (1, 2, 5, 10 s) and calls `onWake` once connected, so the hub
 * reads whatever was committed while it was away.
 */
export function liveListener(options: { url: string; log: FastifyBaseLogger; onWake: () => void }) {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    failures += 1;
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), reconnectDelay(failures));
    timer.unref();
  };

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000, keepAlive: true });
    let dropped = false;
    const onDrop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      if (!stopped) options.log.warn({ err: error }, "live events: listener lost its connection; reconnecting");
      next.end().catch(() => {});
      retry();
    };
    next.on("error", onDrop);
    next.on("end", () => onDrop());
    next.on("notification", () => options.onWake());
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      onDrop(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (failures > 0) options.log.info("live events: listener connected again");
    failures = 0;
    options.onWake();
  }

  return {
    start: () => connect(),
    /** True while the LISTEN connection is up (health, tests). */
    connected: () => client !== null,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
