import { AppError } from "../../errors.ts";

// DESIGN.md, Placeholders: payments are recorded by the server; card data never reaches us.
// A live provider (Stripe and the like) plugs in here: it charges with the card token its own
// browser SDK produced and returns its reference.
export type TCharge = { amount: number; isTest: boolean; idempotencyKey: string; description: string };
export type TChargeResult = { provider: string; reference: string; isTest: boolean };
export type TRelease = { idempotencyKey: string; reference: string | null; amount: number };
export type TRefund = { amount: number; isTest: boolean; idempotencyKey: string; chargeReference: string | null };
export type TPaymentProvider = {
  /** Whether this provider takes payments in this mode; asked before anything is written. */
  accepts: (isTest: boolean) => boolean;
  /**
   * Takes the money. The same idempotency key never charges twice (the provider's own
   * guarantee). A card refused by the provider throws AppError('PAYMENT_DECLINED'): nothing was
   * taken. Any other error leaves it unknown whether the charge went through.
   */
  charge: (charge: TCharge) => Promise<TChargeResult>;
  /**
   * Gives back whatever the charge with this key took (refund, or void if not captured), and
   * does nothing when it took nothing. `reference` is null when the charge's answer was lost.
   * Used when a payment fails part-way (decision 0019).
   */
  release: (release: TRelease) => Promise<void>;
  /** Gives back (part of) a settled charge, as a cancellation does (decision 0008); the same key never refunds twice. */
  refund: (refund: TRefund) => Promise<TChargeResult>;
};

export const liveUnavailable = () =>
  new AppError("SERVICE_UNAVAILABLE", "Live card payments are not set up yet. Use test mode, or call us to book.", [
    { field: "is_test", message: "live payments are not available" },
  ]);
/**
 * The default provider takes test-mode payments only (customer-side.md §4: test mode on by
 * default). A live payment without a configured live provider is refused rather than faked.
 */
export const testPaymentProvider: TPaymentProvider = {
  accepts: (isTest) => isTest,
  async charge(charge) {
    if (!charge.isTest) throw liveUnavailable();
    return { provider: "test", reference: `test_${charge.idempotencyKey}`, isTest: true };
  },
  async release() {
    // Test-mode charges move no money: there is nothing to give back.
  },
  async refund(refund) {
    if (!refund.isTest) {
      throw new AppError("SERVICE_UNAVAILABLE", "Live card refunds are not set up yet. Call us and we will refund you.", []);
    }
    return { provider: "test", reference: `test_${refund.idempotencyKey}`, isTest: true };
  },
};
