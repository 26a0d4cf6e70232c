import { setTimeout as delay } from "node:timers/promises";

// Fault 1: while PostgreSQL restarts or our connections are cut, a request fails with
// 503 (try again shortly), not 500 (our bug). These are the failures that mean "the database is
// not there right now", wherever they sit in an error's cause chain (Drizzle wraps pg's).

// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 is
// connection_exception; 53300 too_many_connections; 57014 query_canceled, which is how the
// statement timeout (decision 0101) ends a statement stuck on a lock or an overloaded server.
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
// pg's own errors for a lost or unobtainable connection carry no code.
const MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end on the pool",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string" && (SERVER_CODES.has(code) || code.startsWith("08") || SOCKET_CODES.has(code))) return true;
    if (MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
  }
  return false;
}

// About half a minute in all: a restart or a failover, not an outage.
const RETRY_TRIES = 12;
const RETRY_FIRST_DELAY_MS = 100;
const RETRY_MAX_DELAY_MS = 4_000;

/**
 * Runs `write` and, while it fails because the database is away for a moment, runs it again
 * (backing off from 100 ms to 4 s, about half a minute in all, or until `signal` aborts). For a
 * write that records what already happened outside the database (a job done, a mail sent, a
 * charge taken), whose loss would make it happen twice (decisions 0100, 0102, 0103). Throws the
 * last error.
 */
export async function retryWhileUnavailable<T>(write: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (signal?.aborted || attempt >= RETRY_TRIES || !isDatabaseUnavailable(error)) throw error;
      const wait = Math.min(RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
      await delay(wait, undefined, { signal }).catch(() => {});
    }
  }
}
