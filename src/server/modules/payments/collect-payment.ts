import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import type { TIdempotencyService, TStoredResponse } from "../idempotency/idempotency.service.ts";
import type { TChargeResult, TPaymentProvider } from "./payment-provider.ts";
import { paymentsRepository } from "./payments.repository.ts";

export type TPendingPayment = {
  /** The payment row written 'pending' with its booking. */
  paymentId: string;
  /** The idempotency record: the provider gets its id as key, and it stores the response. */
  recordId: string;
  amount: number;
  isTest: boolean;
  description: string;
};

type TOutcome = {
  /** Marks the booking paid (and does what follows: its job, the admins' notice); returns the response. */
  paid: (tx: TTx, charge: TChargeResult) => Promise<TStoredResponse>;
  /** Marks the booking failed (its place is freed). */
  failed: (tx: TTx) => Promise<void>;
};

export const PAYMENT_DECLINED = "Your card was declined. Nothing was charged. Please try another card.";
export const PAYMENT_FAILED = "We could not take your payment, and nothing was charged. Please try again.";

/** An error as an idempotent request stores it, to be replayed as it was first sent. */
export const errorResponse = (error: AppError): TStoredResponse => ({
  status: error.status,
  body: error.fields ? { code: error.code, message: error.message, fields: error.fields } : { code: error.code, message: error.message },
});

/**
 * Issue 8 fault 4: takes a payment recorded as pending, after the transaction that recorded
 * it has committed (so no database lock is held while the provider answers), then records the
 * outcome with the response in one transaction. Whatever step fails, the end is one paid
 * booking and one charge, or a failed booking and no money kept.
 */
export function paymentCollector(deps: {
  provider: TPaymentProvider;
  idempotency: TIdempotencyService;
  transaction: <T>(work: (tx: TTx) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
}) {
  const { provider } = deps;

  async function fail(pending: TPendingPayment, outcome: TOutcome, status: "failed" | "refunded", reference: string | null, error: AppError) {
    const response = errorResponse(error);
    await deps.transaction(async (tx) => {
      await paymentsRepository.markFailed(tx, pending.paymentId, status, reference);
      await outcome.failed(tx);
      await deps.idempotency.complete(tx, pending.recordId, response);
    });
    return response;
  }

  return async function collect(pending: TPendingPayment, outcome: TOutcome): Promise<TStoredResponse> {
    const key = pending.recordId;
    let charge: TChargeResult;
    try {
      charge = await provider.charge({ amount: pending.amount, isTest: pending.isTest, idempotencyKey: key, description: pending.description });
    } catch (error) {
      if (error instanceof AppError && error.code === "PAYMENT_DECLINED") {
        return fail(pending, outcome, "failed", null, new AppError("PAYMENT_DECLINED", PAYMENT_DECLINED));
      }
      // The answer was lost or refused for another reason: the charge may have gone through.
      deps.log.error({ err: error, payment: pending.paymentId }, "payment: charge failed; releasing it");
      await provider.release({ idempotencyKey: key, reference: null, amount: pending.amount });
      return fail(pending, outcome, "failed", null, new AppError("PAYMENT_FAILED", PAYMENT_FAILED));
    }

    try {
      const response = await deps.transaction(async (tx) => {
        await paymentsRepository.markSucceeded(tx, pending.paymentId, charge);
        const paid = await outcome.paid(tx, charge);
        await deps.idempotency.complete(tx, pending.recordId, paid);
        return paid;
      });
      return response;
    } catch (error) {
      // Charged, but the booking could not be recorded as paid: give the money back.
      deps.log.error({ err: error, payment: pending.paymentId }, "payment: charged but not recorded; refunding it");
      await provider.release({ idempotencyKey: key, reference: charge.reference, amount: pending.amount });
      return fail(pending, outcome, "refunded", charge.reference, new AppError("PAYMENT_FAILED", PAYMENT_FAILED));
    }
  };
}

export type TCollectPayment = ReturnType<typeof paymentCollector>;
