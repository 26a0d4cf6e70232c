import type { TDb } from "./client.ts";

// The one home of the transaction types and helpers every repository shares.

/** An open Drizzle transaction of the app's database. */
export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];

/** The app's database or one of its open transactions: where a statement runs. */
export type TExecutor = TDb | TTx;

/** True when a write lost a race on a unique index (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown, constraint?: string) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === "23505" && (!constraint || pgError.constraint === constraint);
}
