import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors.ts";
import type { TJob } from "../../queue/queue.ts";
import type { TIdempotencyRecords } from "../idempotency/idempotency.ts";
import { errorResponse } from "../payments/collect-payment.ts";
import { PAYMENT_FAILED } from "../../../shared/rules/refusals.ts";
import type { TPaymentProvider } from "../payments/payment-provider.ts";
import { paymentRecords } from "../payments/payments.ts";
import type { TBookingsRepository } from "./bookings.repository.ts";

// docs/decisions/0029: what happens to a deposit paid in booking step 1 after its request.
export const DEPOSIT_RELEASE_JOB = "release-unclaimed-deposit";
export type TDepositReleaseJob = { payment_id: string };
export const DEPOSIT_REFUND_JOB = "refund-deposit";
/**
 * Part or all of a booking's deposit given back: `excess` is what a prepaid deposit took beyond
 * a discounted first booking's deposit (decision 0029); `cancel` is the refund policy's share
 * when the customer cancels (decision 0008), after which the deposit counts as refunded.
 */
export type TDepositRefundJob = { booking_id: string; amount: number; reason: "excess" | "cancel" };

type TDeps = {
  provider: TPaymentProvider;
  transaction: TBookingsRepository["transaction"];
  idempotency: Pick<TIdempotencyRecords, "complete">;
  log: FastifyBaseLogger;
};

/** The key of a booking's refund of each reason: one per booking and reason, at the provider and in payments. */
export const refundKey = (job: Pick<TDepositRefundJob, "booking_id" | "reason">) =>
  job.reason === "excess" ? `deposit-excess:${job.booking_id}` : `refund:${job.booking_id}`;

/**
 * A deposit no booking took (the dialog was closed, the slot was taken and no other time
 * chosen) is given back once its hold ends; the job is queued with the deposit, in its
 * transaction, to run DEPOSIT_HOLD_SECONDS later.
 *
 * The deposit is first marked given back (compare-and-set on "unclaimed"), which a booking's
 * claim can then no longer win, and only then released at the provider, with no transaction
 * open. A release that fails throws, so pg-boss retries; the retry finds the deposit marked
 * and releases it again (a release is idempotent at the provider).
 */
export function depositRelease(deps: TDeps) {
  return async function release(job: Pick<TJob<TDepositReleaseJob>, "data">) {
    const id = job.data.payment_id;
    const deposit = await deps.transaction(async (tx) => {
      const expired = await paymentRecords.expireUnclaimedDeposit(tx, id);
      // A charge that never finished (its process died): the key's answer is now final.
      if (expired?.status === "failed" && expired.idempotency_key) {
        await deps.idempotency.complete(tx, expired.idempotency_key, errorResponse(new AppError("PAYMENT_FAILED", PAYMENT_FAILED)));
      }
      return expired ?? (await paymentRecords.givenBackDeposit(tx, id));
    });
    if (!deposit?.idempotency_key) return; // a booking took it
    deps.log.info({ payment: id, status: deposit.status }, "deposit: not taken by a booking in time; releasing it");
    await deps.provider.release({ idempotencyKey: deposit.idempotency_key, reference: deposit.provider_reference, amount: deposit.amount });
  };
}

/**
 * Gives back part or all of a booking's deposit, after the transaction that decided it has
 * committed (no provider call while a lock is held). The job is queued in that
 * transaction, so the refund cannot be lost; the request also runs it at once after its commit,
 * so the customer sees it straight away, and the queued run then finds it done (the provider
 * and the payments row are both keyed by `refundKey`).
 */
export function depositRefund(deps: TDeps) {
  return async function refund(job: Pick<TJob<TDepositRefundJob>, "data">) {
    const { booking_id: bookingId, amount, reason } = job.data;
    const key = refundKey(job.data);
    const deposit = await deps.transaction((tx) => paymentRecords.depositOf(tx, bookingId));
    if (!deposit) throw new Error(`booking ${bookingId} has no deposit to refund`);
    const charge = await deps.provider.refund({ amount, isTest: deposit.is_test, idempotencyKey: key, chargeReference: deposit.provider_reference });
    await deps.transaction(async (tx) => {
      await paymentRecords.insertRefund(tx, { bookingId, userId: deposit.user_id, key, amount, charge });
      if (reason === "cancel") await paymentRecords.markDepositRefunded(tx, bookingId, deposit.id);
    });
  };
}
