import { AppError } from "../../src/server/errors.ts";
import type { TCharge, TPaymentProvider, TRefund } from "../../src/server/modules/payments/payment-provider.ts";

type TFault =
  /** The provider cannot be reached: nothing is charged, the call throws. */
  | "unreachable"
  /** The card is refused: nothing is charged. */
  | "declined"
  /** The charge goes through, but its answer is lost (a timeout): the call throws. */
  | "answer-lost"
  | null;

/**
 * A provider at the TPaymentProvider seam (decision 0005) that keeps its charges, honours
 * idempotency keys as a live one does, and fails on demand, so tests can assert what money
 * was kept whatever step fails.
 */
export function fakePaymentProvider() {
  const charges = new Map<string, { amount: number; released: boolean; isTest: boolean }>();
  const refunds = new Map<string, number>();
  let refundFailures = 0;
  let beforeRefund: ((refund: TRefund) => Promise<void>) | null = null;
  let fault: TFault = null;
  let beforeCharge: ((charge: TCharge) => Promise<void>) | null = null;
  let afterCharge: ((charge: TCharge) => Promise<void>) | null = null;
  let lookupFailures = 0;

  const provider: TPaymentProvider = {
    accepts: () => true,
    async charge(charge) {
      await beforeCharge?.(charge);
      if (fault === "unreachable") throw new Error("connect ECONNREFUSED payments.example");
      if (fault === "declined") throw new AppError("PAYMENT_DECLINED", "card_declined");
      if (!charges.has(charge.idempotencyKey)) charges.set(charge.idempotencyKey, { amount: charge.amount, released: false, isTest: charge.isTest });
      await afterCharge?.(charge);
      if (fault === "answer-lost") throw new Error("socket hang up");
      return { provider: "fake", reference: `fake_${charge.idempotencyKey}`, isTest: charge.isTest };
    },
    async release({ idempotencyKey }) {
      const charge = charges.get(idempotencyKey);
      if (charge) charge.released = true;
    },
    async refund(refund) {
      await beforeRefund?.(refund);
      if (refundFailures > 0) {
        refundFailures--;
        throw new Error("connect ECONNREFUSED payments.example");
      }
      refunds.set(refund.idempotencyKey, refund.amount);
      return { provider: "fake", reference: `fake_refund_${refund.idempotencyKey}`, isTest: refund.isTest };
    },
    async lookup({ idempotencyKey }) {
      if (lookupFailures > 0) {
        lookupFailures--;
        throw new Error("connect ECONNREFUSED payments.example");
      }
      const charge = charges.get(idempotencyKey);
      if (!charge) return { status: "none" };
      const result = { provider: "fake", reference: `fake_${idempotencyKey}`, isTest: charge.isTest };
      return charge.released ? { status: "released", charge: result } : { status: "charged", charge: result };
    },
  };

  return {
    provider,
    fail(next: TFault) {
      fault = next;
    },
    /** Runs before each charge reaches the provider (to look at the database at that moment). */
    onCharge(hook: typeof beforeCharge) {
      beforeCharge = hook;
    },
    /** Runs after the provider took a charge, before its answer leaves (to stop a request right there). */
    onCharged(hook: typeof afterCharge) {
      afterCharge = hook;
    },
    /** The next `count` lookups fail as if the provider could not be reached. */
    failLookups(count: number) {
      lookupFailures = count;
    },
    /** Charges whose money the provider keeps, by idempotency key. */
    kept(key?: string) {
      return [...charges]
        .filter(([k, charge]) => !charge.released && (key === undefined || k === key))
        .map(([k, charge]) => ({ key: k, amount: charge.amount }));
    },
    /** Every charge made, released or not. */
    made(key?: string) {
      return [...charges].filter(([k]) => key === undefined || k === key).map(([k, charge]) => ({ key: k, ...charge }));
    },
    /** The next `count` refunds fail as if the provider could not be reached. */
    failRefunds(count: number) {
      refundFailures = count;
    },
    /** Runs before each refund reaches the provider. */
    onRefund(hook: typeof beforeRefund) {
      beforeRefund = hook;
    },
    /** Refunds given, by their idempotency key. */
    refunds() {
      return [...refunds].map(([key, amount]) => ({ key, amount }));
    },
    reset() {
      charges.clear();
      refunds.clear();
      refundFailures = 0;
      beforeRefund = null;
      fault = null;
      beforeCharge = null;
      afterCharge = null;
      lookupFailures = 0;
    },
  };
}
