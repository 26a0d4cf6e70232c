import { and, asc, desc, eq, gte, isNull, lte, ne, not, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { slotOrderOf } from "../jobs/slot-order.ts";
import { bookings, chatConversations, chatMessages, customers, jobs, profiles, quoteRequests, technicians } from "../../db/schema.ts";

// Admin home: each list is one indexed query with its full count (`count(*) over ()`),
// so the home is a handful of queries whatever the size of the tables (bench/README.md).

const slotOrder = slotOrderOf(jobs.scheduled_time);

/** The job's customer's name, looked up by primary key for each row shown (never a join over all customers). */
const customerName = sql<string>`(select trim(${customers.first_name} || ' ' || ${customers.last_name}) from ${customers} where ${customers.id} = ${jobs.customer_id})`;

const HOME_JOB = {
  id: jobs.id,
  title: jobs.title,
  status: jobs.status,
  priority: jobs.priority,
  scheduled_date: jobs.scheduled_date,
  scheduled_time: jobs.scheduled_time,
  service_city: jobs.service_city,
  service_state: jobs.service_state,
  customer_name: customerName,
};

// The predicates of the partial indexes jobs_unassigned_idx and jobs_undispatched_booking_idx
// (db/schema/jobs.ts), written the same way so the planner can prove a query fits its index.
const UNASSIGNED = sql`${jobs.technician_id} is null and ${jobs.status} not in ('completed', 'cancelled')`;
const UNDISPATCHED_BOOKING_JOB = sql`${jobs.booking_id} is not null and (${jobs.status} = 'pending' or (${jobs.technician_id} is null and ${jobs.status} not in ('in_progress', 'completed', 'cancelled')))`;

/** A paid emergency, not cancelled; written as bookings_pending_emergency_idx's predicate is. */
const PAID_EMERGENCY = sql`${bookings.is_emergency} and ${bookings.emergency_fee_paid} and ${bookings.status} <> 'cancelled' and ${bookings.emergency_payment_date} is not null`;

export function adminHomeRepository(db: TDb) {
  return {
    /**
     * Today's jobs but cancelled ones, by technician (named, then nobody) in slot order, at
     * most `perTechnician` each; `in_group` counts each technician's whole day. The day is
     * ranked from jobs_day_idx alone; only the rows shown are read and named.
     */
    todayByTechnician(today: string, perTechnician: number) {
      const ranked = db
        .select({
          id: jobs.id,
          rank: sql<number>`(row_number() over (partition by ${jobs.technician_id} order by ${slotOrder}, ${jobs.id}))::int`.as("rank"),
          in_group: sql<number>`(count(*) over (partition by ${jobs.technician_id}))::int`.as("in_group"),
        })
        .from(jobs)
        .where(and(eq(jobs.scheduled_date, today), ne(jobs.status, "cancelled")))
        .as("ranked");
      return db
        .select({
          ...HOME_JOB,
          technician_id: jobs.technician_id,
          technician_first: sql<string>`coalesce(${profiles.first_name}, '')`,
          technician_last: sql<string>`coalesce(${profiles.last_name}, '')`,
          technician_active: sql<boolean>`coalesce(${technicians.is_active}, false)`,
          in_group: ranked.in_group,
        })
        .from(ranked)
        .innerJoin(jobs, eq(jobs.id, ranked.id))
        .leftJoin(technicians, eq(technicians.id, jobs.technician_id))
        .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
        .where(lte(ranked.rank, perTechnician))
        .orderBy(sql`${jobs.technician_id} is null`, asc(profiles.first_name), asc(profiles.last_name), asc(jobs.technician_id), asc(ranked.rank));
    },

    /**
     * Open jobs without a technician dated from today, soonest first: read in the order of
     * jobs_unassigned_idx, so only the first days' rows are touched.
     */
    unassignedDated(today: string, limit: number) {
      return db
        .select(HOME_JOB)
        .from(jobs)
        .where(and(UNASSIGNED, gte(jobs.scheduled_date, today)))
        .orderBy(asc(jobs.scheduled_date), slotOrder, asc(jobs.created_at), asc(jobs.id))
        .limit(limit);
    },

    /** Open jobs without a technician and without a date yet, oldest first (they follow the dated ones). */
    unassignedUndated(limit: number) {
      return db
        .select(HOME_JOB)
        .from(jobs)
        .where(and(UNASSIGNED, isNull(jobs.scheduled_date)))
        .orderBy(asc(jobs.created_at), asc(jobs.id))
        .limit(limit);
    },

    /** How many open jobs from today on (or undated) have no technician: an index-only count. */
    unassignedCount(today: string) {
      return db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(UNASSIGNED, or(isNull(jobs.scheduled_date), gte(jobs.scheduled_date, today))));
    },

    /** Paid emergencies whose details never came: no job, only the contact given at payment. */
    emergenciesAwaitingDetails(limit: number) {
      return (
        db
          .select({
            booking_id: bookings.id,
            paid_at: sql<Date>`${bookings.emergency_payment_date}`.mapWith(bookings.emergency_payment_date),
            customer_name: bookings.customer_name,
            customer_phone: bookings.customer_phone,
            customer_email: bookings.customer_email,
            is_test: bookings.is_test,
            total: sql<number>`(count(*) over ())::int`,
          })
          .from(bookings)
          // The partial index bookings_pending_emergency_idx holds exactly the unfinished paid ones.
          .where(and(PAID_EMERGENCY, sql`not ${bookings.booking_completed}`))
          .orderBy(asc(bookings.emergency_payment_date), asc(bookings.id))
          .limit(limit)
      );
    },

    /**
     * Paid emergencies with their details and job, the job still pending or without a technician.
     * Driven by the backlog (jobs_undispatched_booking_idx), each job's booking read by its key:
     * the lateral subquery's `limit 1` keeps the planner from scanning every paid emergency ever.
     */
    emergenciesAwaitingDispatch(limit: number) {
      const booking = db
        .select({
          id: bookings.id,
          paid_at: sql<Date>`${bookings.emergency_payment_date}`.mapWith(bookings.emergency_payment_date).as("paid_at"),
          customer_name: bookings.customer_name,
          customer_phone: bookings.customer_phone,
          customer_email: bookings.customer_email,
          is_test: bookings.is_test,
        })
        .from(bookings)
        .where(and(eq(bookings.id, jobs.booking_id), PAID_EMERGENCY))
        .limit(1)
        .as("booking");
      return db
        .select({
          booking_id: booking.id,
          job_id: jobs.id,
          paid_at: booking.paid_at,
          customer_name: booking.customer_name,
          customer_phone: booking.customer_phone,
          customer_email: booking.customer_email,
          service_city: jobs.service_city,
          response_time: jobs.scheduled_time,
          is_test: booking.is_test,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(jobs)
        .innerJoinLateral(booking, sql`true`)
        .where(UNDISPATCHED_BOOKING_JOB)
        .orderBy(asc(booking.paid_at), asc(booking.id))
        .limit(limit);
    },

    /**
     * Paid emergencies of the last week whose technician is assigned but has not
     * started (scheduled or on hold): the 2-hour promise still runs (bookings_paid_emergency_idx).
     */
    emergenciesAwaitingStart(since: Date, limit: number) {
      return db
        .select({
          booking_id: bookings.id,
          job_id: jobs.id,
          paid_at: sql<Date>`${bookings.emergency_payment_date}`.mapWith(bookings.emergency_payment_date),
          customer_name: bookings.customer_name,
          customer_phone: bookings.customer_phone,
          customer_email: bookings.customer_email,
          service_city: jobs.service_city,
          response_time: jobs.scheduled_time,
          is_test: bookings.is_test,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(bookings)
        .innerJoin(jobs, eq(jobs.booking_id, bookings.id))
        .where(
          and(
            sql`${bookings.is_emergency} and ${bookings.emergency_fee_paid} and ${bookings.status} <> 'cancelled'`,
            gte(bookings.emergency_payment_date, since),
            sql`${jobs.technician_id} is not null and ${jobs.status} in ('scheduled', 'on_hold')`,
          ),
        )
        .orderBy(asc(bookings.emergency_payment_date), asc(bookings.id))
        .limit(limit);
    },

    /** New quote requests, newest first (quote_requests_status_idx). */
    newQuotes(limit: number) {
      return db
        .select({
          id: quoteRequests.id,
          name: quoteRequests.name,
          service: quoteRequests.service,
          created_at: quoteRequests.created_at,
          // Counted on the index alone, not by reading every new quote.
          total: sql<number>`(select count(*) from ${quoteRequests} where ${quoteRequests.status} = 'new')::int`,
        })
        .from(quoteRequests)
        .where(eq(quoteRequests.status, "new"))
        .orderBy(desc(quoteRequests.created_at), desc(quoteRequests.id))
        .limit(limit);
    },

    /**
     * Open conversations whose last message written by a person is the customer's (decision
     * 0050: the server's greeting and acknowledgements are not an answer), newest first.
     */
    unansweredChats(limit: number) {
      const last = db
        .select({ sender_type: chatMessages.sender_type, message: chatMessages.message, created_at: chatMessages.created_at })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversation_id, chatConversations.id), not(chatMessages.automated)))
        .orderBy(desc(chatMessages.created_at))
        .limit(1)
        .as("last");
      return db
        .select({
          id: chatConversations.id,
          customer_name: chatConversations.customer_name,
          customer_email: chatConversations.customer_email,
          last_message: last.message,
          last_message_at: last.created_at,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(chatConversations)
        .innerJoinLateral(last, sql`true`)
        .where(and(eq(chatConversations.status, "open"), eq(last.sender_type, "customer")))
        .orderBy(desc(last.created_at), desc(chatConversations.id))
        .limit(limit);
    },
  };
}

export type TAdminHomeRepository = ReturnType<typeof adminHomeRepository>;
