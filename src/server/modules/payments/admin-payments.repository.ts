import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDb } from "../../db/client.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { bookings, invoices, jobs, payments, user } from "../../db/schema.ts";
import { BUSINESS_TIME_ZONE } from "../../../shared/rules/dates.ts";
import type { TPaymentFilters } from "../../../shared/schemas/payments-admin.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";

// Payments: every payment the site and the admins recorded, newest first, with the
// filter's totals computed here, in one query.

const NEWEST_FIRST: TKeyset = { sort: payments.created_at, id: payments.id, direction: "desc" };
/** The job of a booking's payment, and the job an invoice billed (a job an admin made has no booking). */
const invoiceJobs = alias(jobs, "invoice_jobs");
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** Money that moved: taken (`succeeded`), or taken and given back later (`refunded`, whose refund is its own row). */
const SETTLED = sql`${payments.status} in ('succeeded', 'refunded')`;

function filtersWhere(filters: TPaymentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // Whole days in the business's time zone, both ends included (the index serves the range).
  if (filters.from) conditions.push(sql`${payments.created_at} >= (${filters.from}::date)::timestamp at time zone ${ZONE}`);
  if (filters.to) conditions.push(sql`${payments.created_at} < (${filters.to}::date + 1)::timestamp at time zone ${ZONE}`);
  if (filters.kind !== "all") conditions.push(eq(payments.kind, filters.kind));
  if (filters.mode !== "all") conditions.push(eq(payments.is_test, filters.mode === "test"));
  return conditions.length ? and(...conditions) : undefined;
}

const sumOf = (kind: string) =>
  sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = ${kind} and ${SETTLED}), 0)::bigint`.mapWith(Number);

/** The settled sums by kind: what netOf (shared/rules/payment-totals.ts) turns into the money collected. */
export const SETTLED_SUMS = { deposit: sumOf("deposit"), emergency_fee: sumOf("emergency_fee"), balance: sumOf("balance"), refund: sumOf("refund") };

export function adminPaymentsRepository(db: TDb) {
  return {
    async page(query: TPaymentFilters & TPageQuery) {
      const rows = await db
        .select({
          id: payments.id,
          kind: payments.kind,
          amount: payments.amount,
          status: payments.status,
          is_test: payments.is_test,
          provider: payments.provider,
          method: payments.method,
          reference: payments.reference,
          created_at: payments.created_at,
          customer_name: sql<
            string | null
          >`coalesce(${invoices.customer_name}, nullif(${bookings.customer_name}, ''), nullif(${bookings.customer_email}, ''), ${user.name})`,
          booking_id: payments.booking_id,
          job_id: sql<string | null>`coalesce(${invoiceJobs.id}, ${jobs.id})`,
          job_title: sql<string | null>`coalesce(${invoiceJobs.title}, ${jobs.title})`,
          invoice_id: invoices.id,
          invoice_number: invoices.number,
          cursor_key: cursorKey(NEWEST_FIRST),
        })
        .from(payments)
        .leftJoin(bookings, eq(bookings.id, payments.booking_id))
        .leftJoin(jobs, eq(jobs.booking_id, payments.booking_id))
        .leftJoin(invoices, eq(invoices.id, payments.invoice_id))
        .leftJoin(invoiceJobs, eq(invoiceJobs.id, invoices.job_id))
        .leftJoin(user, eq(user.id, payments.user_id))
        .where(and(filtersWhere(query), afterCursor(NEWEST_FIRST, query.cursor)))
        .orderBy(...keysetOrder(NEWEST_FIRST))
        .limit(query.limit + 1);
      return toPage(rows, query.limit);
    },

    /** The filter's count (every payment it selects) and its settled sums by kind. */
    async totals(filters: TPaymentFilters) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          ...SETTLED_SUMS,
        })
        .from(payments)
        .where(filtersWhere(filters));
      return row;
    },
  };
}

export type TAdminPaymentsRepository = ReturnType<typeof adminPaymentsRepository>;
