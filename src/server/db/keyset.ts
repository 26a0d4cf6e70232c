import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TPage } from "../../shared/schemas/pagination.ts";
import { fieldError } from "../errors.ts";

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

const invalidCursor = () => fieldError("cursor", "is not a valid cursor");

// A forged cursor must get a 400, never a failed cast in PostgreSQL: each part is checked for
// its column type's shape and then for a value that type can hold (a real calendar day, an hour
// of the day, an offset PostgreSQL accepts, an integer in range), so "2026-02-30" is refused
// here rather than by the cast.
const DATE = String.raw`(\d{4})-(\d{2})-(\d{2})`;
const TIME = String.raw`(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?`;
const OFFSET = String.raw`([+-])(\d{2})(?::(\d{2}))?`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_RANGE: Record<string, number> = { integer: 2 ** 31, smallint: 2 ** 15 };

function fitsType(value: string, sqlType: string): boolean {
  switch (sqlType) {
    case "uuid":
      return UUID.test(value);
    case "date":
      return isCalendarDay(new RegExp(`^${DATE}$`).exec(value)?.slice(1, 4));
    case "timestamp with time zone": {
      const parts = new RegExp(`^${DATE} ${TIME}${OFFSET}$`).exec(value);
      if (!parts || !isCalendarDay(parts.slice(1, 4))) return false;
      const [hour, minute, second, , offsetHours, offsetMinutes = "0"] = parts.slice(4).map((part) => part ?? "0");
      return Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && Number(offsetHours) < 16 && Number(offsetMinutes) < 60;
    }
    case "integer":
    case "smallint": {
      if (!/^-?\d{1,10}$/.test(value)) return false;
      const limit = INT_RANGE[sqlType];
      return Number(value) >= -limit && Number(value) < limit;
    }
    default:
      return value.length <= 200 && !/\p{Cc}/u.test(value);
  }
}

function isCalendarDay(parts: string[] | undefined) {
  if (!parts) return false;
  const [year, month, day] = parts.map(Number);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}
