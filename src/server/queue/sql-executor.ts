import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import type { TExecutor } from "../db/tx.ts";

/** pg-boss's way to run its SQL on a connection we choose (its `Db` interface). */
export type TBossDb = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * pg-boss on the app's pool: one set of connections, closed with the app's. A job still running
 * when the app shuts down finishes after the pool has ended, and its outcome cannot be written
 * any more. That write is dropped, answering "0 changed" (pg-boss reads the count of rows its
 * command changed): the job stays active, expires and is retried, and every job is idempotent.
 * Any other error is thrown as it comes.
 */
export function poolExecutor(pool: pg.Pool): TBossDb {
  const closed = () => pool.ending || pool.ended;
  const nothingWritten = { rows: [{ count: "0" }] };
  return {
    async executeSql(text, values) {
      if (closed()) return nothingWritten;
      try {
        return { rows: (await pool.query(text, values)).rows };
      } catch (error) {
        if (closed()) return nothingWritten;
        throw error;
      }
    },
  };
}

/**
 * pg-boss inside one of our Drizzle transactions, so a job is written with the change that
 * causes it and is rolled back with it. pg-boss hands numbered-parameter SQL; Drizzle takes
 * a tagged template, so each `$n` becomes the n-th value as a bound parameter again.
 */
export function drizzleExecutor(executor: TExecutor): TBossDb {
  return {
    async executeSql(text, values = []) {
      const result = await executor.execute(withParameters(text, values));
      return { rows: result.rows };
    },
  };
}

export function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
