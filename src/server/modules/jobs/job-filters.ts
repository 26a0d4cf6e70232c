import { and, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { customers, jobs } from "../../db/schema.ts";
import { containsPattern } from "../../db/like.ts";
import type { TExecutor } from "../../db/tx.ts";
import { priorityFromName } from "../../../shared/rules/job-status.ts";
import type { TJobFilters } from "../../../shared/schemas/jobs.ts";

// staff-side.md §2 Jobs Management: the search box and the status and priority filters, as one
// SQL condition shared by the list, its counters, the export and the map, so they always agree.

/** A hex prefix of a job id (at least 4 characters, dashes allowed) as the range of uuids it starts. */
export function idPrefixRange(q: string): { from: string; to: string } | null {
  const hex = q.toLowerCase().replace(/-/g, "");
  if (hex.length < 4 || hex.length > 32 || !/^[0-9a-f]+$/.test(hex)) return null;
  const asUuid = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { from: asUuid(hex.padEnd(32, "0")), to: asUuid(hex.padEnd(32, "f")) };
}

/**
 * The words of a search a trigram index can look up (decision 0036): runs of 3 or more ASCII
 * letters and digits, which are word characters in every locale (the embedded database's is C).
 */
export const trigramWords = (q: string) => q.match(/[A-Za-z0-9]{3,}/g) ?? [];

/**
 * `column` holds `q`, in any case: the same rows as `column ilike '%q%'`, written so that the
 * trigram indexes are asked only what they answer fast.
 * - One plain word: ILIKE, which the index serves.
 * - Several words or punctuation: each word by ILIKE, and the whole by `lower(column) like
 *   lower(pattern)`, the test ILIKE makes in UTF-8, which no index serves. Asked for the whole,
 *   the index would also look up the trigrams padded at word boundaries ("er ", " sm"), found
 *   in most rows, and take a hundred times longer.
 * - No word of 3 characters: only that last test. A trigram index cannot find it and would read
 *   itself whole, slower than walking the newest jobs.
 */
export function contains(column: SQLWrapper, q: string): SQL {
  const pattern = containsPattern(q);
  const words = trigramWords(q);
  if (words.length === 1 && words[0] === q) return sql`${column} ilike ${pattern}`;
  const whole = sql`lower(${column}) like lower(${pattern})`;
  if (!words.length) return whole;
  return and(...words.map((word) => sql`${column} ilike ${containsPattern(word)}`), whole)!;
}

/** Customers whose name ("first last", the generated `full_name`, trigram-indexed) holds `q`. */
export const customerNameMatches = (q: string): SQL => contains(customers.full_name, q);

/**
 * The customers a search names, looked up before the jobs query (decision 0036): as a list of
 * ids the planner sees how many there are, and can choose between walking the newest jobs and
 * gathering the few matching ones from the indexes. "many" when more than this many match,
 * where walking the newest jobs is right and a subquery does.
 */
export const SEARCH_CUSTOMER_IDS_MAX = 1000;
export type TSearchCustomers = readonly string[] | "many";

/**
 * Search over title, customer name, city and the job id (a leading part of it, on the primary key's range).
 * `matchingCustomers`, when given, are the ids `customerNameMatches(q)` selects (resolveJobFilters).
 */
export function jobSearch(q: string, matchingCustomers?: TSearchCustomers): SQL {
  const conditions: SQL[] = [contains(jobs.title, q), contains(jobs.service_city, q)];
  if (matchingCustomers === undefined || matchingCustomers === "many") {
    conditions.push(sql`${jobs.customer_id} in (select ${customers.id} from ${customers} where ${customerNameMatches(q)})`);
  } else if (matchingCustomers.length) {
    conditions.push(inArray(jobs.customer_id, [...matchingCustomers]));
  }
  const range = idPrefixRange(q);
  if (range) conditions.push(and(gte(jobs.id, range.from), lte(jobs.id, range.to))!);
  return or(...conditions)!;
}

/** The condition the filters make; undefined when they select every job. */
export function jobFiltersWhere(filters: Partial<TJobFilters>, matchingCustomers?: TSearchCustomers): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(jobSearch(filters.q, matchingCustomers));
  if (filters.status && filters.status !== "all") conditions.push(eq(jobs.status, filters.status));
  if (filters.priority && filters.priority !== "all") conditions.push(eq(jobs.priority, priorityFromName(filters.priority)));
  if (filters.technician) conditions.push(eq(jobs.technician_id, filters.technician));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The search with its customers looked up first (one indexed query), so a search for a rare
 * name is as fast as one for a common word (decision 0036). The same rows as `jobSearch(q)`.
 */
export async function resolveJobSearch(executor: TExecutor, q: string): Promise<SQL> {
  // Without a word the index can look up, the lookup would read every customer: the subquery does it once, hashed.
  if (!trigramWords(q).length) return jobSearch(q);
  const rows = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(customerNameMatches(q))
    .limit(SEARCH_CUSTOMER_IDS_MAX + 1);
  return jobSearch(q, rows.length > SEARCH_CUSTOMER_IDS_MAX ? "many" : rows.map((row) => row.id));
}

/** `jobFiltersWhere` with the search's customers looked up first (resolveJobSearch): the same rows. */
export async function resolveJobFilters(executor: TExecutor, filters: Partial<TJobFilters>): Promise<SQL | undefined> {
  const narrow = jobFiltersWhere({ status: filters.status, priority: filters.priority, technician: filters.technician });
  return filters.q ? and(await resolveJobSearch(executor, filters.q), narrow) : narrow;
}

/** True when the filters select every job (no search, status, priority or technician). */
export const selectsEveryJob = (filters: Partial<TJobFilters>) =>
  !filters.q && (filters.status ?? "all") === "all" && (filters.priority ?? "all") === "all" && !filters.technician;
