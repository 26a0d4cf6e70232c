import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { bookings, idempotencyKeys, payments, services } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import type { TChargeResult } from "./payment-provider.ts";

/** A deposit paid in booking step 1 and not yet taken by a booking. */
const unclaimedDeposit = (id: string) => and(eq(payments.id, id), eq(payments.kind, "deposit"), isNull(payments.booking_id));

/** The columns of a step-1 deposit's answer (ZDepositPaid, without the signed token). */
const STEP_ONE_DEPOSIT = {
  id: payments.id,
  service_id: payments.service_id,
  amount: payments.amount,
  is_test: payments.is_test,
  discount_percent: payments.discount_percent,
  customer_email: payments.customer_email,
  customer_phone: payments.customer_phone,
  held_until: payments.held_until,
};
export type TStepOneDeposit = Awaited<ReturnType<typeof paymentsRepository.stepOneDeposit>>;

// A payment is written 'pending' with its booking, then marked with the
// provider's answer. Each mark is compare-and-set on 'pending', so an outcome is written once:
// by the request, or by the sweep of payments whose answer never came (decision 0105).
export const paymentsRepository = {
  insertPending(tx: TTx, values: Omit<typeof payments.$inferInsert, "status">) {
    return tx
      .insert(payments)
      .values({ ...values, status: "pending" })
      .returning({ id: payments.id });
  },

  /** False when the payment is no longer pending: its outcome was written first by another run. */
  async markSucceeded(tx: TTx, id: string, charge: TChargeResult) {
    const rows = await tx
      .update(payments)
      .set({ status: "succeeded", provider: charge.provider, provider_reference: charge.reference, is_test: charge.isTest })
      .where(and(eq(payments.id, id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    return rows.length > 0;
  },

  /** 'failed' when nothing was taken, 'refunded' when a charge was given back. False as markSucceeded. */
  async markFailed(tx: TTx, id: string, status: "failed" | "refunded", reference: string | null) {
    const rows = await tx
      .update(payments)
      .set({ status, provider_reference: reference })
      .where(and(eq(payments.id, id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    return rows.length > 0;
  },

  async statusOf(tx: TTx, id: string) {
    const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
    return row?.status ?? null;
  },

  /**
   * Decision 0105: payments still pending since before `before` whose request never stored an
   * answer (its process died or lost the database between the charge and its marking), oldest
   * first, with what they pay for (payments_pending_idx).
   */
  pendingBefore(executor: TExecutor, before: Date, limit: number) {
    return executor
      .select({
        id: payments.id,
        record_id: idempotencyKeys.id,
        kind: payments.kind,
        amount: payments.amount,
        is_test: payments.is_test,
        booking_id: payments.booking_id,
        invoice_id: payments.invoice_id,
      })
      .from(payments)
      .innerJoin(idempotencyKeys, sql`${idempotencyKeys.id}::text = ${payments.idempotency_key}`)
      .where(and(eq(payments.status, "pending"), lt(payments.created_at, before), isNull(idempotencyKeys.response_status)))
      .orderBy(asc(payments.created_at), asc(payments.id))
      .limit(limit);
  },

  /** A step-1 deposit as its answer names it (decision 0140): service, contact, discount, hold. */
  async stepOneDeposit(executor: TExecutor, id: string) {
    const [row] = await executor.select(STEP_ONE_DEPOSIT).from(payments).where(unclaimedDeposit(id));
    if (!row) throw new Error(`step-1 deposit ${id} is gone`);
    return row;
  },

  /** A service's name, for a step-1 deposit's receipt. */
  async serviceName(executor: TExecutor, id: string) {
    const [row] = await executor.select({ name: services.name }).from(services).where(eq(services.id, id));
    return row?.name ?? null;
  },

  /**
   * The paid deposits no booking has taken yet, still held, that these tokens' ids name (a
   * guest's, or the caller's own) or that the signed-in caller paid (decision 0140), oldest first.
   */
  resumableDeposits(executor: TExecutor, select: { ids: string[]; userId: string | null }) {
    const named = select.ids.length
      ? and(inArray(payments.id, select.ids), select.userId ? or(isNull(payments.user_id), eq(payments.user_id, select.userId)) : isNull(payments.user_id))
      : sql`false`;
    const own = select.userId ? eq(payments.user_id, select.userId) : sql`false`;
    return executor
      .select({ ...STEP_ONE_DEPOSIT, service_name: services.name })
      .from(payments)
      .innerJoin(services, eq(services.id, payments.service_id))
      .where(
        and(
          eq(payments.kind, "deposit"),
          isNull(payments.booking_id),
          eq(payments.status, "succeeded"),
          isNotNull(payments.customer_email),
          gt(payments.held_until, sql`now()`),
          or(named, own),
        ),
      )
      .orderBy(asc(payments.created_at), asc(payments.id))
      .limit(20);
  },

  /**
   * What a paid, unclaimed step-1 deposit was decided for (decision 0140), locked until the
   * booking's transaction ends; null when no booking can take it. Deposits paid before the
   * discount moved to step 1 have no contact and no discount.
   */
  async depositTerms(tx: TTx, id: string) {
    const [row] = await tx
      .select({ discount_percent: payments.discount_percent, customer_email: payments.customer_email, customer_phone: payments.customer_phone })
      .from(payments)
      .where(and(unclaimedDeposit(id), eq(payments.status, "succeeded")))
      .for("update");
    return row ?? null;
  },

  /**
   * Compare-and-set: the booking takes a deposit paid in step 1, once, if it was paid for this
   * booking's amount and mode, and by this caller (a visitor's deposit may be taken by anyone
   * holding its id; a signed-in customer's only by them). Null when it cannot be taken:
   * unknown, still pending, failed, refunded, or already taken by another booking.
   */
  async claimDeposit(tx: TTx, claim: { id: string; bookingId: string; userId: string | null; amount: number; isTest: boolean }) {
    const [row] = await tx
      .update(payments)
      .set({ booking_id: claim.bookingId, user_id: sql`coalesce(${payments.user_id}, ${claim.userId})` })
      .where(
        and(
          unclaimedDeposit(claim.id),
          eq(payments.status, "succeeded"),
          eq(payments.amount, claim.amount),
          eq(payments.is_test, claim.isTest),
          claim.userId === null ? isNull(payments.user_id) : or(isNull(payments.user_id), eq(payments.user_id, claim.userId)),
        ),
      )
      .returning({ id: payments.id });
    return row ?? null;
  },

  /**
   * Compare-and-set, for the deposit release job: a deposit no booking took is marked given
   * back ('refunded' if it was taken, 'failed' if its charge never finished), so no booking can
   * take it from now on. Null when a booking took it, or its outcome was already written.
   */
  async expireUnclaimedDeposit(tx: TTx, id: string) {
    const [row] = await tx
      .update(payments)
      .set({ status: sql`case when ${payments.status} = 'succeeded' then 'refunded' else 'failed' end` })
      .where(and(unclaimedDeposit(id), inArray(payments.status, ["succeeded", "pending"])))
      .returning({
        status: payments.status,
        amount: payments.amount,
        idempotency_key: payments.idempotency_key,
        provider_reference: payments.provider_reference,
      });
    return row ?? null;
  },

  /** The deposit payment a booking took (refunded by a cancel or not), for the refund of its excess. */
  async depositOf(tx: TTx, bookingId: string) {
    const [row] = await tx
      .select({ id: payments.id, is_test: payments.is_test, user_id: payments.user_id, provider_reference: payments.provider_reference })
      .from(payments)
      .where(and(eq(payments.booking_id, bookingId), eq(payments.kind, "deposit"), inArray(payments.status, ["succeeded", "refunded"])));
    return row ?? null;
  },

  /** A refund given back by the provider, recorded once per key (a retried job writes nothing more). */
  async insertRefund(tx: TTx, values: { bookingId: string; userId: string | null; key: string; amount: number; charge: TChargeResult }) {
    await tx
      .insert(payments)
      .values({
        booking_id: values.bookingId,
        user_id: values.userId,
        idempotency_key: values.key,
        kind: "refund",
        amount: values.amount,
        is_test: values.charge.isTest,
        provider: values.charge.provider,
        provider_reference: values.charge.reference,
      })
      .onConflictDoNothing({ target: payments.idempotency_key });
  },

  /** A cancelled booking's deposit, given back by the refund policy (decision 0008). */
  async markDepositRefunded(tx: TTx, bookingId: string, depositPaymentId: string) {
    await tx.update(bookings).set({ initial_payment_status: "refunded", updated_at: new Date() }).where(eq(bookings.id, bookingId));
    await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, depositPaymentId));
  },

  /** An unclaimed deposit already given back (or never taken): what to release again on a retry. */
  async givenBackDeposit(tx: TTx, id: string) {
    const [row] = await tx
      .select({ status: payments.status, amount: payments.amount, idempotency_key: payments.idempotency_key, provider_reference: payments.provider_reference })
      .from(payments)
      .where(and(unclaimedDeposit(id), inArray(payments.status, ["refunded", "failed"])));
    return row ?? null;
  },
};
