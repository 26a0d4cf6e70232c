import type { FastifyBaseLogger } from "fastify";
import type { TDb } from "../../db/client.ts";
import type { TScheduledTask } from "../scheduled/scheduled-tasks.ts";
import type { TOutcome, TPaymentSettlement } from "./collect-payment.ts";
import type { TPaymentProvider } from "./payment-provider.ts";
import { paymentsRepository } from "./payments.repository.ts";

/** How many payments one sweep settles at most; the rest wait for the next minute's. */
const SWEEP_BATCH = 100;

/**
 * What each kind of pending payment does once its outcome is known: the same outcome its
 * request would have recorded (a booking's deposit, a step-1 deposit, an emergency fee, an invoice paid online).
 */
export type TPendingOutcomes = {
  /** A booking's deposit, charged after the booking was written (decision 0019). */
  bookingDeposit: (bookingId: string) => TOutcome;
  /** A deposit paid in booking step 1, before any booking (decision 0010). */
  stepOneDeposit: (paymentId: string) => TOutcome;
  /** An emergency's fee (decision 0012). */
  emergencyFee: (bookingId: string, amount: number) => TOutcome;
  /** A customer's online payment of an invoice's balance (decision 0142). */
  invoiceBalance: (invoiceId: string, paymentId: string) => TOutcome;
};

type TPending = Awaited<ReturnType<typeof paymentsRepository.pendingBefore>>[number];

function outcomeOf(outcomes: TPendingOutcomes, payment: TPending): TOutcome | null {
  if (payment.kind === "deposit") {
    return payment.booking_id ? outcomes.bookingDeposit(payment.booking_id) : outcomes.stepOneDeposit(payment.id);
  }
  if (payment.kind === "emergency_fee" && payment.booking_id) return outcomes.emergencyFee(payment.booking_id, payment.amount);
  // Only the online payment of a balance is ever pending: the office records its payments taken.
  if (payment.kind === "balance" && payment.invoice_id) return outcomes.invoiceBalance(payment.invoice_id, payment.id);
  return null;
}

/**
 * Decision 0105: a payment whose request never wrote its outcome (the process was killed, or lost
 * the database, between the booking's commit and the charge's answer) stays pending, holds its
 * slot, and leaves its idempotency key unanswered. Once it is older than the grace period (longer
 * than any charge's call), this scheduled task asks the provider what became of the charge under
 * its key and records that, through the same settlement as the request: charged, the booking
 * proceeds as if the answer had come (job, notices, mail, 201 stored); not charged or given back,
 * the booking is cancelled and its place freed (503 PAYMENT_FAILED stored, which the client
 * answers with a new key). A provider that cannot tell now is asked again at the next sweep.
 * Each outcome is a compare-and-set on 'pending', so two sweeps, or a sweep and a request that
 * answers late, write it once.
 */
export function pendingPaymentsTask(deps: {
  db: TDb;
  provider: TPaymentProvider;
  settlement: TPaymentSettlement;
  outcomes: TPendingOutcomes;
  graceSeconds: number;
  log: FastifyBaseLogger;
}): TScheduledTask {
  return {
    name: "pending-payments",
    async run({ now }) {
      const before = new Date(now.getTime() - deps.graceSeconds * 1000);
      let settled = 0;
      for (const payment of await paymentsRepository.pendingBefore(deps.db, before, SWEEP_BATCH)) {
        const outcome = outcomeOf(deps.outcomes, payment);
        if (!outcome) {
          deps.log.error({ payment: payment.id, kind: payment.kind }, "pending payment of an unknown kind; left for a person");
          continue;
        }
        const pending = { paymentId: payment.id, recordId: payment.record_id, amount: payment.amount };
        try {
          const found = await deps.provider.lookup({ idempotencyKey: payment.record_id, isTest: payment.is_test, amount: payment.amount });
          if (found.status === "charged") await deps.settlement.record(pending, outcome, found.charge);
          else if (found.status === "released") await deps.settlement.givenBack(pending, outcome, found.charge.reference);
          else await deps.settlement.failed(pending, outcome, "none");
          deps.log.warn({ payment: payment.id, kind: payment.kind, provider: found.status }, "pending payment settled after its request never answered");
          settled += 1;
        } catch (error) {
          deps.log.warn({ err: error, payment: payment.id }, "pending payment not settled yet; the next sweep asks again");
        }
      }
      return settled;
    },
  };
}
