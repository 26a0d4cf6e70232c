import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { bookings, customers, estimates, jobs, payments, roomMeasurements, services } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { ownCustomerJobs, type TOwner } from "../../db/ownership.ts";
import type { TEstimateStatus } from "../../../shared/rules/estimate-status.ts";
import type { TMeasurementLine } from "../../../shared/schemas/estimates.ts";

// The SQL of the Measure and Estimate tabs and of the customer's decision. Every query
// of the technician's filters by their technician record (db/ownership.ts); every query of the
// customer's by the job's customer being them.

const CLOSED = ["completed", "cancelled"] as const;

const ESTIMATE_COLUMNS = {
  id: estimates.id,
  job_id: estimates.job_id,
  revision: estimates.revision,
  status: estimates.status,
  items: estimates.items,
  labor_rate: estimates.labor_rate,
  estimated_hours: estimates.estimated_hours,
  labor_cost: estimates.labor_cost,
  materials_cost: estimates.materials_cost,
  subtotal: estimates.subtotal,
  discount_percent: estimates.discount_percent,
  discount: estimates.discount,
  tax_rate_percent: estimates.tax_rate_percent,
  tax: estimates.tax,
  total: estimates.total,
  notes: estimates.notes,
  sent_at: estimates.sent_at,
  decided_at: estimates.decided_at,
  created_at: estimates.created_at,
  updated_at: estimates.updated_at,
};

/** A customer's name as the staff side shows it; null when the job's customer has none. */
const customerName = sql<string | null>`nullif(trim(${customers.full_name}), '')`;

/** The first-booking discount of the job's booking (decision 0181); 0 for a job without a booking. */
const bookingDiscountPercent = sql<number>`coalesce(${bookings.discount_percent}, 0)`.mapWith(Number);

export type TEstimateValues = {
  items: { description: string; quantity: number; rate: number; total: number }[];
  labor_rate: number;
  estimated_hours: number;
  labor_cost: number;
  materials_cost: number;
  subtotal: number;
  discount_percent: number;
  discount: number;
  tax_rate_percent: number;
  tax: number;
  total: number;
  notes: string | null;
};

