import { PAYMENT_DECLINED, PAYMENT_FAILED } from "../../../shared/rules/refusals.ts";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { retryWhileUnavailable } from "../../db/unavailable.ts";
import type { TStoredResponse } from "../idempotency/idempotency.service.ts";
import type { TIdempotencyRecords } from "../idempotency/idempotency.ts";
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

export type TOutcome = {
  /** Marks the booking paid (and does what follows: its job, the admins' notice); returns the response. */
  paid: (tx: TTx, charge: TChargeResult) => Promise<TStoredResponse>;
  /** Marks the booking failed (its place is freed). */
  failed: (tx: TTx) => Promise<void>;
};

/** An error as an idempotent request stores it, to be replayed as it was first sent. */
export const errorResponse = (error: AppError): TStoredResponse => ({
  status: error.status,
  body: error.fields ? { code: error.code, message: error.message, fields: error.fields } : { code: error.code, message: error.message },
});

/** A pending payment as its outcome is written: what the sweep knows of one too. */
export type TPaymentRef = Pick<TPendingPayment, "paymentId" | "recordId" | "amount">;

type TSettlementDeps = {
  provider: TPaymentProvider;
  idempotency: TIdempotencyRecords;
  transaction: <T>(work: (tx: TTx) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
};

/**
 * Records a payment's outcome, with the booking's and the stored response, in one transaction.
 * Both the request that took the payment and the sweep of payments whose answer never came
 * (decision 0105) record through here. The compare-and-set on 'pending' decides which run's
 * outcome stands; the other conforms: its response is the stored one, and a charge it holds for
 * a payment recorded as not taken is given back.
 */
export function paymentSettlement(deps: TSettlementDeps) {
  const { provider } = deps;
  const release = (pending: TPaymentRef, reference: string | null) => provider.release({ idempotencyKey: pending.recordId, reference, amount: pending.amount });

  /**
   * An outcome's transaction, run again while the database is away for a moment (decision 0103):
   * the provider's answer exists only in this process, so a connection cut must not turn a taken
   * charge into a given-back one, nor leave the key unanswered until the sweep's grace period.
   */
  const settling = <T>(work: (tx: TTx) => Promise<T>) => retryWhileUnavailable(() => deps.transaction(work));

  /** The outcome another run wrote first: whether it kept the charge, and the response it stored. */
  async function writtenFirst(tx: TTx, pending: TPaymentRef) {
    const kept = (await paymentsRepository.statusOf(tx, pending.paymentId)) === "succeeded";
    const response = await deps.idempotency.responseOf(tx, pending.recordId);
    if (!response) throw new Error(`payment ${pending.paymentId} was settled without its response`);
    return { kept, response };
  }

  /**
   * Marks the payment failed (or refunded) and the booking with it; the error is the key's answer.
   * `released`: this run already gave back what the key took.
   */
  async function fail(pending: TPaymentRef, outcome: TOutcome, status: "failed" | "refunded", reference: string | null, error: AppError, released: boolean) {
    return settling(async (tx): Promise<TStoredResponse> => {
      if (!(await paymentsRepository.markFailed(tx, pending.paymentId, status, reference))) {
        const first = await writtenFirst(tx, pending);
        // Only when a charge's call outlasted the sweep's grace period (decision 0105).
        if (first.kept && released)
          deps.log.error({ payment: pending.paymentId }, "payment: recorded as taken, but given back by its request; reconcile it with the provider");
        return first.response;
      }
      await outcome.failed(tx);
      const response = errorResponse(error);
      await deps.idempotency.complete(tx, pending.recordId, response);
      return response;
    });
  }

  /** The provider took the charge: the booking is paid; if that cannot be recorded, the money goes back. */
  async function record(pending: TPaymentRef, outcome: TOutcome, charge: TChargeResult): Promise<TStoredResponse> {
    let recorded: { response: TStoredResponse; kept: boolean };
    try {
      recorded = await settling(async (tx) => {
        if (!(await paymentsRepository.markSucceeded(tx, pending.paymentId, charge))) return writtenFirst(tx, pending);
        const paid = await outcome.paid(tx, charge);
        await deps.idempotency.complete(tx, pending.recordId, paid);
        return { response: paid, kept: true };
      });
    } catch (error) {
      // Charged, but the booking could not be recorded as paid: give the money back.
      deps.log.error({ err: error, payment: pending.paymentId }, "payment: charged but not recorded; refunding it");
      await release(pending, charge.reference);
      return fail(pending, outcome, "refunded", charge.reference, new AppError("PAYMENT_FAILED", PAYMENT_FAILED), true);
    }
    // Recorded first as not taken (its answer was late): this charge is not kept.
    if (!recorded.kept) await release(pending, charge.reference);
    return recorded.response;
  }

  /** Nothing is kept: the card was refused (`declined`), or the key holds nothing (`released`: given back by this run). */
  const failed = (pending: TPaymentRef, outcome: TOutcome, why: "declined" | "released" | "none") =>
    why === "declined"
      ? fail(pending, outcome, "failed", null, new AppError("PAYMENT_DECLINED", PAYMENT_DECLINED), false)
      : fail(pending, outcome, "failed", null, new AppError("PAYMENT_FAILED", PAYMENT_FAILED), why === "released");

  /** Taken, then given back before its outcome was written (the provider says so). */
  const givenBack = (pending: TPaymentRef, outcome: TOutcome, reference: string) =>
    fail(pending, outcome, "refunded", reference, new AppError("PAYMENT_FAILED", PAYMENT_FAILED), false);

  return { record, failed, givenBack, release };
}

export type TPaymentSettlement = ReturnType<typeof paymentSettlement>;

/**
 * Takes a payment recorded as pending, after the transaction that recorded
 * it has committed (so no database lock is held while the provider answers), then records the
 * outcome with the response in one transaction. Whatever step fails, the end is one paid
 * booking and one charge, or a failed booking and no money kept. A process that dies before
 * the outcome is written leaves the payment pending for the sweep (decision 0105).
 */
export function paymentCollector(deps: TSettlementDeps) {
  const settle = paymentSettlement(deps);

  return async function collect(pending: TPendingPayment, outcome: TOutcome): Promise<TStoredResponse> {
    let charge: TChargeResult;
    try {
      charge = await deps.provider.charge({
        amount: pending.amount,
        isTest: pending.isTest,
        idempotencyKey: pending.recordId,
        description: pending.description,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === "PAYMENT_DECLINED") return settle.failed(pending, outcome, "declined");
      // The answer was lost or refused for another reason: the charge may have gone through.
      deps.log.error({ err: error, payment: pending.paymentId }, "payment: charge failed; releasing it");
      await settle.release(pending, null);
      return settle.failed(pending, outcome, "released");
    }
    return settle.record(pending, outcome, charge);
  };
}

export type TCollectPayment = ReturnType<typeof paymentCollector>;
