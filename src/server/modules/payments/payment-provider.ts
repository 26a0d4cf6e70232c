import { AppError } from "../../errors.ts";

// DESIGN.md, Placeholders: payments are recorded by the server; card data never reaches us.
// A live provider (Stripe and the like) plugs in here: it charges with the card token its own
// browser SDK produced and returns its reference.
export type TCharge = { amount: number; isTest: boolean; idempotencyKey: string; description: string };
export type TChargeResult = { provider: string; reference: string; isTest: boolean };
export type TPaymentProvider = {
  /**
   * True when this provider takes real card payments. The browser may offer live mode only
   * then (issue 7 item 1), and only with the provider's own card element, so that card data
   * goes from the browser to the provider and never through us.
   */
  live: boolean;
  charge: (charge: TCharge) => Promise<TChargeResult>;
};

/**
 * The default provider takes test-mode payments only (customer-side.md §4: test mode on by
 * default). A live payment without a configured live provider is refused rather than faked.
 */
export const testPaymentProvider: TPaymentProvider = {
  live: false,
  async charge(charge) {
    if (!charge.isTest) {
      throw new AppError("SERVICE_UNAVAILABLE", "Live card payments are not set up yet. Use test mode, or call us to book.", [
        { field: "is_test", message: "live payments are not available" },
      ]);
    }
    return { provider: "test", reference: `test_${charge.idempotencyKey}`, isTest: true };
  },
};
