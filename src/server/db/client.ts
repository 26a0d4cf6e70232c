import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as schema from "./schema.ts";

export type TDb = NodePgDatabase<typeof schema>;
export type TDatabase = {
  db: TDb;
  pool: pg.Pool;
  /** The connection URL, for a connection of its own (the live events' LISTEN, decision 0072). */
  url: string;
  close: () => Promise<void>;
};

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any fixed number: several app processes starting at once migrate one after another.
const MIGRATION_LOCK = 72_410_001;

// Dates stay the plain 'yyyy-MM-dd' strings PostgreSQL stores, never shifted by a time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

// The defaults of DB_CONNECT_TIMEOUT_SECONDS and DB_STATEMENT_TIMEOUT_SECONDS (decision 0101).
export const DEFAULT_CONNECT_TIMEOUT_SECONDS = 5;
export const DEFAULT_STATEMENT_TIMEOUT_SECONDS = 10;

export type TPoolOptions = {
  max?: number;
  /** How long a query waits for a connection (a free one of the pool, or a new one), then fails (503). */
  connectTimeoutSeconds?: number;
  /** How long PostgreSQL lets one statement run (or wait on a lock) before it cancels it (503); 0: no limit. */
  statementTimeoutSeconds?: number;
};

export function connectDatabase(url: string, options: TPoolOptions = {}): TDatabase {
  // A request waits a bounded time while the database is away, locked or overloaded, then fails
  // with 503 instead of hanging. The statement timeout is PostgreSQL's own (sent when connecting):
  // the server cancels the statement and the connection is free again at once, where pg's
  // client-side query_timeout would leave it busy with the abandoned query.
  const statementTimeoutSeconds = options.statementTimeoutSeconds ?? DEFAULT_STATEMENT_TIMEOUT_SECONDS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: Math.round((options.connectTimeoutSeconds ?? DEFAULT_CONNECT_TIMEOUT_SECONDS) * 1000),
    ...(statementTimeoutSeconds > 0 ? { statement_timeout: Math.round(statementTimeoutSeconds * 1000) } : {}),
  });
  // A connection the server closed (restart, failover, pg_terminate_backend) must never crash
  // the process: pg emits 'error' on the pool for an idle client, and on the client itself while
  // it is checked out (in a transaction). The query in flight fails on its own (503), and the
  // pool discards the broken client and connects anew on the next query.
  pool.on("error", () => {}); // already logged by the client's own listener below
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error(`database: connection lost: ${error.message}`));
  });
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

/** Runs the committed migrations (forward-only) under an advisory lock. */
export async function migrateDatabase(database: TDatabase) {
  const client = await database.pool.connect();
  try {
    // Migrating may take long (an index on a large table), and so may waiting for another
    // process's migration: no statement timeout for this connection, which is then discarded.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release(true);
  }
}
