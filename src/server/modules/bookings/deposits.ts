import { AppError } from "../../errors.ts";
import { initialPayment } from "../../../shared/rules/pricing.ts";
import type { TDepositRequest } from "../../../shared/schemas/bookings.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TChargeResult, TPaymentProvider } from "../payments/payment-provider.ts";
import { isUniqueViolation, type TBookingsRepository, type TTx } from "./bookings.repository.ts";

type TDeposit = { amount: number; isTest: boolean; idempotencyKey: string; description: string };

/**
 * The deposit of a regular booking (customer-side.md §4, step 1 pays): taken by the payment
 * provider when the customer presses Pay, and joined to the booking when step 2 completes it.
 * A booking request whose deposit was not paid first (an API client, an older browser) is
 * charged with the booking, as decision 0005 describes.
 */
export function depositsService(deps: { repository: TBookingsRepository; payments: TPaymentProvider }) {
  const { repository } = deps;

  return {
    /** Booking step 1: charge the deposit the catalogue decides; a retry with the key charges once. */
    async pay(input: Required<TDepositRequest>, viewer: TViewer | null) {
      const previous = await repository.paymentByKey(input.idempotency_key);
      if (previous) return { amount: previous.amount, is_test: previous.is_test, replayed: true };
      const service = await repository.serviceForBooking(input.service_id);
      if (!service) throw new AppError("VALIDATION_ERROR", "service_id: no such service", [{ field: "service_id", message: "no such service" }]);
      const amount = initialPayment(service);
      const charge = await deps.payments.charge({ amount, isTest: input.is_test, idempotencyKey: input.idempotency_key, description: `Deposit for ${service.name}` });
      try {
        await repository.transaction((tx) =>
          repository.insertPayment(tx, {
            user_id: viewer?.user.id ?? null,
            idempotency_key: input.idempotency_key,
            kind: "deposit",
            amount,
            is_test: charge.isTest,
            provider: charge.provider,
            provider_reference: charge.reference,
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { amount, is_test: charge.isTest, replayed: true };
      }
      return { amount, is_test: charge.isTest, replayed: false };
    },

    /**
     * Booking step 2: the deposit paid in step 1, or a charge now. Runs before the booking row
     * is written, because the row records whether the money was real (`is_test`).
     */
    async take(deposit: TDeposit): Promise<TChargeResult & { prepaid: boolean }> {
      const paid = await repository.paymentByKey(deposit.idempotencyKey);
      if (!paid) return { ...(await deps.payments.charge(deposit)), prepaid: false };
      if (paid.kind !== "deposit" || paid.booking_id !== null || paid.amount !== deposit.amount || paid.is_test !== deposit.isTest) {
        throw new AppError("CONFLICT", "The deposit paid does not match this booking. Please start the booking again.");
      }
      return { provider: "prepaid", reference: deposit.idempotencyKey, isTest: paid.is_test, prepaid: true };
    },

    /** Records the deposit against the booking just written: joins the prepaid one, or inserts it. */
    async record(tx: TTx, taken: TChargeResult & { prepaid: boolean }, booking: { id: string; userId: string | null; idempotencyKey: string; amount: number }) {
      if (taken.prepaid) {
        if (!(await repository.linkDeposit(tx, booking.idempotencyKey, booking.id, booking.userId))) {
          throw new AppError("CONFLICT", "The deposit paid does not match this booking. Please start the booking again.");
        }
        return;
      }
      await repository.insertPayment(tx, {
        booking_id: booking.id,
        user_id: booking.userId,
        idempotency_key: booking.idempotencyKey,
        kind: "deposit",
        amount: booking.amount,
        is_test: taken.isTest,
        provider: taken.provider,
        provider_reference: taken.reference,
      });
    },
  };
}
