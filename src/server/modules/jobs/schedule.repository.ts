import { and, asc, between, count, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TTx } from "../../db/tx.ts";
import { bookings, customers, jobs, profiles, technicians, user } from "../../db/schema.ts";
import { personName } from "./admin-jobs.repository.ts";

// The schedule board (decision 0155): what it reads and the one write of a move.

const CLOSED = ["completed", "cancelled"] as const;

/** When a paid emergency's fee was paid (its booking, by key): the start of its 2-hour promise. */
const emergencyPaidAt =
  sql<Date | null>`(select b.emergency_payment_date from ${bookings} b where b.id = ${jobs.booking_id} and b.is_emergency and b.emergency_fee_paid)`.mapWith(
    bookings.emergency_payment_date,
  );

const BOARD_JOB = {
  id: jobs.id,
  title: jobs.title,
  status: jobs.status,
  priority: jobs.priority,
  scheduled_date: jobs.scheduled_date,
  scheduled_time: jobs.scheduled_time,
  estimated_hours: jobs.estimated_hours,
  technician_id: jobs.technician_id,
  service_city: jobs.service_city,
  // A key lookup per job shown (customers_pkey), never a hash over every customer.
  customer_name: sql<string>`(select trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) from ${customers} c where c.id = ${jobs.customer_id})`,
  emergency_paid_at: emergencyPaidAt,
};

/** The visit a move is compared with: what the board showed. */
export type TVisitSeen = { scheduled_date: string | null; scheduled_time: string | null; technician_id: string | null };

export function scheduleRepository(db: TDb) {
  return {
    /** The active technicians in name order, at most `limit`, and how many there are. */
    async technicians(limit: number) {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ id: technicians.id, name: sql<string>`coalesce(${personName}, '')` })
          .from(technicians)
          .innerJoin(profiles, eq(profiles.id, technicians.profile_id))
          .leftJoin(user, eq(user.id, profiles.id))
          .where(eq(technicians.is_active, true))
          .orderBy(asc(profiles.first_name), asc(profiles.last_name), asc(technicians.id))
          .limit(limit),
        db.select({ total: count() }).from(technicians).where(eq(technicians.is_active, true)),
      ]);
      return { rows, total };
    },

    /**
     * The technicians' jobs of the days `from`..`to`, not cancelled: one query, a range read of
     * jobs_day_idx (scheduled_date, technician_id, …), the customers joined by key.
     */
    days(from: string, to: string, technicianIds: readonly string[]) {
      if (technicianIds.length === 0) return Promise.resolve([]);
      return db
        .select(BOARD_JOB)
        .from(jobs)
        .where(and(between(jobs.scheduled_date, from, to), inArray(jobs.technician_id, [...technicianIds]), ne(jobs.status, "cancelled")))
        .orderBy(asc(jobs.scheduled_date), asc(jobs.technician_id), asc(jobs.scheduled_time), asc(jobs.id));
    },

    /**
     * Open jobs with no technician or no date, soonest first (no date first), at most `limit`:
     * the unassigned ones from jobs_unassigned_idx, the undated ones from jobs_day_idx (null dates).
     */
    unscheduled(limit: number) {
      return db
        .select(BOARD_JOB)
        .from(jobs)
        .where(and(or(isNull(jobs.technician_id), isNull(jobs.scheduled_date)), notInArray(jobs.status, [...CLOSED])))
        .orderBy(sql`${jobs.scheduled_date} asc nulls first`, asc(jobs.scheduled_time), asc(jobs.created_at), asc(jobs.id))
        .limit(limit);
    },

    /** The job a move is judged on, locked for the move's transaction; null when there is none. */
    async lockForMove(tx: TTx, id: string) {
      const [row] = await tx
        .select({
          id: jobs.id,
          status: jobs.status,
          scheduled_date: jobs.scheduled_date,
          scheduled_time: jobs.scheduled_time,
          technician_id: jobs.technician_id,
          estimated_hours: jobs.estimated_hours,
          emergency_paid_at: emergencyPaidAt,
        })
        .from(jobs)
        .where(eq(jobs.id, id))
        .for("update");
      return row ?? null;
    },

    /** The technician's other jobs of a day, not cancelled (the move's overlaps), from jobs_day_idx. */
    dayJobs(tx: TTx, technicianId: string, date: string) {
      return tx
        .select({ id: jobs.id, title: jobs.title, scheduled_time: jobs.scheduled_time, estimated_hours: jobs.estimated_hours })
        .from(jobs)
        .where(and(eq(jobs.scheduled_date, date), eq(jobs.technician_id, technicianId), ne(jobs.status, "cancelled")));
    },

    /** The move, compare-and-set on the visit the board showed (STYLE.md habit 4); null when it changed. */
    async move(tx: TTx, change: { id: string; seen: TVisitSeen; to: { scheduled_date: string; scheduled_time: string; technician_id: string }; now: Date }) {
      const [row] = await tx
        .update(jobs)
        .set({ ...change.to, updated_at: change.now })
        .where(
          and(
            eq(jobs.id, change.id),
            sql`${jobs.scheduled_date} is not distinct from ${change.seen.scheduled_date}::date`,
            sql`${jobs.scheduled_time} is not distinct from ${change.seen.scheduled_time}`,
            sql`${jobs.technician_id} is not distinct from ${change.seen.technician_id}::uuid`,
          ),
        )
        .returning({ id: jobs.id });
      return row ?? null;
    },
  };
}

export type TScheduleRepository = ReturnType<typeof scheduleRepository>;