export function estimatesRepository(db: TDb) {
  const assigned = (technicianId: string, jobId: string): SQL => and(eq(jobs.id, jobId), eq(jobs.technician_id, technicianId))!;

  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** The job picker: the technician's open jobs, soonest first (jobs_technician_idx). */
    jobOptions(technicianId: string) {
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          status: jobs.status,
          scheduled_date: jobs.scheduled_date,
          service_address: jobs.service_address,
          service_city: jobs.service_city,
          customer_name: customerName,
          customer_email: customers.email,
          discount_percent: bookingDiscountPercent,
        })
        .from(jobs)
        .innerJoin(customers, eq(customers.id, jobs.customer_id))
        .leftJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(and(eq(jobs.technician_id, technicianId), notInArray(jobs.status, [...CLOSED])))
        .orderBy(sql`${jobs.scheduled_date} asc nulls last`, asc(jobs.created_at), asc(jobs.id))
        .limit(100);
    },

    /** One of the technician's jobs with its customer; given a transaction, locked (its writes serialise on it). */
    async assignedJob(technicianId: string, jobId: string, tx?: TTx) {
      const query = (tx ?? db)
        .select({
          id: jobs.id,
          title: jobs.title,
          status: jobs.status,
          service_address: jobs.service_address,
          service_city: jobs.service_city,
          service_state: jobs.service_state,
          service_zip: jobs.service_zip,
          customer_name: customerName,
          customer_email: customers.email,
          customer_phone: customers.phone,
          // The language the job's booking was made in: the customer's mail falls back to it (decision 0166).
          booking_locale: bookings.locale,
        })
        .from(jobs)
        .innerJoin(customers, eq(customers.id, jobs.customer_id))
        .leftJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(assigned(technicianId, jobId));
      const [row] = await (tx ? query.for("update", { of: jobs }) : query);
      return row ?? null;
    },

    rooms(jobId: string, executor: TExecutor = db) {
      return executor
        .select({
          id: roomMeasurements.id,
          name: roomMeasurements.name,
          length: roomMeasurements.length,
          width: roomMeasurements.width,
          height: roomMeasurements.height,
          area: roomMeasurements.area,
          notes: roomMeasurements.notes,
          lines: roomMeasurements.lines,
          created_at: roomMeasurements.created_at,
        })
        .from(roomMeasurements)
        .where(eq(roomMeasurements.job_id, jobId))
        .orderBy(asc(roomMeasurements.created_at), asc(roomMeasurements.id));
    },

    /** Save to Job: the job's rooms become exactly these, in the caller's transaction. */
    async replaceRooms(
      tx: TTx,
      jobId: string,
      technicianId: string,
      rooms: { name: string; length: number; width: number; height: number | null; area: number; notes: string | null; lines: TMeasurementLine[] }[],
    ) {
      await tx.delete(roomMeasurements).where(eq(roomMeasurements.job_id, jobId));
      if (rooms.length === 0) return;
      // One instant, a millisecond apart, so the list keeps the order the rooms were added in.
      const base = Date.now();
      await tx
        .insert(roomMeasurements)
        .values(rooms.map((room, index) => ({ ...room, job_id: jobId, technician_id: technicianId, created_at: new Date(base + index) })));
    },

    estimatesOfJob(jobId: string, executor: TExecutor = db) {
      return executor.select(ESTIMATE_COLUMNS).from(estimates).where(eq(estimates.job_id, jobId)).orderBy(desc(estimates.created_at), desc(estimates.id));
    },

    async estimate(id: string, executor: TExecutor = db) {
      const [row] = await executor.select(ESTIMATE_COLUMNS).from(estimates).where(eq(estimates.id, id));
      return row ?? null;
    },

    /** An estimate of one of the technician's jobs, with its job id; locked in a transaction. */
    async assignedEstimate(tx: TTx, technicianId: string, id: string) {
      const [row] = await tx
        .select({ id: estimates.id, job_id: jobs.id, status: estimates.status, revision: estimates.revision, job_status: jobs.status })
        .from(estimates)
        .innerJoin(jobs, eq(jobs.id, estimates.job_id))
        .where(and(eq(estimates.id, id), eq(jobs.technician_id, technicianId)))
        .for("update", { of: estimates });
      return row ?? null;
    },

    async readAssignedEstimateJob(technicianId: string, id: string) {
      const [row] = await db
        .select({ job_id: jobs.id })
        .from(estimates)
        .innerJoin(jobs, eq(jobs.id, estimates.job_id))
        .where(and(eq(estimates.id, id), eq(jobs.technician_id, technicianId)));
      return row?.job_id ?? null;
    },

    async insertEstimate(tx: TTx, values: TEstimateValues & { job_id: string; technician_id: string }) {
      const [row] = await tx.insert(estimates).values(values).returning({ id: estimates.id });
      return row.id;
    },

    async updateEstimate(tx: TTx, id: string, values: Partial<TEstimateValues> & { status?: TEstimateStatus; revision?: number } & Record<string, unknown>) {
      await tx
        .update(estimates)
        .set({ ...values, updated_at: new Date() })
        .where(eq(estimates.id, id));
    },

    /** Compare-and-set: only a sent estimate is decided, once. Null when it was not 'sent'. */
    async decide(tx: TTx, id: string, decision: { status: "approved" | "declined"; by: string | null; at: Date }) {
      const [row] = await tx
        .update(estimates)
        .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at, updated_at: decision.at })
        .where(and(eq(estimates.id, id), eq(estimates.status, "sent")))
        .returning({
          id: estimates.id,
          job_id: estimates.job_id,
          subtotal: estimates.subtotal,
          discount: estimates.discount,
          total: estimates.total,
          revision: estimates.revision,
        });
      return row ?? null;
    },

    /** The percent an estimate of this job takes off (decision 0181): its booking's first-booking discount, 0 without a booking. */
    async jobDiscountPercent(tx: TTx, jobId: string) {
      const [row] = await tx
        .select({ percent: bookingDiscountPercent })
        .from(jobs)
        .leftJoin(bookings, eq(bookings.id, jobs.booking_id))
        .where(eq(jobs.id, jobId));
      return row?.percent ?? 0;
    },

    /** The job's amount is before tax, as the office types it and the invoice adds tax to it. */
    async setJobAmount(tx: TTx, jobId: string, amount: number) {
      await tx.update(jobs).set({ total_amount: amount, updated_at: new Date() }).where(eq(jobs.id, jobId));
    },

    /** The Estimate tab's quick-add: up to `limit` active services (staff-side.md §7 Estimate). */
    quickAddServices(limit: number) {
      return db
        .select({ id: services.id, name: services.name, base_price: services.base_price, unit: services.unit })
        .from(services)
        .where(eq(services.is_active, true))
        .orderBy(asc(services.name), asc(services.id))
        .limit(limit);
    },

    /**
     * The customer's estimates that were sent to them (drafts are the technician's), newest first;
     * with `onlyId`, that one estimate (a signed mail link's, decision 0144, which needs no owner).
     */
    customerEstimates(owner: TOwner | null, onlyId?: string) {
      return db
        .select({ ...ESTIMATE_COLUMNS, job_title: jobs.title, booking_id: jobs.booking_id })
        .from(estimates)
        .innerJoin(jobs, eq(jobs.id, estimates.job_id))
        .where(
          and(
            owner ? ownCustomerJobs(owner) : undefined,
            onlyId ? eq(estimates.id, onlyId) : undefined,
            inArray(estimates.status, ["sent", "approved", "declined"]),
          ),
        )
        .orderBy(desc(estimates.created_at), desc(estimates.id))
        .limit(50);
    },

    /**
     * One estimate sent to this customer, locked for their decision; null for anyone else's. A
     * null owner is a signed mail link's decision (decision 0144): the link already names the estimate.
     */
    async customerEstimate(tx: TTx, owner: TOwner | null, id: string) {
      const [row] = await tx
        .select({ id: estimates.id, job_id: jobs.id, status: estimates.status })
        .from(estimates)
        .innerJoin(jobs, eq(jobs.id, estimates.job_id))
        .where(and(eq(estimates.id, id), owner ? ownCustomerJobs(owner) : undefined, inArray(estimates.status, ["sent", "approved", "declined"])))
        .for("update", { of: estimates });
      return row ?? null;
    },

    /** The deposit-side payments of these bookings, for 'the deposit already paid'. */
    bookingPayments(bookingIds: readonly string[]) {
      if (bookingIds.length === 0) return Promise.resolve([]);
      return db
        .select({ booking_id: payments.booking_id, kind: payments.kind, amount: payments.amount, status: payments.status })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.booking_id))
        .where(and(inArray(payments.booking_id, [...bookingIds]), inArray(payments.kind, ["deposit", "emergency_fee", "refund"])));
    },
  };
}

export type TEstimatesRepository = ReturnType<typeof estimatesRepository>;
