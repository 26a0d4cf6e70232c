import { AppError } from "../../errors.ts";

// DESIGN.md, Placeholders: payments are recorded by the server; card data never reaches us.
// A live provider (Stripe and the like) plugs in here: it charges with the card token its own
// browser SDK produced and returns its reference.
export type TCharge = { amount: number; isTest: boolean; idempotencyKey: string; description: string };
export type TChargeResult = { provider: string; reference: string; isTest: boolean };
export type TRelease = { idempotencyKey: string; reference: string | null; amount: number };
export type TRefund = { amount: number; isTest: boolean; idempotencyKey: string; chargeReference: string | null };
export type TChargeQuery = { idempotencyKey: string; isTest: boolean; amount: number };
/** What the provider holds under a charge's idempotency key (decision 0105). */
export type TChargeLookup =
  /** No charge under this key holds money: it never reached the provider, or it was declined. */
  | { status: "none" }
  /** Taken and kept: the charge's answer, as `charge()` would have returned it. */
  | { status: "charged"; charge: TChargeResult }
  /** Taken, then given back (released or refunded). */
  | { status: "released"; charge: TChargeResult };
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
  /**
   * Whether a charge was made under this idempotency key, and whether it is still held; asked
   * about a payment whose answer never reached us (its process died, or lost the database), so
   * it is settled as the charge went (decision 0105). It never charges. Throws when the
   * provider cannot tell now (unreachable): the payment is asked about again later.
   */
  lookup: (query: TChargeQuery) => Promise<TChargeLookup>;
};

export const liveUnavailable = () =>
  new AppError("SERVICE_UNAVAILABLE", "Live card payments are not set up yet. Use test mode, or call us to book.", [
    { field: "is_test", message: "live payments are not available" },
  ]);

// The test provider's charges, by key, as a provider's own records: the last ones this process made.
const testCharges = new Map<string, { charge: TChargeResult; released: boolean }>();
const TEST_CHARGES_KEPT = 10_000;

/**
 * The default provider takes test-mode payments only (customer-side.md §4: test mode on by
 * default). A live payment without a configured live provider is refused rather than faked.
 * Test charges move no money; it remembers the ones this process made, to answer `lookup`. A
 * charge made before a restart is not remembered and is answered "none": the booking is released
 * rather than kept on a charge nobody can show, which costs nobody anything in test mode.
 */
export const testPaymentProvider: TPaymentProvider = {
  accepts: (isTest) => isTest,
  async charge(charge) {
    if (!charge.isTest) throw liveUnavailable();
    const result = { provider: "test", reference: `test_${charge.idempotencyKey}`, isTest: true };
    if (!testCharges.has(charge.idempotencyKey)) {
      testCharges.set(charge.idempotencyKey, { charge: result, released: false });
      if (testCharges.size > TEST_CHARGES_KEPT) testCharges.delete(testCharges.keys().next().value!);
    }
    return result;
  },
  async release({ idempotencyKey }) {
    // Test-mode charges move no money: there is nothing to give back but the record.
    const known = testCharges.get(idempotencyKey);
    if (known) known.released = true;
  },
  async refund(refund) {
    if (!refund.isTest) {
      throw new AppError("SERVICE_UNAVAILABLE", "Live card refunds are not set up yet. Call us and we will refund you.", []);
    }
    return { provider: "test", reference: `test_${refund.idempotencyKey}`, isTest: true };
  },
  async lookup({ idempotencyKey }) {
    const known = testCharges.get(idempotencyKey);
    if (!known) return { status: "none" };
    return { status: known.released ? "released" : "charged", charge: known.charge };
  },
};
