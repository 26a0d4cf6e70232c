import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { containsPattern } from "../../db/like.ts";
import { jobs, quoteRequests, quoteSearchText, services, user } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import type { TQuoteFilter } from "../../../shared/schemas/quotes-admin.ts";

// Quotes: the admin's list of quote requests, and the two ways to handle one.

const NEWEST_FIRST: TKeyset = { sort: quoteRequests.created_at, id: quoteRequests.id, direction: "desc" };

const ADMIN_QUOTE = {
  id: quoteRequests.id,
  name: quoteRequests.name,
  phone: quoteRequests.phone,
  email: quoteRequests.email,
  service: quoteRequests.service,
  message: quoteRequests.message,
  status: quoteRequests.status,
  answer_note: quoteRequests.answer_note,
  answered_at: quoteRequests.answered_at,
  answered_by_name: user.name,
  job_id: jobs.id,
  job_title: jobs.title,
  job_status: jobs.status,
  created_at: quoteRequests.created_at,
};

function filtersWhere(filters: { q?: string; status: TQuoteFilter }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status !== "all") conditions.push(eq(quoteRequests.status, filters.status));
  // The trigram index quote_requests_search_idx is on this very expression.
  if (filters.q) conditions.push(sql`${quoteSearchText(quoteRequests)} like ${containsPattern(filters.q.toLowerCase())}`);
  return conditions.length ? and(...conditions) : undefined;
}

export function adminQuotesRepository(db: TDb) {
  const withNames = (executor: TExecutor) =>
    executor.select(ADMIN_QUOTE).from(quoteRequests).leftJoin(user, eq(user.id, quoteRequests.answered_by)).leftJoin(jobs, eq(jobs.id, quoteRequests.job_id));

  return {
    transaction<T>(work: (tx: TTx) => Promise<T>) {
      return db.transaction(work);
    },

    /** Newest first, keyset-paged (decision 0028). */
    async page(query: { q?: string; status: TQuoteFilter; cursor?: string; limit: number }) {
      const rows = await db
        .select({ ...ADMIN_QUOTE, cursor_key: cursorKey(NEWEST_FIRST) })
        .from(quoteRequests)
        .leftJoin(user, eq(user.id, quoteRequests.answered_by))
        .leftJoin(jobs, eq(jobs.id, quoteRequests.job_id))
        .where(and(filtersWhere(query), afterCursor(NEWEST_FIRST, query.cursor)))
        .orderBy(...keysetOrder(NEWEST_FIRST))
        .limit(query.limit + 1);
      return toPage(rows, query.limit);
    },

    /** How many quotes are new and answered: the filter tabs' numbers. */
    async counts() {
      const [row] = await db
        .select({
          new: sql<number>`(count(*) filter (where ${quoteRequests.status} = 'new'))::int`,
          answered: sql<number>`(count(*) filter (where ${quoteRequests.status} = 'answered'))::int`,
        })
        .from(quoteRequests);
      return row;
    },

    async find(id: string, executor: TExecutor = db) {
      const [row] = await withNames(executor).where(eq(quoteRequests.id, id));
      return row ?? null;
    },

    /** The quote, locked until the transaction ends: two conversions of it run one after the other. */
    async lock(tx: TTx, id: string) {
      const [row] = await tx
        .select({ id: quoteRequests.id, status: quoteRequests.status, service: quoteRequests.service, job_id: quoteRequests.job_id })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, id))
        .for("update");
      return row ?? null;
    },

    /** Compare-and-set: only a new quote is answered; null when it is not (or no longer) new. */
    async answer(tx: TTx, id: string, note: string, actorId: string) {
      const [row] = await tx
        .update(quoteRequests)
        .set({ status: "answered", answer_note: note, answered_at: new Date(), answered_by: actorId })
        .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, "new")))
        .returning({ id: quoteRequests.id });
      return row ?? null;
    },

    /**
     * Links the quote to the job made from it, and counts it answered (keeping an earlier answer).
     * Compare-and-set on `job_id is null`, with the unique index on job_id behind it.
     */
    async linkJob(tx: TTx, id: string, jobId: string, actorId: string) {
      const [row] = await tx
        .update(quoteRequests)
        .set({
          job_id: jobId,
          status: "answered",
          answered_at: sql`coalesce(${quoteRequests.answered_at}, now())`,
          answered_by: sql`coalesce(${quoteRequests.answered_by}, ${actorId})`,
        })
        .where(and(eq(quoteRequests.id, id), isNull(quoteRequests.job_id)))
        .returning({ id: quoteRequests.id });
      return row ?? null;
    },

    /** The catalogue service a quote names (the landing form offers the services' names), if any. */
    async serviceNamed(tx: TTx, name: string) {
      const [row] = await tx
        .select({ id: services.id })
        .from(services)
        .where(sql`lower(${services.name}) = ${name.trim().toLowerCase()}`)
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type TAdminQuotesRepository = ReturnType<typeof adminQuotesRepository>;
export type TAdminQuoteRow = NonNullable<Awaited<ReturnType<TAdminQuotesRepository["find"]>>>;
