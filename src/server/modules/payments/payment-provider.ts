import { AppError } from "../../errors.ts";

// DESIGN.md, Placeholders: payments are recorded by the server; card data never reaches us.
// A live provider (Stripe and the like) plugs in here: it charges with the card token its own
// browser SDK produced and returns its reference.
export type TCharge = { amount: number; isTest: boolean; idempotencyKey: string; description: string };
export type TChargeResult = { provider: string; reference: string; isTest: boolean };
export type TRefund = { amount: number; isTest: boolean; idempotencyKey: string; chargeReference: string | null };
export type TPaymentProvider = {
  charge: (charge: TCharge) => Promise<TChargeResult>;
  /** Gives back (part of) a charge; the same idempotency key never refunds twice. */
  refund: (refund: TRefund) => Promise<TChargeResult>;
};

/**
 * The default provider takes test-mode payments only (customer-side.md §4: test mode on by
 * default). A live payment without a configured live provider is refused rather than faked.
 */
export const testPaymentProvider: TPaymentProvider = {
  async charge(charge) {
    if (!charge.isTest) {
      throw new AppError("SERVICE_UNAVAILABLE", "Live card payments are not set up yet. Use test mode, or call us to book.", [
        { field: "is_test", message: "live payments are not available" },
      ]);
    }
    return { provider: "test", reference: `test_${charge.idempotencyKey}`, isTest: true };
  },
  async refund(refund) {
    if (!refund.isTest) {
      throw new AppError("SERVICE_UNAVAILABLE", "Live card refunds are not set up yet. Call us and we will refund you.", []);
    }
    return { provider: "test", reference: `test_${refund.idempotencyKey}`, isTest: true };
  },
};
