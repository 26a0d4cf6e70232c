import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TPage } from "../../shared/schemas/pagination.ts";
import { AppError } from "../errors.ts";

/**
 * Keyset paging (docs/decisions: keyset helper): a sort column and the row's id as the
 * tie-breaker, so a page never repeats or skips a row when rows are added meanwhile, and a
 * deep page costs what the first does. The cursor holds the last row's key as PostgreSQL wrote
 * it (text), so timestamps keep their microseconds.
 */
export type TKeyset = { sort: PgColumn; id: PgColumn; direction: "asc" | "desc" };

/** Select this as `cursor_key` beside a page's columns. */
export const cursorKey = (keyset: TKeyset) => sql<string>`json_build_array(${keyset.sort}::text, ${keyset.id}::text)::text`;

/** The rows after the cursor, in the keyset's order. */
export function afterCursor(keyset: TKeyset, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [sortValue, idValue] = decodeCursor(cursor);
  if (!fitsType(sortValue, keyset.sort.getSQLType()) || !fitsType(idValue, keyset.id.getSQLType())) throw invalidCursor();
  const sortType = sql.raw(keyset.sort.getSQLType());
  const idType = sql.raw(keyset.id.getSQLType());
  const key = sql`(${keyset.sort}, ${keyset.id})`;
  const after = sql`(${sortValue}::${sortType}, ${idValue}::${idType})`;
  return keyset.direction === "desc" ? sql`${key} < ${after}` : sql`${key} > ${after}`;
}

export function keysetOrder(keyset: TKeyset): SQL[] {
  const direction = sql.raw(keyset.direction);
  return [sql`${keyset.sort} ${direction}`, sql`${keyset.id} ${direction}`];
}

/** Rows fetched with `limit + 1` become a page; the extra row only says that more follow. */
export function toPage<T extends { cursor_key: string }>(rows: T[], limit: number): TPage<Omit<T, "cursor_key">> {
  const items = rows.slice(0, limit).map(({ cursor_key: _key, ...item }) => item);
  const next_cursor = rows.length > limit ? encodeCursor(rows[limit - 1].cursor_key) : null;
  return { items, next_cursor };
}

const encodeCursor = (key: string) => Buffer.from(key, "utf8").toString("base64url");

function decodeCursor(cursor: string): [string, string] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(key) && key.length === 2 && key.every((part) => typeof part === "string")) return key as [string, string];
  } catch {
    // falls through to the refusal below
  }
  throw invalidCursor();
}

const invalidCursor = () => new AppError("VALIDATION_ERROR", "cursor: is not a valid cursor", [{ field: "cursor", message: "is not a valid cursor" }]);

// A forged cursor must get a 400, never a failed cast in PostgreSQL.
const TYPE_SHAPES: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  "timestamp with time zone": /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  integer: /^-?\d{1,10}$/,
  smallint: /^-?\d{1,5}$/,
};

function fitsType(value: string, sqlType: string) {
  const shape = TYPE_SHAPES[sqlType];
  return shape ? shape.test(value) : value.length <= 200 && !/\p{Cc}/u.test(value);
}
