import { and, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { customers, jobs } from "../../db/schema.ts";
import { containsPattern } from "../../db/like.ts";
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

/** Search over title, customer name, city and the job id (a leading part of it, on the primary key's range). */
export function jobSearch(q: string): SQL {
  const pattern = containsPattern(q);
  const customerName = sql`${customers.first_name} || ' ' || ${customers.last_name}`;
  const conditions: SQL[] = [
    sql`${jobs.title} ilike ${pattern}`,
    sql`${jobs.service_city} ilike ${pattern}`,
    // `= any(array(…))`, not `in (select …)`: the matching customers become one array first, so
    // this arm can use jobs_customer_idx inside a BitmapOr with the trigram indexes of the
    // others; `in (…)` made every search a sequential scan of all jobs (decision 0047).
    sql`${jobs.customer_id} = any(array(select ${customers.id} from ${customers} where ${customerName} ilike ${pattern}))`,
  ];
  const range = idPrefixRange(q);
  if (range) conditions.push(and(gte(jobs.id, range.from), lte(jobs.id, range.to))!);
  return or(...conditions)!;
}

/** The condition the filters make; undefined when they select every job. */
export function jobFiltersWhere(filters: Partial<TJobFilters>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(jobSearch(filters.q));
  if (filters.status && filters.status !== "all") conditions.push(eq(jobs.status, filters.status));
  if (filters.priority && filters.priority !== "all") conditions.push(eq(jobs.priority, priorityFromName(filters.priority)));
  return conditions.length ? and(...conditions) : undefined;
}

/** True when the filters select every job (no search, status or priority). */
export const selectsEveryJob = (filters: Partial<TJobFilters>) => !filters.q && (filters.status ?? "all") === "all" && (filters.priority ?? "all") === "all";
