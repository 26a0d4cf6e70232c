import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, jobs, payments, serviceReviews, services } from "../../db/schema.ts";
import { appointmentDate, appointmentTime, bookingJob } from "../../db/appointment.ts";
import { ownBookings, type TOwner } from "../../db/ownership.ts";
import { bookedServiceNames } from "./service-names.ts";
import { bookingEvents, completedEvent, paymentEvent, recentActivity } from "./activity.ts";

const ACTIVITY_LIMIT = 5;

// Recent Activity and Account Overview, from the customer's own records.
export function overviewRepository(db: TDb) {
  return {
    async overview(owner: TOwner) {
      const mine = and(ownBookings(owner), eq(bookings.booking_completed, true));
      // In both languages (decision 0177); the page chooses which to show.
      const { name: serviceName, name_es: serviceNameEs } = bookedServiceNames();
      const [[counts], [rating], booked, paid, done] = await Promise.all([
        db
          .select({
            active: sql<number>`(count(*) filter (where ${bookings.status} <> 'cancelled' and coalesce(${jobs.status}, 'pending') not in ('completed', 'cancelled')))::int`,
            completed: sql<number>`(count(*) filter (where ${jobs.status} = 'completed'))::int`,
          })
          .from(bookings)
          .leftJoin(jobs, bookingJob)
          .where(mine),
        db
          .select({ average: sql<number | null>`round(avg(${serviceReviews.rating})::numeric, 1)::float8` })
          .from(serviceReviews)
          .where(eq(serviceReviews.user_id, owner.userId)),
        db
          .select({
            name: serviceName,
            name_es: serviceNameEs,
            date: appointmentDate,
            time: appointmentTime,
            is_emergency: bookings.is_emergency,
            booking_status: bookings.status,
            job_status: jobs.status,
            created_at: bookings.created_at,
            booking_updated_at: bookings.updated_at,
            job_updated_at: jobs.updated_at,
            started_at: jobs.started_at,
          })
          .from(bookings)
          .leftJoin(services, eq(services.id, bookings.service_id))
          .leftJoin(jobs, bookingJob)
          .where(mine)
          // The bookings something last happened to, not only the newest made.
          .orderBy(desc(sql`greatest(${bookings.created_at}, ${bookings.updated_at}, ${jobs.updated_at})`))
          .limit(ACTIVITY_LIMIT),
        db
          .select({ at: payments.created_at, kind: payments.kind, amount: payments.amount, name: serviceName, name_es: serviceNameEs })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.booking_id))
          .leftJoin(services, eq(services.id, bookings.service_id))
          .where(ownBookings(owner))
          .orderBy(desc(payments.created_at))
          .limit(ACTIVITY_LIMIT),
        db
          .select({ at: jobs.completed_at, name: serviceName, name_es: serviceNameEs })
          .from(jobs)
          .innerJoin(bookings, eq(bookings.id, jobs.booking_id))
          .leftJoin(services, eq(services.id, bookings.service_id))
          .where(and(ownBookings(owner), eq(jobs.status, "completed"), isNotNull(jobs.completed_at)))
          .orderBy(desc(jobs.completed_at))
          .limit(ACTIVITY_LIMIT),
      ]);
      const activity = recentActivity(
        [...booked.flatMap(bookingEvents), ...paid.map(paymentEvent), ...done.map((j) => completedEvent({ name: j.name, name_es: j.name_es, at: j.at! }))],
        ACTIVITY_LIMIT,
      );
      return { active_bookings: counts.active, completed_bookings: counts.completed, average_rating_given: rating.average, recent_activity: activity };
    },

    /** customer-side.md §7 Pending emergency list: paid, details missing, newest payment first. */
    pendingEmergencies(owner: TOwner) {
      return db
        .select({
          id: bookings.id,
          emergency_payment_date: bookings.emergency_payment_date,
          customer_email: bookings.customer_email,
          customer_name: bookings.customer_name,
        })
        .from(bookings)
        .where(and(eq(bookings.is_emergency, true), eq(bookings.emergency_fee_paid, true), eq(bookings.booking_completed, false), ownBookings(owner)))
        .orderBy(desc(bookings.emergency_payment_date));
    },
  };
}
