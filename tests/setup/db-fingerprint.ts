import type pg from "pg";

/**
 * Tables a request may touch without writing anything of the product's: better-auth renews
 * sessions and counts attempts on every call, and a refused sign-in or reset is counted per
 * account on purpose (fault 9: the lockout must see failures).: the shared
 * rate-limit counters of public writes count refused requests too (as better-auth's do).
 */
const BOOKKEEPING = new Set(["session", "rate_limit", "auth_throttle", "rate_limit_hits"]);
/**
 * Rows of product tables that belong to that bookkeeping: the refused sign-in that locks an
 * account out of an address mails its owner the unlock link (decision 0112), on purpose.
 */
const BOOKKEEPING_ROWS: Record<string, string> = { mail_outbox: "where r.kind <> 'unlock-sign-in'" };

/**
 * Every product table's row count and the newest transaction that wrote one of its rows, so a
 * test can prove a request wrote nothing (no row written by a refused request, nothing changed
 * by an intruder). PostgreSQL gives every insert and every update a new row version stamped
 * with the writing transaction (xmin), and transaction ids only grow, so any insert or update
 * raises the table's newest xmin and a delete lowers its count. That reads no row's contents,
 * which a digest of every row did, at a cost that grew with the tables over a long test file.
 * Returned as a plain object so a failing `toEqual` names the table that changed.
 */
export async function databaseFingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const names = tables.map((table) => table.name).filter((name) => !BOOKKEEPING.has(name));
  const query = names
    .map(
      (name, i) =>
        `select $${i + 1}::text as name, count(*)::int as n, coalesce(max(r.xmin::text::bigint), 0)::text as newest from "${name}" r ${BOOKKEEPING_ROWS[name] ?? ""}`,
    )
    .join(" union all ");
  const { rows } = await pool.query<{ name: string; n: number; newest: string }>(query, names);
  return Object.fromEntries(rows.map((row) => [row.name, `${row.n} rows, last written by transaction ${row.newest}`]));
}
