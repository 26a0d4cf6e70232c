import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { assignedJobs } from "../../db/ownership.ts";
import { bookings, customers, invoices, jobNotes, jobs, phoneKeyOf, technicians, user } from "../../db/schema.ts";
import { phoneKey } from "../../../shared/rules/discount.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { transitionStampRules, type TJobPriority, type TJobStatus, type TStampRule } from "../../../shared/rules/job-status.ts";

/** The contact a job's customer record is found or created from. */
export type TJobCustomer = {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  service_address: string;
  service_city: string | null;
  service_state: string | null;
  service_zip: string | null;
};

/** Whose jobs a query may see: any (admins) or one technician's assigned jobs. */
export type TJobScope = { technicianId?: string };

const inScope = (scope: TJobScope): SQL | undefined => (scope.technicianId ? assignedJobs(scope.technicianId) : undefined);

// The SQL of one timestamp rule, applied to the row the update changes (never a stale read).
function stampSql(rule: TStampRule, column: typeof jobs.started_at | typeof jobs.completed_at, now: Date): SQL | null {
  if (rule === "keep") return sql`${column}`;
  if (rule === "clear") return null;
  return sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`;
}

/** The columns the job form writes (staff-side.md §5), as stored. */
export type TJobFields = Pick<
  typeof jobs.$inferInsert,
  | "title"
  | "description"
  | "customer_id"
  | "technician_id"
  | "priority"
  | "scheduled_date"
  | "scheduled_time"
  | "service_address"
  | "service_city"
  | "service_state"
  | "service_zip"
  | "estimated_hours"
  | "total_amount"
>;

/** When and where a job is, and its hours: the columns every job list, form and export reads, in this order. */
export const JOB_VISIT_COLUMNS = {
  scheduled_date: jobs.scheduled_date,
  scheduled_time: jobs.scheduled_time,
  service_address: jobs.service_address,
  service_city: jobs.service_city,
  service_state: jobs.service_state,
  service_zip: jobs.service_zip,
  estimated_hours: jobs.estimated_hours,
};

/** A job as its lists show it: what, how urgent, when and where. */
export const JOB_LIST_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  status: jobs.status,
  priority: jobs.priority,
  ...JOB_VISIT_COLUMNS,
};

const JOB_FORM_ROW = {
  title: jobs.title,
  description: jobs.description,
  customer_id: jobs.customer_id,
  technician_id: jobs.technician_id,
  priority: jobs.priority,
  ...JOB_VISIT_COLUMNS,
  total_amount: jobs.total_amount,
  status: jobs.status,
  booking_id: jobs.booking_id,
};

const JOB_STATUS_ROW = { id: jobs.id, status: jobs.status, started_at: jobs.started_at, completed_at: jobs.completed_at, updated_at: jobs.updated_at };

export function jobsRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    insert(tx: TTx, values: typeof jobs.$inferInsert) {
      return tx.insert(jobs).values(values).returning({ id: jobs.id });
    },

    /**
     * The customer record of this e-mail, or else of this phone among customers with no e-mail
     * (the office's phone-in callers), created from the contact when neither: linked to a
     * verified account of the e-mail. The phone is matched by its last 10 digits, as the
     * office's duplicate check matches it (decision 0153). A customer with another e-mail is
     * another person sharing the phone (a household), so is not matched (decision 0157); a
     * customer matched by phone is not given the booking's e-mail or account.
     */
    async findOrCreateCustomer(tx: TTx, contact: TJobCustomer) {
      const email = contact.customer_email.toLowerCase();
      const [existing] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(sql`lower(${customers.email}) = ${email}`);
      if (existing) return existing.id;
      const [account] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(sql`lower(${user.email}) = ${email}`, eq(user.emailVerified, true)));
      const key = phoneKey(contact.customer_phone);
      const [caller] = key
        ? await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(sql`${customers.phone} is not null`, sql`${phoneKeyOf(customers.phone)} = ${key}`, isNull(customers.email)))
            .orderBy(customers.created_at, customers.id)
            .limit(1)
            .for("update")
        : [];
      // The phone-in caller's job is theirs, but an online form proves nothing about a phone:
      // their record keeps no e-mail and no account until the office adds them (Edit customer),
      // or anyone who typed their number would take their jobs, invoices and address.
      if (caller) return caller.id;
      const [first, ...rest] = contact.customer_name.trim().split(/\s+/);
      const [inserted] = await tx
        .insert(customers)
        .values({
          email,
          profile_id: account?.id ?? null,
          first_name: first ?? "",
          last_name: rest.join(" "),
          phone: contact.customer_phone,
          address: contact.service_address,
          city: contact.service_city,
          state: contact.service_state,
          zip_code: contact.service_zip,
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (inserted) return inserted.id;
      // Two first bookings of one new customer at once: the later one uses the row the other made.
      const [raced] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(sql`lower(${customers.email}) = ${email}`);
      return raced.id;
    },

    /** Moves a booking's job to the booking's new slot, in the booking's transaction. */
    reschedule(tx: TTx, id: string, date: string, time: string) {
      return tx.update(jobs).set({ scheduled_date: date, scheduled_time: time, updated_at: new Date() }).where(eq(jobs.id, id));
    },

    /** The booking of a job, locked, with what its refund is judged by; null for a job without one. */
    /** Whether the job came from an emergency booking (its time is then a response window, customer-side.md §9). */
    async isEmergency(tx: TTx, jobId: string) {
      const [row] = await tx
        .select({ is_emergency: bookings.is_emergency })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(eq(jobs.id, jobId));
      return row?.is_emergency ?? false;
    },

    async bookingRefund(tx: TTx, jobId: string) {
      const [row] = await tx
        .select({ id: bookings.id, full_refund_ended_at: bookings.full_refund_ended_at })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(eq(jobs.id, jobId))
        .for("update", { of: bookings });
      return row ?? null;
    },

    /** Decision 0131: keeps the moment a booking's full refund ended (the first one kept stands). */
    keepRefundEnded(tx: TTx, bookingId: string, at: Date) {
      return tx
        .update(bookings)
        .set({ full_refund_ended_at: sql`coalesce(${bookings.full_refund_ended_at}, ${at.toISOString()}::timestamptz)` })
        .where(eq(bookings.id, bookingId));
    },

    /** The job's status as its viewer may see it; null when it is not there or not theirs. */
    async statusOf(id: string, scope: TJobScope) {
      const [row] = await db
        .select(JOB_STATUS_ROW)
        .from(jobs)
        .where(and(eq(jobs.id, id), inScope(scope)));
      return row ?? null;
    },

    /**
     * Compare-and-set (STYLE.md habit 4): the job moves only while its status is still one of
     * `from`, and for a technician only while it is still theirs. Null when nothing matched.
     */
    async setStatus(change: { id: string; to: TJobStatus; from: readonly TJobStatus[]; scope: TJobScope; now: Date }, executor: TExecutor = db) {
      const rules = transitionStampRules(change.to);
      const [row] = await executor
        .update(jobs)
        .set({
          status: change.to,
          started_at: stampSql(rules.started_at, jobs.started_at, change.now),
          completed_at: stampSql(rules.completed_at, jobs.completed_at, change.now),
          updated_at: change.now,
        })
        .where(and(eq(jobs.id, change.id), inArray(jobs.status, [...change.from]), inScope(change.scope)))
        .returning(JOB_STATUS_ROW);
      return row ?? null;
    },

    async customerExists(tx: TTx, id: string) {
      const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for("key share");
      return Boolean(row);
    },

    /** The technician record, locked against removal until the job naming it commits; null when there is none. */
    async technician(tx: TTx, id: string) {
      const [row] = await tx.select({ is_active: technicians.is_active }).from(technicians).where(eq(technicians.id, id)).for("key share");
      return row ?? null;
    },

    /** True when the job exists; it cannot be deleted until this transaction ends. */
    async jobExists(tx: TTx, id: string) {
      const [row] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).for("key share");
      return Boolean(row);
    },

    /** The job as the form shows it, locked for this transaction's edit; null when there is none. */
    async lockForEdit(tx: TTx, id: string) {
      const [row] = await tx.select(JOB_FORM_ROW).from(jobs).where(eq(jobs.id, id)).for("update");
      return row ?? null;
    },

    /**
     * The edit, compare-and-set on the status the admin saw (STYLE.md habit 4). A new status
     * sets the timestamps by the shared stamp rules, in SQL on the row it updates.
     */
    async update(tx: TTx, change: { id: string; expected: TJobStatus; fields: TJobFields; status: TJobStatus; now: Date }) {
      const moves = change.status !== change.expected;
      const rules = transitionStampRules(change.status);
      const [row] = await tx
        .update(jobs)
        .set({
          ...change.fields,
          status: change.status,
          ...(moves
            ? {
                started_at: stampSql(rules.started_at, jobs.started_at, change.now),
                completed_at: stampSql(rules.completed_at, jobs.completed_at, change.now),
              }
            : {}),
          updated_at: change.now,
        })
        .where(and(eq(jobs.id, change.id), eq(jobs.status, change.expected)))
        .returning({ id: jobs.id });
      return row ?? null;
    },

    /** The jobs of a bulk action, locked in id order (two bulk actions never deadlock); the ones that exist. */
    lockMany(tx: TTx, ids: readonly string[]) {
      return tx
        .select({ id: jobs.id, title: jobs.title, status: jobs.status, priority: jobs.priority })
        .from(jobs)
        .where(inArray(jobs.id, [...ids]))
        .orderBy(asc(jobs.id))
        .for("update");
    },

    /** One statement over every id (STYLE.md, Building the staff side), the timestamps by the stamp rules. */
    async setStatusMany(tx: TTx, ids: readonly string[], to: TJobStatus, now: Date) {
      const rules = transitionStampRules(to);
      const rows = await tx
        .update(jobs)
        .set({
          status: to,
          started_at: stampSql(rules.started_at, jobs.started_at, now),
          completed_at: stampSql(rules.completed_at, jobs.completed_at, now),
          updated_at: now,
        })
        .where(inArray(jobs.id, [...ids]))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async setPriorityMany(tx: TTx, ids: readonly string[], priority: TJobPriority, now: Date) {
      const rows = await tx
        .update(jobs)
        .set({ priority, updated_at: now })
        .where(inArray(jobs.id, [...ids]))
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Deletes the jobs; their notes, photos, measurements and estimates go with them (foreign keys). */
    /**
     * The numbers of the live invoices issued for these jobs: an invoiced job is not deleted
     * (decision 0135); once its invoice is void it may be (decision 0143).
     */
    async invoiceNumbers(tx: TTx, ids: readonly string[]) {
      const rows = await tx
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(inArray(invoices.job_id, [...ids]), isNull(invoices.voided_at)))
        .orderBy(asc(invoices.number));
      return rows.map((row) => row.number);
    },

    async deleteMany(tx: TTx, ids: readonly string[]) {
      const rows = await tx
        .delete(jobs)
        .where(inArray(jobs.id, [...ids]))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async addNote(tx: TTx, note: { job_id: string; author_id: string; body: string; is_internal: boolean }) {
      const [row] = await tx
        .insert(jobNotes)
        .values(note)
        .returning({ id: jobNotes.id, body: jobNotes.body, is_internal: jobNotes.is_internal, created_at: jobNotes.created_at });
      return row;
    },
  };
}

export type TJobsRepository = ReturnType<typeof jobsRepository>;
