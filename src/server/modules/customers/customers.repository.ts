import { and, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { appointmentDate, appointmentTime, bookingJob } from "../../db/appointment.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";
import type { TDb } from "../../db/client.ts";
import { customers, customerSearchText, phoneKeyOf, profiles, user } from "../../db/schema.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import type { TCustomerFormParsed, TCustomerRecord } from "../../../shared/schemas/customers.ts";
import { contains } from "../jobs/job-filters.ts";
import { BUSINESS_TIME_ZONE } from "../../../shared/rules/dates.ts";
import { CUSTOMER_HISTORY_LIMIT, type TCustomerSort } from "../../../shared/schemas/customers.ts";

// Customers (decision 0056). The page's customers are chosen first, on an index (name
// or newest, or the search's trigram index); their figures are then computed for those rows
// only, by lateral subqueries on indexed lookups — one statement, no query per row.

const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** A customer's bookings are the ones made with their e-mail (jobs link to customers by e-mail too). */
const bookingsOf = (email: SQL) => sql`select b.id from bookings b where lower(b.customer_email) = lower(${email})`;

/**
 * A customer's payments: those of their bookings (deposits, emergency fees, refunds, balances
 * of booked jobs) and the balance payments of their invoices (jobs an admin made have no booking).
 */
const paymentIdsOf = (customerId: SQL, email: SQL) => sql`
  select p.id from payments p where p.booking_id in (${bookingsOf(email)})
  union
  select i.payment_id from invoices i where i.customer_id = ${customerId} and i.payment_id is not null`;

/** Money in, less refunds (which are their own rows with a positive amount, decision 0008). */
const SIGNED_AMOUNT = sql`case when pay.kind = 'refund' then -pay.amount else pay.amount end`;

/** The list's figures for the customers in `page` (a CTE with id and email). */
const FIGURES = sql`
  page.id, page.first_name, page.last_name, page.email, page.phone, page.city, page.state,
  page.address, page.zip_code, page.notes, page.profile_id is not null as has_account, page.created_at,
  booked.bookings, worked.jobs,
  paid.total as paid_total, paid.test as paid_test,
  greatest(worked.last_visit, booked.last_visit)::text as last_visit
from page
cross join lateral (
  select count(*)::int as bookings, max(b.scheduled_date) filter (where b.status = 'completed') as last_visit
  from bookings b where lower(b.customer_email) = lower(page.email)
) booked
cross join lateral (
  select count(*)::int as jobs,
    max(coalesce((j.completed_at at time zone ${ZONE})::date, j.scheduled_date)) filter (where j.status = 'completed') as last_visit
  from jobs j where j.customer_id = page.id
) worked
cross join lateral (
  select coalesce(sum(${SIGNED_AMOUNT}), 0)::int as total, coalesce(sum(${SIGNED_AMOUNT}) filter (where pay.is_test), 0)::int as test
  from payments pay
  where pay.status in ('succeeded', 'refunded') and pay.id in (${paymentIdsOf(sql`page.id`, sql`page.email`)})
) paid`;

export type TCustomerRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  address: string | null;
  zip_code: string | null;
  notes: string | null;
  has_account: boolean;
  created_at: Date | string;
  bookings: number;
  jobs: number;
  paid_total: number;
  paid_test: number;
  last_visit: string | null;
};

/** The page's order, on `customers_full_name_idx` or `customers_created_idx`; kept by the outer select. */
const ORDER: Record<TCustomerSort, { inner: SQL; outer: SQL }> = {
  name: { inner: sql`full_name asc, id asc`, outer: sql`page.full_name asc, page.id asc` },
  newest: { inner: sql`created_at desc, id desc`, outer: sql`page.created_at desc, page.id desc` },
};

const searchWhere = (q: string | undefined) => (q ? contains(customerSearchText(customers), q.toLowerCase()) : sql`true`);

/** A history row with the count of all its kind (`count(*) over ()`), which the page shows apart. */
type THistoryRow<T> = T & { history_total: number };
const withTotals = <T>(rows: THistoryRow<T>[]) => ({
  items: rows.map(({ history_total: _total, ...row }) => row as T),
  total: rows[0]?.history_total ?? 0,
});

