import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { assignedJobs } from "../../db/ownership.ts";
import { customers, jobs, user } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { transitionStampRules, type TJobStatus, type TStampRule } from "../../../shared/rules/job-status.ts";

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

const JOB_STATUS_ROW = { id: jobs.id, status: jobs.status, started_at: jobs.started_at, completed_at: jobs.completed_at, updated_at: jobs.updated_at };

export function jobsRepository(db: TDb) {
  return {
    insert(tx: TTx, values: typeof jobs.$inferInsert) {
      return tx.insert(jobs).values(values).returning({ id: jobs.id });
    },

    /** The customer record of this e-mail, created from the contact when new and linked to a verified account. */
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
  };
}

export type TJobsRepository = ReturnType<typeof jobsRepository>;
