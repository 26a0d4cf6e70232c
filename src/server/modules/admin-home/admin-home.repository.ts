import { and, asc, desc, eq, gte, isNull, lte, ne, not, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, chatConversations, chatMessages, customers, jobs, profiles, quoteRequests, technicians } from "../../db/schema.ts";

// issue 10, Admin home: each list is one indexed query with its full count (`count(*) over ()`),
// so the home is a handful of queries whatever the size of the tables (bench/README.md).

/**
 * Minutes after midnight a job's slot starts, for ordering a day: the booking slots
 * ('1:00 PM'), then the emergency response times (customer-side.md §9), the 'ASAP' ones first.
 * Text order would put '1:00 PM' before '9:00 AM'.
 */
const slotOrder = sql<number>`case
  when ${jobs.scheduled_time} ~ '^[0-9]{1,2}:[0-9]{2} (AM|PM)$'
    then (split_part(${jobs.scheduled_time}, ':', 1)::int % 12 + case when ${jobs.scheduled_time} like '%PM' then 12 else 0 end) * 60
      + substr(split_part(${jobs.scheduled_time}, ':', 2), 1, 2)::int
  when ${jobs.scheduled_time} like 'ASAP%' or ${jobs.scheduled_time} like 'Emergency%' or ${jobs.scheduled_time} like 'Within%' then -1
  when ${jobs.scheduled_time} like 'Today - Morning%' then 480
  when ${jobs.scheduled_time} like 'Today - Afternoon%' then 720
  when ${jobs.scheduled_time} like 'Today - Evening%' then 1020
  else 1440
end`;

const customerName = sql<string>`trim(${customers.first_name} || ' ' || ${customers.last_name})`;

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
     * ranked on jobs alone (jobs_scheduled_idx), and only the rows shown are joined to names.
     */
    todayByTechnician(today: string, perTechnician: number) {
      const day = db.$with("day").as(
        db
          .select({
            id: jobs.id,
            title: jobs.title,
            status: jobs.status,
            priority: jobs.priority,
            scheduled_date: jobs.scheduled_date,
            scheduled_time: jobs.scheduled_time,
            service_city: jobs.service_city,
            service_state: jobs.service_state,
            customer_id: jobs.customer_id,
            technician_id: jobs.technician_id,
            rank: sql<number>`(row_number() over (partition by ${jobs.technician_id} order by ${slotOrder}, ${jobs.id}))::int`.as("rank"),
            in_group: sql<number>`(count(*) over (partition by ${jobs.technician_id}))::int`.as("in_group"),
          })
          .from(jobs)
          .where(and(eq(jobs.scheduled_date, today), ne(jobs.status, "cancelled"))),
      );
      return db
        .with(day)
        .select({
          id: day.id,
          title: day.title,
          status: day.status,
          priority: day.priority,
          scheduled_date: day.scheduled_date,
          scheduled_time: day.scheduled_time,
          service_city: day.service_city,
          service_state: day.service_state,
          customer_name: customerName,
          technician_id: day.technician_id,
          technician_first: sql<string>`coalesce(${profiles.first_name}, '')`,
          technician_last: sql<string>`coalesce(${profiles.last_name}, '')`,
          technician_active: sql<boolean>`coalesce(${technicians.is_active}, false)`,
          in_group: day.in_group,
        })
        .from(day)
        .innerJoin(customers, eq(customers.id, day.customer_id))
        .leftJoin(technicians, eq(technicians.id, day.technician_id))
        .leftJoin(profiles, eq(profiles.id, technicians.profile_id))
        .where(lte(day.rank, perTechnician))
        .orderBy(sql`${day.technician_id} is null`, asc(profiles.first_name), asc(profiles.last_name), asc(day.technician_id), asc(day.rank));
    },

    /**
     * Open jobs without a technician, from today on (or with no date yet), soonest first. The
     * page is taken from jobs_unassigned_idx before the names are joined; `total` counts the
     * whole backlog on the same index.
     */
    unassigned(today: string, limit: number) {
      const backlog = and(UNASSIGNED, or(isNull(jobs.scheduled_date), gte(jobs.scheduled_date, today)));
      const page = db.$with("page").as(
        db
          .select({
            id: jobs.id,
            title: jobs.title,
            status: jobs.status,
            priority: jobs.priority,
            scheduled_date: jobs.scheduled_date,
            scheduled_time: jobs.scheduled_time,
            service_city: jobs.service_city,
            service_state: jobs.service_state,
            customer_id: jobs.customer_id,
            created_at: jobs.created_at,
            slot: slotOrder.as("slot"),
          })
          .from(jobs)
          .where(backlog)
          .orderBy(sql`${jobs.scheduled_date} asc nulls last`, slotOrder, asc(jobs.created_at), asc(jobs.id))
          .limit(limit),
      );
      return db
        .with(page)
        .select({
          id: page.id,
          title: page.title,
          status: page.status,
          priority: page.priority,
          scheduled_date: page.scheduled_date,
          scheduled_time: page.scheduled_time,
          service_city: page.service_city,
          service_state: page.service_state,
          customer_name: customerName,
          total: sql<number>`(select count(*) from ${jobs} where ${backlog})::int`,
        })
        .from(page)
        .innerJoin(customers, eq(customers.id, page.customer_id))
        .orderBy(sql`${page.scheduled_date} asc nulls last`, asc(page.slot), asc(page.created_at), asc(page.id));
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

    /** Paid emergencies with their details and job, the job still pending or without a technician. */
    emergenciesAwaitingDispatch(limit: number) {
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
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(and(UNDISPATCHED_BOOKING_JOB, PAID_EMERGENCY))
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