/** The columns of a customer's record as the form and the job form's picker read them. */
const RECORD = {
  id: customers.id,
  first_name: customers.first_name,
  last_name: customers.last_name,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  city: customers.city,
  state: customers.state,
  zip_code: customers.zip_code,
  notes: customers.notes,
};

export type TCustomerWrite = TCustomerFormParsed & { profile_id?: string | null };

export function customersRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /**
     * Serialises the writes that claim this e-mail or phone (decision 0153): two admins adding one
     * caller at once cannot both pass the duplicate check. Keys are taken in one order, so two
     * writes never wait on each other crosswise.
     */
    async lockContact(tx: TTx, keys: string[]) {
      for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-contact:${key}`}))`);
    },

    /** Another customer with this e-mail or this phone key (customers_email_idx, customers_phone_key_idx). */
    async sameContact(contact: { email: string | null; phoneKey: string | null; exceptId: string | null }, executor: TExecutor = db) {
      const matches = [
        contact.email ? sql`lower(${customers.email}) = ${contact.email.toLowerCase()}` : undefined,
        contact.phoneKey ? and(sql`${customers.phone} is not null`, sql`${phoneKeyOf(customers.phone)} = ${contact.phoneKey}`) : undefined,
      ].filter((match): match is SQL => match !== undefined);
      if (matches.length === 0) return [];
      return executor
        .select({ id: customers.id, full_name: customers.full_name, email: customers.email, phone: customers.phone })
        .from(customers)
        .where(and(or(...matches), contact.exceptId ? ne(customers.id, contact.exceptId) : undefined))
        .orderBy(customers.created_at, customers.id)
        .limit(5);
    },

    /**
     * The verified account of this e-mail that no customer record holds yet: a customer added
     * with it is that account's at once, as a sign-up links a guest (auth.ts, afterEmailVerification).
     */
    async unlinkedAccount(tx: TTx, email: string) {
      const [row] = await tx
        .select({ id: user.id })
        .from(user)
        .leftJoin(customers, eq(customers.profile_id, user.id))
        .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, eq(user.emailVerified, true), isNull(customers.id)));
      return row?.id ?? null;
    },

    async record(tx: TTx, id: string) {
      const [row] = await tx
        .select({ ...RECORD, profile_id: customers.profile_id })
        .from(customers)
        .where(eq(customers.id, id))
        .for("update");
      return row ?? null;
    },

    async insert(tx: TTx, values: TCustomerWrite): Promise<TCustomerRecord> {
      const [row] = await tx.insert(customers).values(values).returning(RECORD);
      return row;
    },

    async update(tx: TTx, id: string, values: TCustomerWrite): Promise<TCustomerRecord> {
      const [row] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning(RECORD);
      return row;
    },

    async page(query: { q?: string; sort: TCustomerSort; limit: number; offset: number }) {
      const order = ORDER[query.sort];
      const result = await db.execute<TCustomerRow>(sql`
        with page as (
          select id, first_name, last_name, full_name, email, phone, city, state, address, zip_code, notes, profile_id, created_at
          from ${customers}
          where ${searchWhere(query.q)}
          order by ${order.inner}
          limit ${query.limit} offset ${query.offset}
        )
        select ${FIGURES}
        order by ${order.outer}`);
      return result.rows;
    },

    async count(q: string | undefined) {
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${customers} where ${searchWhere(q)}`);
      return result.rows[0].n;
    },

    /** The language of the customer's account (decision 0164); null without an account. */
    async accountLocale(id: string): Promise<TLocale | null> {
      const [row] = await db
        .select({ locale: profiles.preferred_locale })
        .from(customers)
        .innerJoin(profiles, eq(profiles.id, customers.profile_id))
        .where(eq(customers.id, id));
      return row?.locale ?? null;
    },

    async one(id: string) {
      const result = await db.execute<TCustomerRow>(sql`
        with page as (
          select id, first_name, last_name, full_name, email, phone, city, state, address, zip_code, notes, profile_id, created_at
          from ${customers} where id = ${id}
        )
        select ${FIGURES}`);
      return result.rows[0] ?? null;
    },

    /** The customer's history, newest first, each kind with its full count. */
    async history(customer: { id: string; email: string | null }) {
      const limit = CUSTOMER_HISTORY_LIMIT;
      const [bookings, jobs, payments, invoices, reviews] = await Promise.all([
        db.execute<THistoryRow<TBookingRow>>(sql`
          select bookings.id, s.name as service_name,
            -- Decision 0130: the visit and the status as the booking's job has them.
            ${appointmentDate}::text as scheduled_date, ${appointmentTime} as scheduled_time,
            bookings.status as booking_status, jobs.status as job_status,
            bookings.is_emergency, bookings.is_test,
            case when bookings.is_emergency then coalesce(bookings.emergency_fee_amount, 0) else bookings.subtotal - bookings.discount_amount end as amount,
            bookings.created_at, count(*) over ()::int as history_total
          from bookings left join jobs on ${bookingJob} left join services s on s.id = bookings.service_id
          where lower(bookings.customer_email) = lower(${customer.email})
          order by bookings.created_at desc, bookings.id desc limit ${limit}`),
        db.execute<THistoryRow<TJobRow>>(sql`
          select j.id, j.title, j.status, j.scheduled_date::text as scheduled_date, j.scheduled_time, j.completed_at, j.total_amount,
            nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as technician_name,
            j.created_at, count(*) over ()::int as history_total
          from jobs j
          left join technicians t on t.id = j.technician_id
          left join profiles p on p.id = t.profile_id
          where j.customer_id = ${customer.id}
          order by j.created_at desc, j.id desc limit ${limit}`),
        db.execute<THistoryRow<TPaymentRow>>(sql`
          select pay.id, pay.kind, pay.amount, pay.status, pay.is_test, pay.created_at, i.number as invoice_number,
            count(*) over ()::int as history_total
          from payments pay left join invoices i on i.payment_id = pay.id
          where pay.id in (${paymentIdsOf(sql`${customer.id}::uuid`, sql`${customer.email}`)})
          order by pay.created_at desc, pay.id desc limit ${limit}`),
        db.execute<THistoryRow<TInvoiceRow>>(sql`
          select i.id, i.number, i.job_title, i.issued_at, i.total,
            case when i.voided_at is not null then 'void' when i.paid_at is null then 'unpaid' else 'paid' end as status,
            i.is_test, count(*) over ()::int as history_total
          from invoices i where i.customer_id = ${customer.id}
          order by i.number desc limit ${limit}`),
        db.execute<THistoryRow<TReviewRow>>(sql`
          select r.id, s.name as service_name, r.rating, r.review_text, r.created_at, count(*) over ()::int as history_total
          from service_reviews r join services s on s.id = r.service_id
          where (r.customer_email is not null and lower(r.customer_email) = lower(${customer.email}))
             or r.booking_id in (${bookingsOf(sql`${customer.email}`)})
          order by r.created_at desc, r.id desc limit ${limit}`),
      ]);
      return {
        bookings: withTotals(bookings.rows),
        jobs: withTotals(jobs.rows),
        payments: withTotals(payments.rows),
        invoices: withTotals(invoices.rows),
        reviews: withTotals(reviews.rows),
      };
    },
  };
}

type TInstant = Date | string;
export type TBookingRow = {
  id: string;
  service_name: string | null;
  scheduled_date: string;
  scheduled_time: string;
  booking_status: string;
  job_status: TJobStatus | null;
  is_emergency: boolean;
  is_test: boolean;
  amount: number;
  created_at: TInstant;
};
export type TJobRow = {
  id: string;
  title: string;
  status: string;
  scheduled_date: string | null;
  scheduled_time: string | null;
  completed_at: TInstant | null;
  total_amount: number | null;
  technician_name: string | null;
  created_at: TInstant;
};
export type TPaymentRow = { id: string; kind: string; amount: number; status: string; is_test: boolean; created_at: TInstant; invoice_number: number | null };
export type TInvoiceRow = {
  id: string;
  number: number;
  job_title: string;
  issued_at: TInstant;
  total: number;
  status: "unpaid" | "paid" | "void";
  is_test: boolean;
};
export type TReviewRow = { id: string; service_name: string; rating: number; review_text: string | null; created_at: TInstant };

export type TCustomersRepository = ReturnType<typeof customersRepository>;
